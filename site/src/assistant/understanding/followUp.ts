import type {ReadQuestion} from '../reading/question'

/**
 * A follow-up question leans on the previous one: « et avec Teams ? » after a question on GLPI's integration asks how
 * the integration works with Teams. It starts with « et », « and », « aussi »… or says one or two things only, and it
 * takes the previous question's words, less those it replaces (none: the new words are searched beside them).
 */
const CONTINUES =
  /^\s*(et|and|aussi|also|pareil|idem|meme chose|même chose|what about|how about|ok et|d'accord et|d’accord et)\b/iu

/** Two meaningful words at most say one thing: « et pour Teams ? », « et le prix ? ». */
const MAX_OWN_WORDS = 2

export interface AskedWords {
  /** The words to search with. */
  words: string[]
  /** The words of the question itself. */
  own: string[]
}

export function followUp(question: string, current: ReadQuestion, previous: ReadQuestion | null): AskedWords {
  const own = current.words
  if (!previous || own.length === 0 || own.length > MAX_OWN_WORDS || !CONTINUES.test(question)) return {words: own, own}
  return {words: [...new Set([...previous.words, ...own])], own}
}
