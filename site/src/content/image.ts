import {parseImageAssetId} from '@sanity/asset-utils'
import {createImageUrlBuilder} from '@sanity/image-url'
import {getImageProps} from 'next/image'
import {imageLoader} from 'next-sanity/image'

import {publicEnv} from '../platform/env/public'
import {serverEnv} from '../platform/env/server'
import {LOCAL_ASSET_PREFIX} from '@parlia/schemas/lake/exportFormat'
import {fromImageCdn} from './imageSource'

/** What a component needs to render an image without layout shift, at the resolution its place needs. */
export interface ResolvedImage {
  src: string
  width: number
  height: number
  alt: string
  /** The resized versions of a bitmap (`url 256w, …`); vector images have none. */
  srcSet?: string
}

interface ImageSource {
  asset?: {_ref: string} | null
  alt?: string | null
  crop?: {top?: number; bottom?: number; left?: number; right?: number} | null
  hotspot?: unknown
}

const builder = serverEnv.sanity
  ? createImageUrlBuilder({projectId: serverEnv.sanity.projectId, dataset: serverEnv.sanity.dataset, baseUrl: publicEnv.sanityImageHost})
  : null

/**
 * Resolves an image field to a URL and its intrinsic size: the image CDN
 * (`NEXT_PUBLIC_SANITY_IMAGE_HOST`, crop applied) when the site reads the Content Lake, the bundled file otherwise.
 * Server-side only; the result is plain data for getStaticProps.
 */
export function resolveImage(source: ImageSource | null | undefined): ResolvedImage | null {
  const ref = source?.asset?._ref
  if (!ref) return null
  const {assetId, width, height, extension} = parseImageAssetId(ref)
  const alt = source.alt ?? ''
  if (!builder) {
    // The bundled file is named after the id's parts (see backends/exportFormat.ts).
    return responsive({src: `${LOCAL_ASSET_PREFIX}/images/${assetId}-${width}x${height}.${extension}`, width, height, alt}, extension)
  }
  const crop = source.crop ?? {}
  const croppedWidth = Math.round(width * (1 - (crop.left ?? 0) - (crop.right ?? 0)))
  const croppedHeight = Math.round(height * (1 - (crop.top ?? 0) - (crop.bottom ?? 0)))
  return responsive({src: builder.image({...source, asset: {_ref: ref}}).url(), width: croppedWidth, height: croppedHeight, alt}, extension)
}

/**
 * A bitmap's resized versions, written here by next/image's own `getImageProps` so the browser receives a plain
 * `<img srcset>` and none of next/image's code: the image CDN resizes (next-sanity's loader) or, for the bundled
 * dataset, Next's image optimizer. Versions stop at the first as wide as the image: neither enlarges.
 */
function responsive(image: ResolvedImage, extension: string): ResolvedImage {
  if (extension === 'svg') return image
  const {props} = getImageProps({
    src: image.src,
    width: image.width,
    height: image.height,
    alt: image.alt,
    // Any `sizes` without `vw` makes next/image list every configured width, each with its `w` descriptor.
    sizes: `${image.width}px`,
    loader: fromImageCdn(image.src) ? imageLoader : undefined,
  })
  const versions = (props.srcSet ?? '').split(', ').map((entry) => ({entry, width: Number(entry.split(' ').pop()?.slice(0, -1))}))
  const needed = versions.findIndex((version) => version.width >= image.width)
  const kept = needed === -1 ? versions : versions.slice(0, needed + 1)
  // `src` stays the original file: the avatar downloads and the share images read it.
  return {...image, srcSet: kept.map((version) => version.entry).join(', ')}
}
