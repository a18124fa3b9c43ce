import type {MarkupData} from './markupData'
import type {RenderedMarkup} from './renderedMarkup'

const soleKey = (value: object): string | undefined => {
  const keys = Object.keys(value)
  return keys.length === 1 ? keys[0] : undefined
}

const isRenderedMarkup = (value: object): value is Required<RenderedMarkup> =>
  soleKey(value) === '__html' && typeof (value as {__html: unknown}).__html === 'string'

const isMarkupData = (value: object): value is Required<MarkupData<unknown>> => soleKey(value) === '__data'

/**
 * `value` with the markup of every RenderedMarkup in it elided (renderedMarkup.ts), and every MarkupData
 * (markupData.ts); untouched parts are the same objects. Server-only: `_document` runs it on the page's data (MarkupOnce.tsx).
 */
export function elideMarkup<T>(value: T): T {
  if (Array.isArray(value)) {
    const items = value.map(elideMarkup)
    return (items.some((item, index) => item !== value[index]) ? items : value) as T
  }
  if (value === null || typeof value !== 'object') return value
  if (isRenderedMarkup(value)) return (value.__html ? {} : value) as T
  if (isMarkupData(value)) return {} as T
  let copy: Record<string, unknown> | null = null
  for (const [key, entry] of Object.entries(value)) {
    const elided = elideMarkup(entry)
    if (elided !== entry) (copy ??= {...(value as Record<string, unknown>)})[key] = elided
  }
  return (copy ?? value) as T
}
