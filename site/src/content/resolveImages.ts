import {resolveImage, type ResolvedImage} from './image'
import type {SanityImageAssetReference} from './sanity.types'

/** An image field as the queries project it (`{asset, alt, crop, hotspot}`, or `{asset}` alone). */
interface ImageSource {
  asset: SanityImageAssetReference | null
}

/** A Portable Text image, resolved like every other image. */
export interface RichTextImage {
  _type: 'bodyImage'
  _key: string
  image: ResolvedImage
  caption: string | null
}

/**
 * A query result (as typegen types it) with its images resolved: an image field becomes a
 * ResolvedImage, or null when empty; in a list (Portable Text), an image without a file is left out.
 */
export type Resolved<T> = T extends ImageSource
  ? ResolvedImage | null
  : T extends readonly (infer Item)[]
    ? ResolvedItem<Item>[]
    : T extends object
      ? {[K in keyof T]: Resolved<T[K]>}
      : T

type ResolvedItem<Item> = Item extends ImageSource & {_type: 'bodyImage'}
  ? RichTextImage
  : Item extends ImageSource
    ? ResolvedImage
    : Resolved<Item>

/**
 * Resolves every image of a query result for getStaticProps (see resolveImage); everything else is
 * passed through. Server-side only: the result is plain data.
 */
export function resolveImages<T>(value: T): Resolved<T> {
  return resolveValue(value) as Resolved<T>
}

function resolveValue(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      const resolved = resolveValue(item)
      // Only an image resolves an object to null: an empty one has nothing to show in a list.
      return resolved === null && item !== null ? [] : [resolved]
    })
  }
  if (value === null || typeof value !== 'object') return value
  if ('asset' in value) return resolveSource(value as ImageSource & Partial<Omit<RichTextImage, 'image'>>)
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, resolveValue(field)]))
}

function resolveSource(source: ImageSource & Partial<Omit<RichTextImage, 'image'>>): ResolvedImage | RichTextImage | null {
  const image = resolveImage(source)
  if (!image || source._type !== 'bodyImage') return image
  return {_type: 'bodyImage', _key: source._key!, image, caption: source.caption ?? null}
}
