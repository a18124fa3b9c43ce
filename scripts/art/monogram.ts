import {BRAND_PALETTES, seeded} from './random'

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')
const FONT = `font-family="Inter, 'Segoe UI', Arial, sans-serif"`

export const initials = (name: string) =>
  name
    .split(/[\s\-–.]+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')

/** A square monogram for a connector without an official logo file. */
export function monogram(name: string): {svg: string; width: number; height: number} {
  const [ink] = seeded(name).pick(BRAND_PALETTES)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96"><rect width="96" height="96" rx="20" fill="${ink}"/><text x="48" y="60" text-anchor="middle" ${FONT} font-size="34" font-weight="700" fill="#fff">${escape(initials(name))}</text></svg>`
  return {svg, width: 96, height: 96}
}

/** The height a wordmark is drawn at, and shown at: its name reads at body size (20 px), with no scaling. */
const WORDMARK_HEIGHT = 48

/** A horizontal wordmark for a (fictional) customer organisation, as wide as its name needs. */
export function wordmark(name: string): {svg: string; width: number; height: number} {
  const [ink] = seeded(name).pick(BRAND_PALETTES)
  // 12 px a character: room for the widest fallback sans-serif an <img>'s SVG text may get.
  const width = Math.ceil(64 + name.length * 12)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${WORDMARK_HEIGHT}" width="${width}" height="${WORDMARK_HEIGHT}"><circle cx="24" cy="24" r="22" fill="${ink}"/><text x="24" y="30" text-anchor="middle" ${FONT} font-size="16" font-weight="700" fill="#fff">${escape(initials(name))}</text><text x="56" y="31" ${FONT} font-size="20" font-weight="600" fill="#2d2d4a">${escape(name)}</text></svg>`
  return {svg, width, height: WORDMARK_HEIGHT}
}
