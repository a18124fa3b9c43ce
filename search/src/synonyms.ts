import {fold, words} from './text'

/** Editors' synonym groups (the Studio's "Synonymes de recherche"): each group's terms mean the same thing. */
export type SynonymGroups = readonly (readonly string[])[]

/** A term's words, folded: « Signature électronique » and « signature electronique » are the same term. */
const termWords = (term: string) => words(fold(term))

/** Where `needle` starts in `haystack` as whole words, or -1 (an empty needle is nowhere). */
function indexOfWords(haystack: readonly string[], needle: readonly string[]): number {
  if (needle.length === 0) return -1
  for (let start = 0; start + needle.length <= haystack.length; start += 1) {
    if (needle.every((word, offset) => haystack[start + offset] === word)) return start
  }
  return -1
}

/** Which of a group's terms (each as its folded words) a text's folded words say: whole words, in order, together. */
export const termsSaid = (textWords: readonly string[], terms: readonly (readonly string[])[]) =>
  terms.map((term) => indexOfWords(textWords, term) !== -1)

/** Whether a text names a group: it says one of its terms and not all of them (saying all leaves none to add). */
export const namesGroup = (said: readonly boolean[]) => said.includes(true) && said.includes(false)

/**
 * The query with, for each group it names (whole words, accents and case aside), the group's terms it does not say
 * appended: engines that rank any matching word (Orama, and the assistant's retrieval) then find what the editors
 * say means the same. A query naming no group is returned as it is.
 */
export function expandQuery(query: string, groups: SynonymGroups): string {
  const queryWords = termWords(query)
  const added: string[] = []
  for (const group of groups) {
    const said = termsSaid(queryWords, group.map(termWords))
    if (!namesGroup(said)) continue
    for (const [index, term] of group.entries()) if (!said[index]) added.push(term)
  }
  return added.length === 0 ? query : `${query} ${[...new Set(added)].join(' ')}`
}

/** Beyond this, a query naming many groups would cost one search per combination. */
const MAX_ALTERNATIVES = 16

/**
 * The queries that mean what `query` means, as Algolia reads regular synonyms: the query itself, then the query with
 * a term of a group (whole words, accents and case aside) replaced by each other term of its group, groups combined,
 * at most `limit` in all. For engines that require every word of a query (the catalogue's and the FAQ's): each
 * alternative is searched on its own, and a record matching any of them matches.
 */
export function queryAlternatives(query: string, groups: SynonymGroups, limit = MAX_ALTERNATIVES): string[] {
  const original = termWords(query)
  const seen = new Set([original.join(' ')])
  let alternatives: string[][] = [original]
  for (const group of groups) {
    // A term of punctuation alone has no words: it would replace a term by nothing.
    const terms = group.map(termWords).filter((term) => term.length > 0)
    const added: string[][] = []
    for (const alternative of alternatives) {
      for (const term of terms) {
        const start = indexOfWords(alternative, term)
        if (start === -1) continue
        for (const other of terms) {
          const replaced = [...alternative.slice(0, start), ...other, ...alternative.slice(start + term.length)]
          const key = replaced.join(' ')
          if (seen.has(key)) continue
          seen.add(key)
          added.push(replaced)
        }
      }
    }
    alternatives = [...alternatives, ...added].slice(0, limit)
  }
  return [query, ...alternatives.slice(1).map((alternative) => alternative.join(' '))]
}
