import {render, screen, within} from '@testing-library/react'

import {AvatarChatPreview} from './AvatarChatPreview'
import {AvatarComparison} from './AvatarComparison'
import type {AvatarVariationData} from './avatarData'

const variation = (key: string, label: string): AvatarVariationData => ({
  key,
  label,
  season: null,
  image: {
    src: `/content/images/${key}-256x256.svg`,
    width: 256,
    height: 256,
    alt: label,
  },
  downloads: {
    svg: {
      href: `/content/images/${key}-256x256.svg`,
      filename: `lea-${key}.svg`,
    },
    png: null,
  },
})

describe('AvatarComparison', () => {
  it('shows every variation side by side (the original is the hero), each a labelled link to its own image, and the ZIP with its size', () => {
    const variations = [
      variation('original', 'Version originale'),
      variation('v1', 'Teint : Foncé'),
      variation('v2', 'Couleur de cheveux : Roux'),
    ]
    const archive = {
      href: '/api/avatars/lea/archive',
      filename: 'lea-avatars.zip',
      label: 'Tout télécharger (ZIP, 171 Ko)',
    }
    render(<AvatarComparison name="Léa" variations={variations} archive={archive} />)
    const items = within(screen.getByRole('list')).getAllByRole('link')
    expect(items.map((link) => link.textContent)).toEqual(['Teint : Foncé', 'Couleur de cheveux : Roux'])
    expect(items.map((link) => link.getAttribute('href'))).toEqual(
      variations.slice(1).map((entry) => entry.downloads.svg.href),
    )
    const zip = screen.getByRole('link', {
      name: 'Tout télécharger (ZIP, 171 Ko)',
    })
    expect(zip).toHaveAttribute('href', archive.href)
    expect(zip).toHaveAttribute('download', 'lea-avatars.zip')
  })

  it('offers no ZIP link when the avatar has no archive', () => {
    render(<AvatarComparison name="Léa" variations={[variation('original', 'Version originale')]} archive={null} />)
    expect(screen.queryByRole('link', {name: /Tout télécharger/})).toBeNull()
  })
})

describe('AvatarChatPreview', () => {
  it('names the avatar above a greeting taken from its description', () => {
    render(<AvatarChatPreview name="Léa" description="Léa accueille vos visiteurs." image={null} />)
    expect(screen.getByText('Léa', {selector: 'span'})).toBeInTheDocument()
    expect(screen.getByText('Bonjour, je suis Léa.')).toBeInTheDocument()
    expect(screen.getByText('Léa accueille vos visiteurs.')).toBeInTheDocument()
  })
})
