/**
 * Markup the server rendered (rich text, the footer, the menus' links). In the data block of a page's HTML it is elided to `{}`
 * (MarkupOnce.tsx): the page holds that markup already, React leaves an element's inner HTML as the server wrote it
 * while it hydrates, and afterwards writes it only when the text changes: components hand it `{__html: markup.__html
 * ?? ''}`. A page's JSON (a client-side navigation, a preview's refresh) carries the markup, and React writes it.
 */
export interface RenderedMarkup {
  /** Absent where elided. */
  __html?: string
}

/** Whether there is markup to show: an empty text renders nothing; elided markup is in the page. */
export const hasMarkup = (markup: RenderedMarkup): boolean => markup.__html !== ''
