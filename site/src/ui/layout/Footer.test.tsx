import {render, screen, within} from '@testing-library/react'

import {layoutFixture} from '../../../test/fixtures/layout'
import {Footer} from './Footer'
import {elideMarkup} from '../markup/elideMarkup'

describe('Footer', () => {
  // As the page draws it: the server's markup in the footer landmark.
  beforeEach(() => render(<Footer content={layoutFixture.footer} />))

  it('repeats the menus as link groups, plus Blog, Contact and Démo', () => {
    const sitemap = screen.getByRole('navigation', {name: 'Plan du site'})
    expect(within(sitemap).getByRole('heading', {name: 'Solution'})).toBeInTheDocument()
    expect(within(sitemap).getByRole('link', {name: 'Voicebot'})).toHaveAttribute('href', '/solution/voicebot')
    for (const [name, href] of [
      ['Blog', '/blog'],
      ['Contact', '/contact'],
      ['Démo', '/planifier-une-demo'],
    ]) {
      expect(within(sitemap).getByRole('link', {name})).toHaveAttribute('href', href)
    }
  })

  it('opens external links, the newsletter sign-up among them, in a new tab without opener', () => {
    const newsletter = screen.getByRole('link', {name: /Je m’inscris/})
    expect(newsletter).toHaveAttribute('href', layoutFixture.newsletterUrl)
    expect(newsletter).toHaveAttribute('target', '_blank')
    expect(newsletter.getAttribute('rel')).toContain('noopener')
    const tender = screen.getByRole('link', {name: /Modèle de cahier des charges/})
    expect(tender).toHaveAttribute('target', '_blank')
    expect(screen.getByRole('link', {name: /LinkedIn/})).toHaveAttribute('href', layoutFixture.socialLink.url)
  })

  it('shows the copyright year it was given and the legal links', () => {
    expect(screen.getByText('© 2031 Parlia. Tous droits réservés.')).toBeInTheDocument()
    expect(screen.getByRole('link', {name: 'Mentions légales'})).toHaveAttribute('href', '/mentions-legales')
    expect(screen.getByRole('link', {name: 'Politique de confidentialité'})).toHaveAttribute(
      'href',
      '/politique-de-confidentialite',
    )
  })

  it('links to the accessibility statement with its status, on every page', () => {
    expect(screen.getByRole('link', {name: 'Accessibilité : partiellement conforme'})).toHaveAttribute(
      'href',
      '/accessibilite',
    )
  })

  it('offers Gérer mes cookies, which reopens the consent choice (see consent/ConsentBanner.test.tsx)', () => {
    expect(screen.getByRole('button', {name: 'Gérer mes cookies'})).toHaveAttribute('aria-haspopup', 'dialog')
  })
})

describe('Footer in the browser, its markup left out of the page’s data', () => {
  it('keeps the server’s markup when it hydrates and renders again without it, and writes markup it is given', async () => {
    const {renderToString} = await import('react-dom/server')
    const {hydrateRoot} = await import('react-dom/client')
    const {act} = await import('react')
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Footer content={layoutFixture.footer} />)
    document.body.append(container)
    let root!: ReturnType<typeof hydrateRoot>
    await act(async () => {
      root = hydrateRoot(container, <Footer content={elideMarkup(layoutFixture.footer)} />)
    })
    expect(within(container).getByRole('button', {name: 'Gérer mes cookies'})).toBeInTheDocument()
    await act(async () => root.render(<Footer content={elideMarkup(layoutFixture.footer)} />))
    expect(within(container).getByRole('link', {name: 'Mentions légales'})).toBeInTheDocument()
    await act(async () => root.render(<Footer content={{__html: '<p>Pied de page rafraîchi</p>'}} />))
    expect(container.querySelector('footer')!.innerHTML).toBe('<p>Pied de page rafraîchi</p>')
    await act(async () => root.unmount())
    container.remove()
  })
})
