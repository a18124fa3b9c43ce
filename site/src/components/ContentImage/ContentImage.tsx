import Image, {type ImageProps} from 'next/image'
import {imageLoader} from 'next-sanity/image'

import type {ResolvedImage} from '../../content/image'
import {fromImageCdn} from '../../content/imageSource'


export type ContentImageProps = Omit<ImageProps, 'src' | 'width' | 'height' | 'alt' | 'loader'> & {
  image: ResolvedImage
  /** Decorative use (the text beside says it all): empty alt so screen readers skip it. */
  decorative?: boolean
}

/**
 * Renders an image resolved by `resolveImage`: sized from its intrinsic dimensions so it
 * never shifts the layout, resized by the Sanity image CDN when it comes from there.
 */
export function ContentImage({image, decorative = false, ...rest}: ContentImageProps) {
  const fromCdn = fromImageCdn(image.src)
  return (
    <Image
      src={image.src}
      width={image.width}
      height={image.height}
      alt={decorative ? '' : image.alt}
      loader={fromCdn ? imageLoader : undefined}
      // Vector images are already resolution-independent.
      unoptimized={!fromCdn && image.src.endsWith('.svg')}
      {...rest}
    />
  )
}
