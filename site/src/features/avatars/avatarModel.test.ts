import {categoryAnchor, downloadLinks, SEASON_FILTERS, seasonOf, variationLabel} from './avatarModel'

const svg = (src: string) => ({src, width: 256, height: 256, alt: 'Léa'})

describe('avatar model', () => {
  it('offers the seasonal filters Noël, Halloween and Été, titled from the constants', () => {
    expect(SEASON_FILTERS).toEqual([
      {slug: 'noel', title: 'Noël'},
      {slug: 'halloween', title: 'Halloween'},
      {slug: 'ete', title: 'Été'},
    ])
  })

  it('labels a variation from its kind and value titles', () => {
    expect(variationLabel('hair', 'roux')).toBe('Couleur de cheveux : Roux')
    expect(variationLabel('season', 'noel')).toBe('Saison : Noël')
    expect(variationLabel('theme', 'nuage-de-questions')).toBe('Thème : Nuage de questions')
    expect(variationLabel('colour', 'inconnu')).toBe('Couleur : inconnu')
  })

  it('knows a seasonal variation', () => {
    expect(seasonOf('season', 'halloween')).toBe('halloween')
    expect(seasonOf('theme', 'fantome')).toBeNull()
  })

  it('anchors the categories by their French titles', () => {
    expect(['humain', 'robot', 'animal', 'autre'].map(categoryAnchor)).toEqual([
      'humains',
      'robots',
      'animaux',
      'autres',
    ])
  })

  describe('downloadLinks', () => {
    it('uses the bundled SVG and its PNG rendition as they are', () => {
      const links = downloadLinks(
        svg('/content/images/a-256x256.svg'),
        svg('/content/images/b-512x512.png'),
        'lea-hair-roux',
      )
      expect(links).toEqual({
        svg: {href: '/content/images/a-256x256.svg', filename: 'lea-hair-roux.svg'},
        png: {href: '/content/images/b-512x512.png', filename: 'lea-hair-roux.png'},
      })
    })

    it('has no PNG for a bundled SVG without a rendition', () => {
      expect(downloadLinks(svg('/content/images/a-256x256.svg'), null, 'lea').png).toBeNull()
    })

    it('falls back to the Sanity CDN’s PNG conversion and names the files', () => {
      const cdn = 'https://cdn.sanity.io/images/p1/production/a-256x256.svg?rect=0,0,256,256'
      const links = downloadLinks(svg(cdn), null, 'lea')
      const svgUrl = new URL(links.svg.href)
      expect(svgUrl.pathname).toBe('/images/p1/production/a-256x256.svg')
      expect(svgUrl.searchParams.get('rect')).toBe('0,0,256,256')
      expect(svgUrl.searchParams.get('dl')).toBe('lea.svg')
      expect(svgUrl.searchParams.has('fm')).toBe(false)
      const png = new URL(links.png!.href)
      expect(png.searchParams.get('fm')).toBe('png')
      expect(png.searchParams.get('rect')).toBe('0,0,256,256')
      expect(png.searchParams.get('dl')).toBe('lea.png')
      expect(links.png!.filename).toBe('lea.png')
    })
  })
})
