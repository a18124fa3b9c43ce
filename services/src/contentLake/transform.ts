import sharp, {type FormatEnum} from 'sharp'

/** Sanity's `fm` values, as sharp writes them, with their content type. */
const FORMATS = {
  jpg: {format: 'jpeg', type: 'image/jpeg'},
  pjpg: {format: 'jpeg', type: 'image/jpeg'},
  png: {format: 'png', type: 'image/png'},
  webp: {format: 'webp', type: 'image/webp'},
  avif: {format: 'heif', type: 'image/avif'},
} as const

/** Sanity's `fit` modes as sharp's resize fits (https://www.sanity.io/docs/image-urls#fit-45b29dc6f09f). */
const FITS = {
  clip: {fit: 'inside', enlarge: true},
  max: {fit: 'inside', enlarge: false},
  crop: {fit: 'cover', enlarge: true},
  fill: {fit: 'contain', enlarge: true},
  fillmax: {fit: 'contain', enlarge: false},
  scale: {fit: 'fill', enlarge: true},
  min: {fit: 'outside', enlarge: false},
} as const

export class TransformError extends Error {}

export interface Transformed {
  body: Buffer
  type: string
}

const size = (value: string | null) => {
  if (value === null) return undefined
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1 || number > 8192) throw new TransformError(`Invalid size: ${value}`)
  return number
}

/** `bg` as Sanity takes it: RGB, ARGB, RRGGBB or AARRGGBB in hexadecimal. */
function background(value: string | null) {
  if (value === null) return {r: 255, g: 255, b: 255, alpha: 0}
  if (!/^([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value))
    throw new TransformError(`Invalid background: ${value}`)
  const long = value.length <= 4 ? [...value].map((digit) => digit + digit).join('') : value
  const [alpha, rgb] = long.length === 8 ? [parseInt(long.slice(0, 2), 16) / 255, long.slice(2)] : [1, long]
  return {r: parseInt(rgb.slice(0, 2), 16), g: parseInt(rgb.slice(2, 4), 16), b: parseInt(rgb.slice(4, 6), 16), alpha}
}

/**
 * What the image CDN does to an original for the URL's parameters: `rect` (left,top,width,height), `w`, `h`,
 * `fit`, `bg`, `fm`, `q`. Vector originals are served as they are unless `fm` asks for a raster format, as
 * Sanity's CDN does; `auto=format` keeps the original's format (a valid answer for any browser). Null when
 * nothing is to be done.
 */
export async function transform(
  original: Buffer,
  mimeType: string,
  params: URLSearchParams,
): Promise<Transformed | null> {
  const fm = params.get('fm')
  const format = fm === null ? null : FORMATS[fm as keyof typeof FORMATS]
  if (fm !== null && !format) throw new TransformError(`Unsupported format: ${fm}`)
  const rect = params.get('rect')
  const [width, height] = [size(params.get('w')), size(params.get('h'))]
  const vector = mimeType === 'image/svg+xml'
  if (!format && (vector || (!rect && width === undefined && height === undefined))) return null

  // A vector original is drawn at its declared size, the unit of `rect`.
  let image = sharp(original)
  if (rect) {
    const parts = rect.split(',').map(Number)
    if (parts.length !== 4 || !parts.every((part) => Number.isInteger(part) && part >= 0))
      throw new TransformError(`Invalid rect: ${rect}`)
    const [left, top, rectWidth, rectHeight] = parts as [number, number, number, number]
    const {width: fullWidth = 0, height: fullHeight = 0} = await sharp(original).metadata()
    if (rectWidth < 1 || rectHeight < 1 || left + rectWidth > fullWidth || top + rectHeight > fullHeight) {
      throw new TransformError(`rect out of the image: ${rect}`)
    }
    image = sharp(await image.extract({left, top, width: rectWidth, height: rectHeight}).toBuffer())
  }
  if (width !== undefined || height !== undefined) {
    const fit = FITS[(params.get('fit') ?? 'clip') as keyof typeof FITS]
    if (!fit) throw new TransformError(`Unsupported fit: ${params.get('fit')}`)
    image = image.resize({
      width,
      height,
      fit: fit.fit,
      withoutEnlargement: !fit.enlarge,
      background: background(params.get('bg')),
    })
  }
  const quality = params.get('q') === null ? undefined : size(params.get('q'))
  const output: {format: keyof FormatEnum; type: string} = format ?? {
    format: (await sharp(original).metadata()).format ?? 'png',
    type: mimeType,
  }
  // AVIF is HEIF with the AV1 codec in sharp's terms.
  const options = output.format === 'heif' ? {quality, compression: 'av1' as const} : {quality}
  return {body: await image.toFormat(output.format, options).toBuffer(), type: output.type}
}
