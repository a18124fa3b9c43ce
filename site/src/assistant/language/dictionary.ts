import {fold} from './words'

/**
 * The words of French (about 336,000 forms, folded): a visitor's word that is French is no typo, even when the site
 * never uses it (« regarder » is not « garder »). Loaded once per process, on the server only.
 */
let dictionary: ReadonlySet<string> | null = null

/**
 * The word list, a JSON array, as Node reads it: imported as a module, the server's bundle made it a namespace with a
 * getter per word (64 MB of heap, measured), so Node requires it at run time (an external package in next.config.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
const readWords = (): string[] => require('an-array-of-french-words')

/** Loads the dictionary (seconds on a busy machine): the assistant's engine does it as it builds, not mid-answer. */
export function loadFrenchDictionary(): ReadonlySet<string> {
  // Folding 336,000 words is most of the load: only those with an accent or a capital need it.
  dictionary ??= new Set(readWords().map((entry) => (/^[a-z-]*$/u.test(entry) ? entry : fold(entry))))
  return dictionary
}

export const isFrenchWord = (word: string): boolean => loadFrenchDictionary().has(word)
