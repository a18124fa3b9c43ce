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

  it('names the part a listing is narrowed to in its title and trail, at the narrowed page’s address', () => {
    const listing = listingPageFixture('Cas clients', {title: 'Nos clients', lead: 'Leurs résultats.'})
    const narrowed = {
      label: 'Santé',
      pathOf: (page: number) => `/clients?secteur=sante${page > 1 ? `&page=${page}` : ''}`,
    }
    const {unmount} = render(
      <ListingHero
        listing={listing}
        brandName="Acme"
        paging={{page: 1, pageCount: 2, total: 20, key: 'customerCases'}}
        narrowed={narrowed}
      />,
    )
    expect(document.title).toBe('Cas clients : Santé | Acme')
    expect(screen.getByRole('navigation', {name: 'Fil d’Ariane'})).toHaveTextContent('Cas clients')
    unmount()
    render(
      <ListingHero
        listing={listing}
        brandName="Acme"
        paging={{page: 2, pageCount: 2, total: 20, key: 'customerCases'}}
        narrowed={narrowed}
      />,
    )
    expect(document.title).toBe('Nos clients : Santé – page 2 sur 2')
    expect(screen.getByRole('link', {name: 'Santé'})).toHaveAttribute('href', '/clients?secteur=sante')
    // The spec's rule: `page` is ignored, and the sector, another parameter, makes the link an alternate.
    const [link] = [...document.querySelectorAll('link[rel="alternate"]:not([type]), link[rel="canonical"]')].slice(-1)
    expect(link).toHaveAttribute('rel', 'alternate')
    expect(link).toHaveAttribute('href', expect.stringMatching(/\/clients\?secteur=sante$/))
  })
})
