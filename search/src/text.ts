/** Lower-case and strip accents, so « Téléphonie » and « telephonie » are the same word. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

const WORD = /[\p{L}\p{N}]+/gu

export const words = (text: string) => text.match(WORD) ?? []

export interface HighlightResult {
  value: string
  matchLevel: 'none' | 'partial' | 'full'
  matchedWords: string[]
  fullyHighlighted?: boolean
}

/**
 * Algolia-style highlighting: every word of `value` that starts with a word of the query
 * (accents and case aside) is wrapped in the request's tags. Like Algolia, the text is not
 * HTML-escaped: InstantSearch escapes it once it has the result, and its Highlight widget renders
 * text, so escaping here too would show « &amp; » to the visitor.
 */
export function highlight(value: string, query: string, preTag: string, postTag: string): HighlightResult {
  const terms = [...new Set(words(fold(query)))]
  const matched = new Set<string>()
  let output = ''
  let last = 0
  for (const match of value.matchAll(WORD)) {
    const folded = fold(match[0])
    const term = terms.find((candidate) => folded.startsWith(candidate))
    if (!term) continue
    matched.add(term)
    output += value.slice(last, match.index) + preTag + match[0] + postTag
    last = match.index + match[0].length
  }
  output += value.slice(last)
  const matchLevel = matched.size === 0 ? 'none' : matched.size === terms.length ? 'full' : 'partial'
  return {value: output, matchLevel, matchedWords: [...matched]}
}
