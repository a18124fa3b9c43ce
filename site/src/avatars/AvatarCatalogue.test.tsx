import {render, screen, within} from '@testing-library/react'

import {AvatarCatalogue} from './AvatarCatalogue'
import type {AvatarCatalogueData} from './avatarData'

const avatar = (avatarId: string, name: string) => ({
  id: `avatar-${avatarId}`,
  avatarId,
  name,
  description: `${name} répond à vos usagers.`,
  image: {src: `/content/images/${avatarId}-256x256.svg`, width: 256, height: 256, alt: `${name}, avatar`},
})

const categories: AvatarCatalogueData['categories'] = [
  {slug: 'humain', title: 'Humains', anchor: 'humains', avatars: [avatar('lea', 'Léa'), avatar('malik', 'Malik')]},
  {slug: 'robot', title: 'Robots', anchor: 'robots', avatars: [avatar('nova', 'Nova')]},
  {slug: 'animal', title: 'Animaux', anchor: 'animaux', avatars: [avatar('minou', 'Minou')]},
  {slug: 'autre', title: 'Autres', anchor: 'autres', avatars: []},
]

describe('AvatarCatalogue', () => {
  it('shows the four categories, each avatar a card linking to its page', () => {
    render(<AvatarCatalogue categories={categories} />)
    expect(screen.getAllByRole('heading', {level: 2}).map((heading) => heading.textContent)).toEqual([
      'Humains',
      'Robots',
      'Animaux',
      'Autres',
    ])
    const humans = screen.getByRole('region', {name: 'Humains'})
    expect(within(humans).getAllByRole('heading', {level: 3}).map((heading) => heading.textContent)).toEqual(['Léa', 'Malik'])
    expect(within(humans).getByRole('link', {name: 'Léa'})).toHaveAttribute('href', '/ressources/catalogue-avatar-chatbot/lea')
    expect(within(humans).getByRole('img', {name: 'Léa, avatar'})).toBeInTheDocument()
    expect(within(humans).getByText('Léa répond à vos usagers.')).toBeInTheDocument()
    expect(screen.getByRole('region', {name: 'Autres'})).toHaveTextContent('Aucun avatar')
  })

  it('filters by category with links to each section', () => {
    render(<AvatarCatalogue categories={categories} />)
    const nav = screen.getByRole('navigation', {name: 'Catégories d’avatars'})
    expect(within(nav).getByRole('link', {name: 'Tous'})).toHaveAttribute('aria-current', 'true')
    expect(within(nav).getByRole('link', {name: 'Robots (1)'})).toHaveAttribute('href', '#robots')
    expect(document.getElementById('robots')).toBe(screen.getByRole('region', {name: 'Robots'}))
  })
})
