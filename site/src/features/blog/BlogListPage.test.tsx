import {render, screen, within} from '@testing-library/react'

import {publicEnv} from '../../platform/env/public'
import {layoutFixture} from '../../../test/fixtures/layout'
import {BlogListPage} from './BlogListPage'
import {blogListFixture} from '../../../test/fixtures/blog'
import {listingPageFixture} from '../../../test/fixtures/listings'

jest.mock('next/head', () => ({
  __esModule: true,
  default: ({children}: {children: React.ReactNode}) => <>{children}</>,
}))

const blogListing = listingPageFixture(
  'Blog',
  {title: 'Le blog Parlia', lead: 'Nos articles pour réussir vos chatbots.'},
  {metaTitle: 'Le blog Parlia : chatbots et IA conversationnelle'},
)

describe('BlogListPage', () => {
  it('shows page 1: one h1, the breadcrumbs, the first articles and a read action for each', () => {
    render(<BlogListPage listing={blogListing} blog={blogListFixture(1)} layout={layoutFixture} />)
    expect(screen.getAllByRole('heading', {level: 1})).toHaveLength(1)
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Le blog Parlia')
    const crumbs = screen.getByRole('navigation', {name: 'Fil d’Ariane'})
    expect(within(crumbs).getByText('Blog')).toHaveAttribute('aria-current', 'page')
    const articles = screen.getByRole('region', {name: 'Derniers articles'})
    expect(within(articles).getAllByRole('heading', {level: 3})).toHaveLength(9)
    expect(within(articles).getAllByRole('link', {name: /^Lire l’article « Article numéro \d+ »$/})).toHaveLength(9)
    expect(document.title).toBe('Le blog Parlia : chatbots et IA conversationnelle')
  })

  it('paginates with real links to /blog?page=N, previous disabled on the first page', () => {
    render(<BlogListPage listing={blogListing} blog={blogListFixture(1)} layout={layoutFixture} />)
    const pagination = screen.getByRole('navigation', {name: 'Pages du blog'})
    expect(within(pagination).queryByRole('link', {name: /Précédent/})).toBeNull()
    expect(within(pagination).getByRole('link', {name: /Suivant/})).toHaveAttribute('href', '/blog?page=2')
    expect(within(pagination).getByRole('link', {name: 'Page 3'})).toHaveAttribute('href', '/blog?page=3')
    expect(within(pagination).getByRole('link', {name: 'Page 1'})).toHaveAttribute('href', '/blog')
  })

  it('on a later page, names the page and links back to the blog', () => {
    render(<BlogListPage listing={blogListing} blog={blogListFixture(3)} layout={layoutFixture} />)
    expect(screen.getByRole('region', {name: 'Articles, page 3 sur 3'})).toBeInTheDocument()
    expect(document.title).toBe('Le blog Parlia – page 3 sur 3')
    const crumbs = screen.getByRole('navigation', {name: 'Fil d’Ariane'})
    expect(within(crumbs).getByRole('link', {name: 'Blog'})).toHaveAttribute('href', '/blog')
    expect(within(crumbs).getByText('Page 3')).toHaveAttribute('aria-current', 'page')
    const pagination = screen.getByRole('navigation', {name: 'Pages du blog'})
    expect(within(pagination).getByRole('link', {name: /Précédent/})).toHaveAttribute('href', '/blog?page=2')
    expect(within(pagination).queryByRole('link', {name: /Suivant/})).toBeNull()
    expect(screen.getAllByRole('link', {name: /^Lire l’article/})).toHaveLength(6)
  })

  it('lists the categories with their number of articles, each a link to its listing', () => {
    render(<BlogListPage listing={blogListing} blog={blogListFixture(1)} layout={layoutFixture} />)
    const categories = screen.getByRole('navigation', {name: 'Catégories'})
    const items = within(categories).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(['Relation client9 articles', 'Service public1 article'])
    expect(within(categories).getByRole('link', {name: 'Relation client'})).toHaveAttribute(
      'href',
      '/blog/categorie/relation-client',
    )
    expect(within(categories).getByRole('link', {name: 'Service public'})).toHaveAttribute(
      'href',
      '/blog/categorie/service-public',
    )
    expect(within(categories).queryByRole('link', {current: 'page'})).toBeNull()
  })

  it('opens the newsletter sign-up of the site settings in a new tab, without opener', () => {
    render(<BlogListPage listing={blogListing} blog={blogListFixture(1)} layout={layoutFixture} />)
    const block = screen.getByRole('region', {name: 'Ne manquez aucun article'})
    const signUp = within(block).getByRole('link', {name: 'S’abonner à la newsletter (nouvel onglet)'})
    expect(signUp).toHaveAttribute('href', layoutFixture.newsletterUrl)
    expect(signUp).toHaveAttribute('target', '_blank')
    expect(signUp.getAttribute('rel')).toContain('noopener')
  })

  it('shares the blog by social networks and e-mail with its absolute URL', () => {
    render(<BlogListPage listing={blogListing} blog={blogListFixture(1)} layout={layoutFixture} />)
    const url = encodeURIComponent(`${publicEnv.siteUrl}/blog`)
    expect(screen.getByRole('link', {name: /LinkedIn/})).toHaveAttribute('href', expect.stringContaining(url))
    expect(screen.getByRole('link', {name: 'Par e-mail'})).toHaveAttribute('href', expect.stringMatching(/^mailto:/))
  })

  it('says so when no article is published yet', () => {
    render(
      <BlogListPage
        listing={blogListing}
        blog={blogListFixture(1, {posts: [], total: 0, pageCount: 1})}
        layout={layoutFixture}
      />,
    )
    expect(screen.getByText('Aucun article n’est publié pour le moment.')).toBeInTheDocument()
    expect(screen.queryByRole('navigation', {name: 'Pages du blog'})).toBeNull()
  })
})
