import frenchWords from 'an-array-of-french-words'

import {fold} from './words'

/**
 * The words of French (about 336,000 forms, folded): a visitor's word that is French is no typo, even when the site
 * never uses it (« regarder » is not « garder »). Loaded once per process, on the server only.
 */
let dictionary: ReadonlySet<string> | null = null

export function isFrenchWord(word: string): boolean {
  dictionary ??= new Set((frenchWords as string[]).map(fold))
  return dictionary.has(word)
}
