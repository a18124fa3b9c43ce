import {AVATAR_CATEGORIES, AVATAR_COUNT_PLACEHOLDER} from '@parlia/schemas/constants'

import type {FetchOptions} from '../../content/backends/types'
import {fetchContent} from '../../content/fetch'
import type {ResolvedImage} from '../../content/image'
import {avatarIdsQuery, avatarQuery, avatarsQuery} from '../../content/queries'
import {resolveImages, type Resolved} from '../../content/resolveImages'
import type {AvatarQueryResult, AvatarsQueryResult} from '../../content/sanity.types'
import {type ListingPageData, withListingPage} from '../listings/listingPage'
import {archiveLink} from './archive'
import {
  categoryAnchor,
  type DownloadLinks,
  downloadLinks,
  ORIGINAL_KEY,
  ORIGINAL_LABEL,
  SEASON_FILTERS,
  type SeasonSlug,
  seasonOf,
  variationLabel,
} from './avatarModel'
import {PRERENDERED_PER_TYPE} from '../../ui/layout/staticProps'

export type AvatarCatalogueData = ReturnType<typeof toCatalogue>
export type AvatarCatalogueProps = NonNullable<Awaited<ReturnType<typeof getAvatarCataloguePage>>>
export type AvatarPageData = NonNullable<ReturnType<typeof toAvatarPage>>

/** A slide of an avatar's page: the original image or a variation, labelled, with its downloads. */
export interface AvatarVariationData {
  key: string
  label: string
  season: SeasonSlug | null
  image: ResolvedImage
  downloads: DownloadLinks
}

/** The catalogue: every avatar in its category, the four categories in the spec's order. */
export async function getAvatarCatalogue(options: FetchOptions = {}) {
  return toCatalogue(resolveImages(await fetchContent(avatarsQuery, {}, options)))
}

/**
 * The catalogue's page: its listing texts beside the avatars, the number of avatars written where the
 * editor put the placeholder (the lead, or a meta description of their own); null, so a 404, without them.
 */
export async function getAvatarCataloguePage(options: FetchOptions = {}) {
  const props = await withListingPage(
    'avatars',
    options,
    getAvatarCatalogue(options).then((catalogue) => ({catalogue})),
  )
  return props && {...props, listing: withAvatarCount(props.listing, props.catalogue.count)}
}

export function withAvatarCount(listing: ListingPageData, count: number): ListingPageData {
  const fill = (text: string) => text.replaceAll(AVATAR_COUNT_PLACEHOLDER, String(count))
  const {hero, seo} = listing
  return {
    ...listing,
    hero: {...hero, lead: fill(hero.lead)},
    seo: {...seo, metaDescription: seo.metaDescription && fill(seo.metaDescription)},
  }
}

export function toCatalogue(avatars: Resolved<AvatarsQueryResult>) {
  return {
    count: avatars.length,
    categories: AVATAR_CATEGORIES.map(({slug, title}) => ({
      slug,
      title,
      anchor: categoryAnchor(slug),
      avatars: avatars.filter((avatar) => avatar.category === slug).map(({category, ...avatar}) => avatar),
    })),
  }
}

/** The avatars whose page is generated at build: the most recently edited. */
export async function getAvatarIds(options: FetchOptions = {}): Promise<string[]> {
  return fetchContent(avatarIdsQuery, {limit: PRERENDERED_PER_TYPE}, options)
}

/** One avatar's page, or null when it no longer exists (the page answers 404). */
export async function getAvatarPage(avatarId: string, options: FetchOptions = {}) {
  return toAvatarPage(resolveImages(await fetchContent(avatarQuery, {avatarId}, options)))
}

/** The original image first, then each variation; the seasonal filters the avatar has a variation for. */
export function toAvatarPage(avatar: Resolved<AvatarQueryResult>) {
  if (!avatar) return null
  const {variations, png, heroImage, archive, ...page} = avatar
  const slides: AvatarVariationData[] = page.image
    ? [
        {
          key: ORIGINAL_KEY,
          label: ORIGINAL_LABEL,
          season: null,
          image: page.image,
          downloads: downloadLinks(page.image, png, page.avatarId),
        },
      ]
    : []
  for (const {key, kind, value, image, png: variationPng} of variations) {
    if (!image) continue
    const downloads = downloadLinks(image, variationPng, `${page.avatarId}-${kind}-${value}`)
    slides.push({key, label: variationLabel(kind, value), season: seasonOf(kind, value), image, downloads})
  }
  const present = new Set(slides.map((slide) => slide.season))
  return {
    ...page,
    // The detailed rendition of the main image, described by the main image's text.
    hero: heroImage && page.image ? {...heroImage, alt: page.image.alt} : page.image,
    archive: archiveLink(archive, page.avatarId),
    variations: slides,
    seasons: SEASON_FILTERS.filter((season) => present.has(season.slug)),
  }
}
