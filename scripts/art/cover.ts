import {BRAND_PALETTES, seeded} from './random'
import {type Topic, type TopicIcon, topicIcon} from './topicIcon'

/** How a cover is drawn: the subject's icon, a brand palette (index in BRAND_PALETTES) and a composition. */
export interface CoverDesign {
  icon: TopicIcon
  palette: number
  layout: number
}

type Palette = (typeof BRAND_PALETTES)[number]
interface Frame {
  width: number
  height: number
  /** The icon's centre and size. */
  cx: number
  cy: number
  size: number
}

/** The icon in white strokes, its 24×24 frame scaled to `size` around the centre. */
function drawIcon({shapes}: TopicIcon, {cx, cy, size}: Frame, stroke = '#ffffff'): string {
  const scale = size / 24
  return `<g transform="translate(${r(cx - size / 2)} ${r(cy - size / 2)}) scale(${scale.toFixed(3)})" fill="none" stroke="${stroke}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${shapes}</g>`
}

const r = (value: number) => value.toFixed(0)

/** The compositions: each sets the background and the shapes around the icon, which always sits on the palette's ink. */
const LAYOUTS: ((palette: Palette, frame: Frame) => string)[] = [
  // A disc of ink on the soft tint, an accent sun rising from a corner, a thin ring echoing the disc.
  ([ink, soft, accent], {width, height, cx, cy, size}) =>
    `<rect width="${width}" height="${height}" fill="${soft}"/>` +
    `<circle cx="${r(width * 0.92)}" cy="${r(height * 0.08)}" r="${r(size * 0.9)}" fill="${accent}" fill-opacity="0.55"/>` +
    `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(size * 1.15)}" fill="none" stroke="${ink}" stroke-opacity="0.25" stroke-width="${r(size * 0.04)}"/>` +
    `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(size * 0.85)}" fill="${ink}"/>`,
  // The ink itself as the ground, crossed by a soft diagonal band, an accent dot beside the icon.
  ([ink, soft, accent], {width, height, cx, cy, size}) =>
    `<rect width="${width}" height="${height}" fill="${ink}"/>` +
    `<path d="M0 ${r(height * 0.75)}L${r(width * 0.55)} 0H${r(width * 0.8)}L0 ${r(height * 1.1)}Z" fill="${soft}" fill-opacity="0.16"/>` +
    `<circle cx="${r(cx + size * 0.8)}" cy="${r(cy - size * 0.7)}" r="${r(size * 0.16)}" fill="${accent}"/>` +
    `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(size * 0.95)}" fill="none" stroke="#ffffff" stroke-opacity="0.3" stroke-width="${r(size * 0.03)}"/>`,
  // A tilted ink tile on the soft tint over a grid of dots, an accent square tucked behind it.
  ([ink, soft, accent], {width, height, cx, cy, size}) =>
    `<defs><pattern id="d" width="${r(size * 0.3)}" height="${r(size * 0.3)}" patternUnits="userSpaceOnUse"><circle cx="${r(size * 0.15)}" cy="${r(size * 0.15)}" r="${r(size * 0.03)}" fill="${ink}" fill-opacity="0.3"/></pattern></defs>` +
    `<rect width="${width}" height="${height}" fill="${soft}"/><rect width="${width}" height="${height}" fill="url(#d)"/>` +
    `<rect x="${r(cx - size * 0.45)}" y="${r(cy - size * 1.25)}" width="${r(size * 1.7)}" height="${r(size * 1.7)}" rx="${r(size * 0.25)}" fill="${accent}" transform="rotate(12 ${r(cx)} ${r(cy)})"/>` +
    `<rect x="${r(cx - size * 0.8)}" y="${r(cy - size * 0.8)}" width="${r(size * 1.6)}" height="${r(size * 1.6)}" rx="${r(size * 0.28)}" fill="${ink}" transform="rotate(-6 ${r(cx)} ${r(cy)})"/>`,
]

/**
 * Cover art for a document (no text, so it never needs a font): its subject's Lucide icon, large and white on the
 * palette's ink, in one of the compositions. The seed only nudges the icon off centre, within the part every crop keeps.
 */
export function cover(
  design: CoverDesign,
  seed: string,
  width = 1200,
  height = 630,
): {svg: string; width: number; height: number} {
  const random = seeded(seed)
  const size = Math.min(width, height) * 0.34
  const frame = {width, height, size, cx: width * random.between(0.4, 0.6), cy: height * random.between(0.45, 0.55)}
  const palette = BRAND_PALETTES[design.palette % BRAND_PALETTES.length]!
  const drawing = LAYOUTS[design.layout % LAYOUTS.length]!(palette, frame) + drawIcon(design.icon, frame)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${drawing}</svg>`
  return {svg, width, height}
}

/** A document of a listing, in the order the listing grows (oldest first). */
export interface ListedDocument {
  id: string
  topic: Topic
}

/**
 * The covers of one listing. Palettes and compositions take turns down the list, so neighbours never match; a palette
 * already worn by the same icon is skipped, so no two covers share both icon and palette while the icon appears at most
 * once per palette. A document added at the end leaves every earlier cover as it was.
 */
export function planCovers(listing: ListedDocument[]): Map<string, CoverDesign> {
  const count = BRAND_PALETTES.length
  const worn = new Set<string>()
  const plan = new Map<string, CoverDesign>()
  listing.forEach(({id, topic}, index) => {
    const icon = topicIcon(topic)
    const turns = Array.from({length: count}, (_, step) => (index + step) % count)
    const palette = turns.find((candidate) => !worn.has(`${icon.name}:${candidate}`)) ?? index % count
    worn.add(`${icon.name}:${palette}`)
    plan.set(id, {icon, palette, layout: (index + Math.floor(index / count)) % LAYOUTS.length})
  })
  return plan
}
