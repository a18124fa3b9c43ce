/**
 * Markup the server rendered (rich text, the footer). In the data block of a page's HTML it is elided to `{}`
 * (MarkupOnce.tsx): the page holds that markup already, React leaves an element's inner HTML as the server wrote it
 * while it hydrates, and afterwards writes it only when the text changes. A page's JSON (a client-side navigation, a
 * preview's refresh) carries the markup, and React writes it.
 */
export interface RenderedMarkup {
  /** Absent where elided. */
  __html?: string
}

/** Whether there is markup to show: an empty text renders nothing; elided markup is in the page. */
export const hasMarkup = (markup: RenderedMarkup): boolean => markup.__html !== ''

/** For `dangerouslySetInnerHTML`: elided markup as an empty text, which React does not write over the server's. */
export const innerHtml = (markup: RenderedMarkup | undefined): {__html: string} => ({__html: markup?.__html ?? ''})

const isRenderedMarkup = (value: object): value is {__html: string} => {
  const keys = Object.keys(value)
  return keys.length === 1 && keys[0] === '__html' && typeof (value as {__html: unknown}).__html === 'string'
}

/** `value` with the markup of every RenderedMarkup in it elided; untouched parts are the same objects. */
export function elideMarkup<T>(value: T): T {
  if (Array.isArray(value)) {
    const items = value.map(elideMarkup)
    return (items.some((item, index) => item !== value[index]) ? items : value) as T
  }
  if (value === null || typeof value !== 'object') return value
  if (isRenderedMarkup(value)) return (value.__html ? {} : value) as T
  let copy: Record<string, unknown> | null = null
  for (const [key, entry] of Object.entries(value)) {
    const elided = elideMarkup(entry)
    if (elided !== entry) (copy ??= {...(value as Record<string, unknown>)})[key] = elided
  }
  return (copy ?? value) as T
}
