import {LOCAL_ASSET_PREFIX} from '@parlia/schemas/lake/exportFormat'
import type {ResolvedImage} from '../../content/image'
import {fromImageCdn} from '../../content/imageSource'
import {absoluteUrl} from './urls'

/** An image for Open Graph and Twitter cards; size and alt text when known. */
export interface ShareImage {
  url: string
  width?: number
  height?: number
  alt?: string
}

/** The size social networks recommend for a large preview card. */
const SHARE_IMAGE_SIZE = {width: 1200, height: 630} as const

const RASTER = /\.(png|jpe?g|webp|gif)$/i
const LOCAL_SVG = new RegExp(`^${LOCAL_ASSET_PREFIX}/images/([a-f0-9]+)-\\d+x\\d+\\.svg$`)

/** Where the bundled dataset's SVG logo has its PNG rendition (drawn by scripts/share-image.mjs). */
const localLogoRendition = (assetId: string) => `/partage/logo-${assetId}.png`

/**
 * A raster rendition of a content image for link previews, which no social network draws from SVG:
 * the Sanity CDN renders any image at 1200×630 (`crop` for illustrations, `fill` on white for a logo);
 * a bundled raster image is used as it is. Null when there is none (a bundled SVG).
 */
export function shareImageOf(image: ResolvedImage, fit: 'crop' | 'fill' = 'crop', siteUrl?: string): ShareImage | null {
  if (fromImageCdn(image.src)) {
    const url = new URL(image.src)
    url.searchParams.set('w', String(SHARE_IMAGE_SIZE.width))
    url.searchParams.set('h', String(SHARE_IMAGE_SIZE.height))
    url.searchParams.set('fit', fit)
    if (fit === 'fill') url.searchParams.set('bg', 'ffffff')
    url.searchParams.set('fm', fit === 'fill' ? 'png' : 'jpg')
    return {url: url.toString(), ...SHARE_IMAGE_SIZE, alt: image.alt}
  }
  if (RASTER.test(image.src.split('?')[0]!)) {
    return {url: absoluteUrl(image.src, siteUrl), width: image.width, height: image.height, alt: image.alt}
  }
  return null
}

/** The default share image: the company logo from the site settings, as a raster card. */
export function logoShareImage(logo: ResolvedImage, siteUrl?: string): ShareImage {
  const rendition = shareImageOf(logo, 'fill', siteUrl)
  if (rendition) return rendition
  const bundled = LOCAL_SVG.exec(logo.src)
  if (bundled) return {url: absoluteUrl(localLogoRendition(bundled[1]!), siteUrl), ...SHARE_IMAGE_SIZE, alt: logo.alt}
  return {url: absoluteUrl(logo.src, siteUrl), width: logo.width, height: logo.height, alt: logo.alt}
}
