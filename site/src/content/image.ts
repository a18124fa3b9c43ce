import {parseImageAssetId} from '@sanity/asset-utils'
import {createImageUrlBuilder} from '@sanity/image-url'

import {publicEnv} from '../env/public'
import {serverEnv} from '../env/server'
import {LOCAL_ASSET_PREFIX} from './backends/exportFormat'

/** What a component needs to render an image without layout shift. */
export interface ResolvedImage {
  src: string
  width: number
  height: number
  alt: string
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
    return {src: `${LOCAL_ASSET_PREFIX}/images/${assetId}-${width}x${height}.${extension}`, width, height, alt}
  }
  const crop = source.crop ?? {}
  const croppedWidth = Math.round(width * (1 - (crop.left ?? 0) - (crop.right ?? 0)))
  const croppedHeight = Math.round(height * (1 - (crop.top ?? 0) - (crop.bottom ?? 0)))
  return {
    src: builder.image({...source, asset: {_ref: ref}}).url(),
    width: croppedWidth,
    height: croppedHeight,
    alt,
  }
}
