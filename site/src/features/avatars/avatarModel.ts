/**
 * The avatar catalogue's pure data rules, shared by the server mapping and the browser:
 * variation labels, seasons, download URLs. No server-only import here.
 */
import {AVATAR_CATEGORIES, AVATAR_VARIATION_KINDS} from '@parlia/schemas/constants/avatars'

import type {ResolvedImage} from '../../content/image'
import {fromImageCdn} from '../../content/imageSource'

type SeasonValue = Extract<(typeof AVATAR_VARIATION_KINDS)[number], {kind: 'season'}>['values'][number]
export type SeasonSlug = SeasonValue['value']

const SEASON_KIND = AVATAR_VARIATION_KINDS.find((entry) => entry.kind === 'season')!

/** The seasonal filters in the order the page shows them: Noël, Halloween, Été. */
export const SEASON_FILTERS: readonly {slug: SeasonSlug; title: string}[] = (['noel', 'halloween', 'ete'] as const).map(
  (slug) => ({slug, title: SEASON_KIND.values.find((entry) => entry.value === slug)!.title}),
)

export const ORIGINAL_LABEL = 'Version originale'
/** The key of the original image's slide, beside the variations' own keys. */
export const ORIGINAL_KEY = 'original'

/** « Couleur de cheveux : Roux », from the spec's titles; unknown values fall back to their slug. */
export function variationLabel(kind: string, value: string) {
  const entry = AVATAR_VARIATION_KINDS.find((candidate) => candidate.kind === kind)
  const valueTitle = (entry?.values as readonly {value: string; title: string}[] | undefined)?.find(
    (candidate) => candidate.value === value,
  )?.title
  return `${entry?.title ?? kind} : ${valueTitle ?? value}`
}

export function seasonOf(kind: string, value: string): SeasonSlug | null {
  if (kind !== 'season') return null
  return SEASON_FILTERS.find((season) => season.slug === value)?.slug ?? null
}

/** The anchor of a category's section in the catalogue: #humains, #robots, #animaux, #autres. */
export function categoryAnchor(slug: string) {
  const title = AVATAR_CATEGORIES.find((category) => category.slug === slug)?.title ?? slug
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
}

export interface DownloadLinks {
  svg: {href: string; filename: string}
  png: {href: string; filename: string} | null
}

/**
 * Where the SVG and PNG of an image are downloaded from: the SVG is the image itself; the PNG is the
 * generated rendition, or else the Sanity image CDN's own conversion (`fm=png`). A bundled SVG without
 * a rendition has no PNG. On the CDN, `dl` names the file, since `download` is ignored across origins.
 */
export function downloadLinks(svg: ResolvedImage, png: ResolvedImage | null, basename: string): DownloadLinks {
  const svgName = `${basename}.svg`
  const pngName = `${basename}.png`
  const pngSource = png?.src ?? (fromImageCdn(svg.src) ? withParams(svg.src, {fm: 'png'}) : null)
  return {
    svg: {href: named(svg.src, svgName), filename: svgName},
    png: pngSource ? {href: named(pngSource, pngName), filename: pngName} : null,
  }
}

function named(src: string, filename: string) {
  return fromImageCdn(src) ? withParams(src, {dl: filename}) : src
}

function withParams(src: string, params: Record<string, string>) {
  const url = new URL(src)
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
  return url.toString()
}

/** « Tout télécharger (ZIP, 170 Ko) » or « (ZIP, 1,2 Mo) »: the size in French units (1 Ko = 1 000 octets). */
export function archiveLabel(bytes: number | null | undefined) {
  if (!bytes) return 'Tout télécharger (ZIP)'
  const size =
    bytes < 1_000_000
      ? `${Math.max(1, Math.round(bytes / 1_000))} Ko`
      : `${new Intl.NumberFormat('fr-FR', {maximumFractionDigits: 1}).format(bytes / 1_000_000)} Mo`
  return `Tout télécharger (ZIP, ${size})`
}
