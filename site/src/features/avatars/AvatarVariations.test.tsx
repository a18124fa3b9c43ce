import {render, screen, within} from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import type {AvatarPageData} from './avatarData'
import {AvatarVariations} from './AvatarVariations'

// No layout in jsdom: the carousel renders its server markup, without loading the embla engine.
jest.mock('../../platform/bundling/lazyChunk', () => ({lazyChunk: () => () => null}))

const image = (name: string) => ({
  src: `/content/images/${name}-256x256.svg`,
  width: 256,
  height: 256,
  alt: `Léa, ${name}`,
})

function variation(key: string, label: string, season: AvatarPageData['variations'][number]['season']) {
  return {
    key,
    label,
    season,
    image: image(key),
    downloads: {
      svg: {href: `/content/images/${key}-256x256.svg`, filename: `lea-${key}.svg`},
      png: {href: `/content/images/${key}-512x512.png`, filename: `lea-${key}.png`},
    },
  }
}

const variations = [
  variation('original', 'Version originale', null),
  variation('roux', 'Couleur de cheveux : Roux', null),
  variation('noel', 'Saison : Noël', 'noel'),
  variation('halloween', 'Saison : Halloween', 'halloween'),
]
const seasons: AvatarPageData['seasons'] = [
  {slug: 'noel', title: 'Noël'},
  {slug: 'halloween', title: 'Halloween'},
]

const slidesShown = () => within(screen.getByRole('region', {name: 'Variations de Léa'})).getAllByRole('group')

describe('AvatarVariations', () => {
  it('shows every variation in the carousel, the seasons it has as filters', () => {
    render(<AvatarVariations name="Léa" variations={variations} seasons={seasons} />)
    expect(slidesShown()).toHaveLength(4)
    expect(slidesShown()[2]).toHaveAccessibleName('3 sur 4 – Saison : Noël')
    const filters = screen.getByRole('group', {name: 'Filtrer par saison'})
    expect(
      within(filters)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Toutes', 'Noël', 'Halloween'])
    expect(within(filters).getByRole('button', {name: 'Toutes'})).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('img', {name: 'Léa, roux'})).toBeInTheDocument()
  })

  it('narrows the variations to one season and « Toutes » restores them', async () => {
    const user = userEvent.setup()
    render(<AvatarVariations name="Léa" variations={variations} seasons={seasons} />)
    await user.click(screen.getByRole('button', {name: 'Noël'}))
    expect(screen.getByRole('button', {name: 'Noël'})).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', {name: 'Toutes'})).toHaveAttribute('aria-pressed', 'false')
    expect(slidesShown()).toHaveLength(1)
    expect(slidesShown()[0]).toHaveAccessibleName('1 sur 1 – Saison : Noël')
    expect(screen.getByRole('link', {name: 'Télécharger en SVG'})).toHaveAttribute(
      'href',
      '/content/images/noel-256x256.svg',
    )

    await user.click(screen.getByRole('button', {name: 'Toutes'}))
    expect(slidesShown()).toHaveLength(4)
  })

  it('downloads the variation on screen in SVG and PNG', () => {
    render(<AvatarVariations name="Léa" variations={variations} seasons={seasons} />)
    const svg = screen.getByRole('link', {name: 'Télécharger en SVG'})
    expect(svg).toHaveAttribute('href', '/content/images/original-256x256.svg')
    expect(svg).toHaveAttribute('download', 'lea-original.svg')
    const png = screen.getByRole('link', {name: 'Télécharger en PNG'})
    expect(png).toHaveAttribute('href', '/content/images/original-512x512.png')
    expect(png).toHaveAttribute('download', 'lea-original.png')
    expect(screen.getByText('Version originale', {selector: 'strong'})).toBeInTheDocument()
  })

  it('has no filters for an avatar without seasonal variations', () => {
    render(<AvatarVariations name="Léa" variations={variations.slice(0, 2)} seasons={[]} />)
    expect(screen.queryByRole('group', {name: 'Filtrer par saison'})).not.toBeInTheDocument()
  })
})
