import {render, screen, within} from '@testing-library/react'

import {imageFixture} from '../../../test/fixtures/content'
import {listingPageFixture} from '../../../test/fixtures/listings'
import {ListingHero} from './ListingHero'

jest.mock('next/head', () => ({
  __esModule: true,
  default: ({children}: {children: React.ReactNode}) => <>{children}</>,
}))

const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content')

describe('ListingHero', () => {
  it('shows the hero of the listing document under a trail that ends with its short name', () => {
    const listing = {
      ...listingPageFixture('Livres blancs', {title: 'Nos guides', lead: 'Envoyés par e-mail.'}),
      hero: {title: 'Nos guides', lead: 'Envoyés par e-mail.', image: imageFixture('Une pile de livres', 960, 720)},
    }
    render(<ListingHero listing={listing} brandName="Parlia" parents={[{label: 'Ressources'}]} />)
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Nos guides')
    expect(screen.getByText('Envoyés par e-mail.')).toBeInTheDocument()
    expect(screen.getByRole('img', {name: 'Une pile de livres'})).toBeInTheDocument()
    const trail = within(screen.getByRole('navigation', {name: 'Fil d’Ariane'})).getAllByRole('listitem')
    expect(trail.map((crumb) => crumb.textContent)).toEqual(['Accueil', 'Ressources', 'Livres blancs'])
  })

  it('writes the editor’s meta title and description', () => {
    const listing = listingPageFixture(
      'FAQ',
      {title: 'Foire aux questions', lead: 'Les réponses.'},
      {metaTitle: 'FAQ : vos questions sur Parlia | Parlia', metaDescription: 'Les réponses aux questions fréquentes.'},
    )
    render(<ListingHero listing={listing} brandName="Parlia" />)
    expect(document.title).toBe('FAQ : vos questions sur Parlia | Parlia')
    expect(description()).toBe('Les réponses aux questions fréquentes.')
  })

  it('without SEO texts, titles the page « short name | brand » from the settings and describes it by its lead', () => {
    render(
      <ListingHero
        listing={listingPageFixture('Cas clients', {title: 'Nos clients', lead: 'Leurs résultats.'})}
        brandName="Acme"
      />,
    )
    expect(document.title).toBe('Cas clients | Acme')
    expect(description()).toBe('Leurs résultats.')
  })
})
