import {BRAND_PALETTES, seeded} from './random'

/**
 * Abstract cover art (no text, so it never needs a font): a gradient and a few shapes
 * drawn from the document's id. Used for articles, resources and page heroes.
 */
export function cover(seed: string, width = 1200, height = 630): {svg: string; width: number; height: number} {
  const random = seeded(seed)
  const [ink, soft, accent] = random.pick(BRAND_PALETTES)
  const shapes: string[] = []
  for (let index = 0; index < 6; index += 1) {
    const x = random.between(0, width).toFixed(0)
    const y = random.between(0, height).toFixed(0)
    const r = random.between(height * 0.08, height * 0.35).toFixed(0)
    const fill = random.pick([ink, accent, '#ffffff'])
    const opacity = random.between(0.12, 0.45).toFixed(2)
    shapes.push(
      random.next() > 0.5
        ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" fill-opacity="${opacity}"/>`
        : `<rect x="${x}" y="${y}" width="${r}" height="${r}" rx="${(Number(r) / 4).toFixed(0)}" transform="rotate(${random.between(-30, 30).toFixed(0)} ${x} ${y})" fill="${fill}" fill-opacity="${opacity}"/>`,
    )
  }
  // A chat bubble motif ties every cover to the product.
  const bx = (width * random.between(0.55, 0.7)).toFixed(0)
  const by = (height * random.between(0.25, 0.4)).toFixed(0)
  const bubble = `<g transform="translate(${bx} ${by})"><rect width="${width * 0.26}" height="${height * 0.3}" rx="28" fill="#ffffff"/><path d="M40 ${height * 0.3 - 2} l0 46 l46 -46z" fill="#ffffff"/><rect x="32" y="40" width="${width * 0.18}" height="14" rx="7" fill="${ink}" fill-opacity="0.8"/><rect x="32" y="70" width="${width * 0.13}" height="14" rx="7" fill="${ink}" fill-opacity="0.45"/><rect x="32" y="100" width="${width * 0.07}" height="14" rx="7" fill="${accent}"/></g>`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${soft}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>${shapes.join('')}${bubble}</svg>`
  return {svg, width, height}
}
