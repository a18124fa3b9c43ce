import {logoShareImage, shareImageOf} from './shareImage'

const SITE = 'https://www.parlia.fr'
const cdn = (file: string) => `https://cdn.sanity.io/images/p1/production/${file}`

describe('shareImageOf', () => {
  it('asks the Sanity CDN for a 1200×630 rendition: a cropped JPEG, or a PNG filled on white', () => {
    const cover = {src: cdn('abc-960x540.svg'), width: 960, height: 540, alt: 'Une illustration'}
    const cropped = shareImageOf(cover, 'crop', SITE)!
    expect(cropped).toMatchObject({width: 1200, height: 630, alt: 'Une illustration'})
    expect(Object.fromEntries(new URL(cropped.url).searchParams)).toEqual({w: '1200', h: '630', fit: 'crop', fm: 'jpg'})
    const filled = shareImageOf(cover, 'fill', SITE)!
    expect(Object.fromEntries(new URL(filled.url).searchParams)).toEqual({
      w: '1200',
      h: '630',
      fit: 'fill',
      bg: 'ffffff',
      fm: 'png',
    })
  })

  it('keeps the crop the CDN URL already carries', () => {
    const image = {src: `${cdn('abc-2000x1000.jpg')}?rect=10,0,1000,1000`, width: 1000, height: 1000, alt: ''}
    expect(new URL(shareImageOf(image, 'crop', SITE)!.url).searchParams.get('rect')).toBe('10,0,1000,1000')
  })

  it('uses a bundled raster image as it is, in an absolute URL', () => {
    const image = {src: '/content/images/abc-512x512.png', width: 512, height: 512, alt: 'Avatar'}
    expect(shareImageOf(image, 'crop', SITE)).toEqual({
      url: 'https://www.parlia.fr/content/images/abc-512x512.png',
      width: 512,
      height: 512,
      alt: 'Avatar',
    })
  })

  it('has none for a bundled SVG, which no social network draws', () => {
    expect(
      shareImageOf({src: '/content/images/abc-960x540.svg', width: 960, height: 540, alt: ''}, 'crop', SITE),
    ).toBeNull()
  })
})

describe('logoShareImage (the default share image)', () => {
  it('is the PNG rendition drawn for the bundled SVG logo', () => {
    const logo = {src: '/content/images/3b24450c-200x56.svg', width: 200, height: 56, alt: 'Parlia'}
    expect(logoShareImage(logo, SITE)).toEqual({
      url: 'https://www.parlia.fr/partage/logo-3b24450c.png',
      width: 1200,
      height: 630,
      alt: 'Parlia',
    })
  })

  it('is the CDN’s PNG of the logo set in the studio', () => {
    const logo = {src: cdn('def-200x56.svg'), width: 200, height: 56, alt: 'Parlia'}
    expect(logoShareImage(logo, SITE).url).toBe(`${cdn('def-200x56.svg')}?w=1200&h=630&fit=fill&bg=ffffff&fm=png`)
  })

  it('is the logo itself when it is a raster image of the bundled dataset', () => {
    const logo = {src: '/content/images/abc-400x400.png', width: 400, height: 400, alt: 'Parlia'}
    expect(logoShareImage(logo, SITE)).toEqual({
      url: 'https://www.parlia.fr/content/images/abc-400x400.png',
      width: 400,
      height: 400,
      alt: 'Parlia',
    })
  })
})
