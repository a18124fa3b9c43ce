import {resolveImage, type ResolvedImage} from './image'

interface BodyImageSource {
  _type: 'bodyImage'
  _key: string
  asset?: {_ref: string} | null
  alt?: string | null
  caption?: string | null
}

/** A Portable Text image, resolved like every other image (see resolveImage). */
export interface RichTextImage {
  _type: 'bodyImage'
  _key: string
  image: ResolvedImage
  caption: string | null
}

type Resolved<B> = B extends {_type: 'bodyImage'} ? RichTextImage : B

/** Resolves the images of a Portable Text array for getStaticProps; other blocks pass through. */
export function resolveRichText<B extends {_type: string; _key: string}>(blocks: B[] | null | undefined): Resolved<B>[] {
  return (blocks ?? []).flatMap((block) => {
    if (block._type !== 'bodyImage') return [block as Resolved<B>]
    const source = block as unknown as BodyImageSource
    const image = resolveImage(source)
    return image ? [{_type: 'bodyImage', _key: source._key, image, caption: source.caption ?? null} as Resolved<B>] : []
  })
}
