import type {ImgHTMLAttributes} from 'react'

import type {ResolvedImage} from '../../../content/image'

export type ContentImageProps = Pick<ImgHTMLAttributes<HTMLImageElement>, 'className' | 'loading' | 'sizes'> & {
  image: ResolvedImage
  /** Decorative use (the text beside says it all): empty alt so screen readers skip it. */
  decorative?: boolean
  /** Above the fold: fetched first, never lazily. */
  priority?: boolean
}

/**
 * Renders an image resolved by `resolveImage`: sized from its intrinsic dimensions so it never shifts the layout,
 * a bitmap in the resized versions the server listed (content/image.ts). A plain `<img>`: next/image would add
 * about 5 KB to every page's first load for what the server already computed.
 */
export function ContentImage({
  image,
  decorative = false,
  priority = false,
  loading,
  sizes,
  className,
}: ContentImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the server wrote the srcset next/image would (see above)
    <img
      src={image.src}
      srcSet={image.srcSet}
      // Without `sizes`, the image is drawn at its intrinsic width.
      sizes={image.srcSet ? (sizes ?? `${image.width}px`) : undefined}
      width={image.width}
      height={image.height}
      alt={decorative ? '' : image.alt}
      loading={priority ? 'eager' : (loading ?? 'lazy')}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  )
}
