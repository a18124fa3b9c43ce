import {render, screen, within} from '@testing-library/react'

import {publicEnv} from '../../platform/env/public'
import {layoutFixture} from '../../../test/fixtures/layout'
import {postFixture} from '../../../test/fixtures/blog'
import {PostPage} from './PostPage'

const structuredData = {'@context': 'https://schema.org', '@type': 'BlogPosting', headline: 'RGPD & chatbots'} as const

jest.mock('next/head', () => ({
  __esModule: true,
  default: ({children}: {children: React.ReactNode}) => <>{children}</>,
}))

describe('PostPage', () => {
  beforeEach(() => render(<PostPage post={postFixture} layout={layoutFixture} structuredData={structuredData} />))

  it('titles the page with the article, once, under breadcrumbs Accueil › Blog › title', () => {
    expect(screen.getAllByRole('heading', {level: 1})).toHaveLength(1)
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('RGPD & chatbots : les points de vigilance')
    const crumbs = within(screen.getByRole('navigation', {name: 'Fil d’Ariane'})).getAllByRole('listitem')
    expect(crumbs.map((crumb) => crumb.textContent)).toEqual([
      'Accueil',
      'Blog',
      'RGPD & chatbots : les points de vigilance',
    ])
    expect(within(crumbs[1]!).getByRole('link')).toHaveAttribute('href', '/blog')
    expect(document.title).toBe('RGPD & chatbots : les points de vigilance – Blog Parlia')
  })

  it('shows the author, their role, the date, the categories and the cover', () => {
    expect(screen.getByText('Camille Rey').closest('p')).toHaveTextContent('Par Camille Rey, Responsable produit')
    expect(screen.getAllByText('14 mars 2025')[0]).toHaveAttribute('datetime', '2025-03-14T09:00:00Z')
    expect(screen.getAllByRole('list', {name: 'Catégories'})[0]).toHaveTextContent('Relation client')
    expect(screen.getByRole('img', {name: 'Illustration de l’article 1'})).toBeInTheDocument()
  })

  it('shows its reading time as a duration, and links its categories to their listings', () => {
    const duration = screen.getByText('1 min')
    expect(duration.tagName).toBe('TIME')
    expect(duration).toHaveAttribute('datetime', 'PT1M')
    expect(duration.parentElement).toHaveTextContent(/· 14 mars 2025 · 1 min de lecture$/)
    const categories = screen.getAllByRole('list', {name: 'Catégories'})[0]!
    expect(within(categories).getByRole('link', {name: 'Relation client'})).toHaveAttribute(
      'href',
      '/blog/categorie/relation-client',
    )
  })

  it('ends with the related articles, after the body and the share links', () => {
    const related = screen.getByRole('region', {name: 'À lire aussi'})
    const share = screen.getByRole('link', {name: 'Par e-mail'})
    expect(share.compareDocumentPosition(related) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    const after = [...document.body.querySelectorAll('*')].filter(
      (element) =>
        related.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING && !related.contains(element),
    )
    expect(after).toEqual([])
  })

  it('renders the Portable Text body: headings, lists and images with their captions', () => {
    expect(screen.getByRole('heading', {level: 2, name: 'Les bases légales'})).toBeInTheDocument()
    expect(screen.getByText('le consentement').closest('ul')).toHaveTextContent('l’intérêt légitime')
    expect(screen.getByRole('img', {name: 'Schéma des flux de données'})).toBeInTheDocument()
    expect(screen.getByText('Les flux de données d’un assistant').tagName).toBe('FIGCAPTION')
  })

  it('shares the absolute URL of the article', () => {
    const url = encodeURIComponent(`${publicEnv.siteUrl}/blog/rgpd-et-chatbots`)
    expect(screen.getByRole('link', {name: /LinkedIn/})).toHaveAttribute('href', expect.stringContaining(url))
    expect(screen.getByRole('link', {name: /Facebook/})).toHaveAttribute('href', expect.stringContaining(url))
    expect(screen.getByRole('link', {name: 'Par e-mail'}).getAttribute('href')).toContain(url)
  })

  it('suggests related articles and leads back to the blog', () => {
    const related = screen.getByRole('region', {name: 'À lire aussi'})
    expect(
      within(related)
        .getAllByRole('heading', {level: 3})
        .map((heading) => heading.textContent),
    ).toEqual(['Article numéro 7', 'Article numéro 8'])
    expect(within(related).getByRole('link', {name: 'Lire l’article « Article numéro 7 »'})).toHaveAttribute(
      'href',
      '/blog/article-7',
    )
    expect(screen.getByRole('link', {name: 'Retour au blog'})).toHaveAttribute('href', '/blog')
  })

  it('is an article for link previews, and renders its structured data with the breadcrumbs’', () => {
    expect(document.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent!),
    )
    expect(data.map((item) => item['@type'])).toEqual(['BlogPosting', 'BreadcrumbList'])
    expect(data[0]).toEqual(structuredData)
  })
})
