import type {ReactNode} from 'react'

/**
 * Data that only the server's render reads: a part of a page with no script of its own (a home section, a menu's
 * links). Like rendered markup (renderedMarkup.ts), it is elided to `{}` in the data block of the page's HTML, which
 * holds its markup already; a page's JSON (a client-side navigation, a preview's refresh) carries it.
 */
export interface MarkupData<T> {
  /** Absent where elided. */
  __data?: T
}

export const markupData = <T>(data: T): MarkupData<T> => ({__data: data})

/**
 * The props that fill an element from `data`: its children drawn from the data, or, where the data was elided, the
 * server's markup kept as it is (React writes no inner HTML while it hydrates, and clears it when children follow).
 */
export function drawnFrom<T>(
  data: MarkupData<T>,
  draw: (data: T) => ReactNode,
): {children: ReactNode} | {dangerouslySetInnerHTML: {__html: string}; suppressHydrationWarning: true} {
  return data.__data === undefined
    ? {dangerouslySetInnerHTML: {__html: ''}, suppressHydrationWarning: true}
    : {children: draw(data.__data)}
}
