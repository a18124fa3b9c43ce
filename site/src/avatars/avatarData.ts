import {AVATAR_CATEGORIES} from '@parlia/schemas/constants'

import type {FetchOptions} from '../content/backends/types'
import {fetchContent} from '../content/fetch'
import {resolveImage, type ResolvedImage} from '../content/image'
import {avatarIdsQuery, avatarQuery, avatarsQuery} from '../content/queries'
import type {AvatarQueryResult, AvatarsQueryResult} from '../content/sanity.types'
import {
  type AvatarCategorySlug,
  categoryAnchor,
  type DownloadLinks,
  downloadLinks,
  ORIGINAL_LABEL,
  SEASON_FILTERS,
  type SeasonSlug,
  seasonOf,
  variationLabel,
} from './avatarModel'

export interface AvatarSummary {
  id: string
  avatarId: string
  name: string
  description: string
  image: ResolvedImage | null
}

export interface AvatarCategoryGroup {
  slug: AvatarCategorySlug
  title: string
  anchor: string
  avatars: AvatarSummary[]
}

export interface AvatarCatalogueData {
  count: number
  categories: AvatarCategoryGroup[]
}

export interface AvatarVariationData {
  key: string
  label: string
  season: SeasonSlug | null
  image: ResolvedImage
  downloads: DownloadLinks
}

export interface AvatarPageData {
  avatarId: string
  name: string
  description: string
  image: ResolvedImage | null
  /** The original image first, then each variation. */
  variations: AvatarVariationData[]
  /** The seasonal filters this avatar has a variation for, in the page's order. */
  seasons: {slug: SeasonSlug; title: string}[]
  seo: {metaTitle: string | null; metaDescription: string | null}
}

/** The catalogue: every avatar in its category, the four categories in the spec's order. */
export async function getAvatarCatalogue(options: FetchOptions = {}): Promise<AvatarCatalogueData> {
  return toCatalogue(await fetchContent(avatarsQuery, {}, options))
}

export function toCatalogue(avatars: AvatarsQueryResult): AvatarCatalogueData {
  return {
    count: avatars.length,
    categories: AVATAR_CATEGORIES.map(({slug, title}) => ({
      slug,
      title,
      anchor: categoryAnchor(slug),
      avatars: avatars
        .filter((avatar) => avatar.category === slug && avatar.avatarId)
        .map((avatar) => ({
          id: avatar._id,
          avatarId: avatar.avatarId,
          name: avatar.name,
          description: avatar.description,
          image: resolveImage(avatar.image),
        })),
    })),
  }
}

export async function getAvatarIds(options: FetchOptions = {}): Promise<string[]> {
  return (await fetchContent(avatarIdsQuery, {}, options)).filter(Boolean)
}

/** One avatar's page, or null when it no longer exists (the page answers 404). */
export async function getAvatarPage(avatarId: string, options: FetchOptions = {}): Promise<AvatarPageData | null> {
  return toAvatarPage(await fetchContent(avatarQuery, {avatarId}, options))
}

export function toAvatarPage(avatar: AvatarQueryResult): AvatarPageData | null {
  if (!avatar) return null
  const variations: AvatarVariationData[] = []
  const image = resolveImage(avatar.image)
  if (image) {
    variations.push({
      key: 'original',
      label: ORIGINAL_LABEL,
      season: null,
      image,
      downloads: downloadLinks(image, resolveImage(avatar.png), avatar.avatarId),
    })
  }
  for (const variation of avatar.variations ?? []) {
    const variationImage = resolveImage(variation.image)
    if (!variationImage) continue
    variations.push({
      key: variation._key,
      label: variationLabel(variation.kind, variation.value),
      season: seasonOf(variation.kind, variation.value),
      image: variationImage,
      downloads: downloadLinks(
        variationImage,
        resolveImage(variation.png),
        `${avatar.avatarId}-${variation.kind}-${variation.value}`,
      ),
    })
  }
  const present = new Set(variations.map((variation) => variation.season))
  return {
    avatarId: avatar.avatarId,
    name: avatar.name,
    description: avatar.description,
    image,
    variations,
    seasons: SEASON_FILTERS.filter((season) => present.has(season.slug)),
    seo: {metaTitle: avatar.seo?.metaTitle ?? null, metaDescription: avatar.seo?.metaDescription ?? null},
  }
}
