/**
 * The highlight tags the search is asked for (InstantSearch's own placeholders): plain text around them, never HTML,
 * so a record's `<`, `&` or quotes are shown as written.
 */
export const HIGHLIGHT_TAGS = {highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__'} as const

/** Text cut at its highlights: even items as written, odd items the matches (`['Parlia et le ', 'RGPD', ' ?']`). */
export type HighlightParts = string[]

// split() with a capture group alternates the text between matches and the matches themselves.
const HIGHLIGHTED = new RegExp(`${HIGHLIGHT_TAGS.highlightPreTag}(.*?)${HIGHLIGHT_TAGS.highlightPostTag}`, 's')

/** A highlighted value as the search answers it, in parts (a final empty part is left out). */
export function splitHighlight(value: string): HighlightParts {
  const parts = value.split(HIGHLIGHTED)
  return parts.length > 1 && parts.at(-1) === '' ? parts.slice(0, -1) : parts
}

/** The value the search answered, tags included. */
export function markHighlight(parts: HighlightParts): string {
  return parts
    .map((part, index) =>
      index % 2 ? `${HIGHLIGHT_TAGS.highlightPreTag}${part}${HIGHLIGHT_TAGS.highlightPostTag}` : part,
    )
    .join('')
}
