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

/** A horizontal wordmark for a (fictional) customer organisation. */
export function wordmark(name: string): {svg: string; width: number; height: number} {
  const [ink] = seeded(name).pick(BRAND_PALETTES)
  const size = name.length > 22 ? 13 : name.length > 16 ? 15 : 17
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80" width="240" height="80"><circle cx="30" cy="40" r="18" fill="${ink}"/><text x="30" y="46" text-anchor="middle" ${FONT} font-size="15" font-weight="700" fill="#fff">${escape(initials(name))}</text><text x="56" y="46" ${FONT} font-size="${size}" font-weight="600" fill="#2d2d4a">${escape(name)}</text></svg>`
  return {svg, width: 240, height: 80}
}
