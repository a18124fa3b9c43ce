import {render, screen, within} from '@testing-library/react'

import {publicEnv} from '../../platform/env/public'
import {layoutFixture} from '../../../test/fixtures/layout'
import {blogCategoryListFixture} from '../../../test/fixtures/blog'
import {BlogCategoryPage} from './BlogCategoryPage'

jest.mock('next/head', () => ({
  __esModule: true,
  default: ({children}: {children: React.ReactNode}) => <>{children}</>,
}))

describe('BlogCategoryPage', () => {
  it('titles page 1 with the category, its description as the lead, under Accueil › Blog › category', () => {
    render(<BlogCategoryPage category={blogCategoryListFixture(1)} layout={layoutFixture} />)
    expect(screen.getAllByRole('heading', {level: 1})).toHaveLength(1)
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Relation client')
    expect(screen.getByText('Chatbot, voicebot et LiveChat : mieux répondre aux clients.')).toBeInTheDocument()
    const crumbs = within(screen.getByRole('navigation', {name: 'Fil d’Ariane'})).getAllByRole('listitem')
    expect(crumbs.map((crumb) => crumb.textContent)).toEqual(['Accueil', 'Blog', 'Relation client'])
    expect(within(crumbs[1]!).getByRole('link')).toHaveAttribute('href', '/blog')
    expect(document.title).toBe('Relation client – Blog Parlia')
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Chatbot, voicebot et LiveChat : mieux répondre aux clients.',
    )
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent!),
    )
    expect(data.map((item) => item['@type'])).toEqual(['BreadcrumbList'])
  })

  it('lists its articles and paginates with real links to ?page=N', () => {
    render(<BlogCategoryPage category={blogCategoryListFixture(1)} layout={layoutFixture} />)
    const articles = screen.getByRole('region', {name: 'Articles de la catégorie'})
    expect(within(articles).getAllByRole('link', {name: /^Lire l’article « Article numéro \d+ »$/})).toHaveLength(9)
    const pagination = screen.getByRole('navigation', {name: 'Pages de la catégorie'})
    expect(within(pagination).getByRole('link', {name: /Suivant/})).toHaveAttribute(
      'href',
      '/blog/categorie/relation-client?page=2',
    )
    expect(within(pagination).getByRole('link', {name: 'Page 1'})).toHaveAttribute(
      'href',
      '/blog/categorie/relation-client',
    )
  })

  it('on page 2, names the page, links back to page 1 and to the previous page', () => {
    render(<BlogCategoryPage category={blogCategoryListFixture(2)} layout={layoutFixture} />)
    expect(screen.getByRole('region', {name: 'Articles, page 2 sur 2'})).toBeInTheDocument()
    expect(document.title).toBe('Relation client – Blog Parlia – page 2 sur 2')
    const crumbs = screen.getByRole('navigation', {name: 'Fil d’Ariane'})
    expect(within(crumbs).getByRole('link', {name: 'Relation client'})).toHaveAttribute(
      'href',
      '/blog/categorie/relation-client',
    )
    expect(within(crumbs).getByText('Page 2')).toHaveAttribute('aria-current', 'page')
    const pagination = screen.getByRole('navigation', {name: 'Pages de la catégorie'})
    expect(within(pagination).getByRole('link', {name: /Précédent/})).toHaveAttribute(
      'href',
      '/blog/categorie/relation-client',
    )
    expect(screen.getAllByRole('link', {name: /^Lire l’article/})).toHaveLength(3)
  })

  it('marks its own category among the category links, and shares its page 1', () => {
    render(<BlogCategoryPage category={blogCategoryListFixture(2)} layout={layoutFixture} />)
    const categories = screen.getByRole('navigation', {name: 'Catégories'})
    expect(within(categories).getByRole('link', {current: 'page'})).toHaveTextContent('Relation client')
    expect(within(categories).getByRole('link', {name: 'Service public'})).not.toHaveAttribute('aria-current')
    const url = encodeURIComponent(`${publicEnv.siteUrl}/blog/categorie/relation-client`)
    expect(screen.getByRole('link', {name: /LinkedIn/})).toHaveAttribute('href', expect.stringContaining(url))
  })
})
