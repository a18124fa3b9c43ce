import {render, screen, within} from '@testing-library/react'

import {layoutFixture} from '../../../test/fixtures/layout'
import {listingPageFixture} from '../../../test/fixtures/listings'
import AvatarCataloguePage from '../../pages/ressources/catalogue-avatar-chatbot'
import {AvatarCatalogue} from './AvatarCatalogue'
import {type AvatarCatalogueData, withAvatarCount} from './avatarData'

jest.mock('next/head', () => ({
  __esModule: true,
  default: ({children}: {children: React.ReactNode}) => <>{children}</>,
}))

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
    expect(
      within(humans)
        .getAllByRole('heading', {level: 3})
        .map((heading) => heading.textContent),
    ).toEqual(['Léa', 'Malik'])
    expect(within(humans).getByRole('link', {name: 'Léa'})).toHaveAttribute(
      'href',
      '/ressources/catalogue-avatar-chatbot/lea',
    )
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

describe('AvatarCataloguePage', () => {
  it('shows its listing document’s texts, the number of avatars in the lead, and the catalogue', () => {
    const listing = withAvatarCount(
      listingPageFixture(
        'Catalogue d’avatars',
        {title: 'Catalogue d’avatars pour chatbot', lead: '{nombre} personnages pour votre assistant.'},
        {metaTitle: 'Catalogue d’avatars pour chatbot – Parlia'},
      ),
      4,
    )
    render(<AvatarCataloguePage listing={listing} catalogue={{count: 4, categories}} layout={layoutFixture} />)
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Catalogue d’avatars pour chatbot')
    expect(screen.getByText('4 personnages pour votre assistant.')).toBeInTheDocument()
    expect(document.title).toBe('Catalogue d’avatars pour chatbot – Parlia')
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      '4 personnages pour votre assistant.',
    )
    const trail = within(screen.getByRole('navigation', {name: 'Fil d’Ariane'})).getAllByRole('listitem')
    expect(trail.map((crumb) => crumb.textContent)).toEqual(['Accueil', 'Ressources', 'Catalogue d’avatars'])
    expect(screen.getByRole('region', {name: 'Humains'})).toBeInTheDocument()
  })
})
