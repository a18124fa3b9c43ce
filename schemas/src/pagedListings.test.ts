import {postPath, routes} from './routes'
import {
  blogCategoryPath,
  blogCategoryRoute,
  customerCaseSectorPath,
  customerCaseSectorRoute,
  listingPagePath,
  listingPageRoute,
  PAGED_LISTINGS,
  type PagedListingKey,
} from './pagedListings'

describe('a paged listing’s paths', () => {
  it.each(Object.keys(PAGED_LISTINGS) as PagedListingKey[])(
    'are its address, then ?page=N, served from <address>/page/N (%s)',
    (key) => {
      const base = PAGED_LISTINGS[key].path
      expect(listingPagePath(key, 1)).toBe(base)
      expect(listingPagePath(key, 2)).toBe(`${base}?page=2`)
      expect(listingPageRoute(key, 1)).toBe(base)
      expect(listingPageRoute(key, 3)).toBe(`${base}/page/3`)
    },
  )
})

describe('a blog category’s paths', () => {
  it('are /blog/categorie/<slug>, then ?page=N, served from /blog/categorie/<slug>/page/N', () => {
    expect(blogCategoryPath('ia-generative')).toBe('/blog/categorie/ia-generative')
    expect(blogCategoryPath('ia-generative', 1)).toBe('/blog/categorie/ia-generative')
    expect(blogCategoryPath('ia-generative', 2)).toBe('/blog/categorie/ia-generative?page=2')
    expect(blogCategoryRoute('ia-generative')).toBe('/blog/categorie/ia-generative')
    expect(blogCategoryRoute('ia-generative', 3)).toBe('/blog/categorie/ia-generative/page/3')
  })

  // Next.js routes /blog/<one segment> to an article and /blog/page/N to the blog list: a category has two segments
  // under /blog and a fixed first one, so no slug, not even "page", lands on an article's or the list's route.
  it.each(['page', 'categorie', '2', 'ia-generative'])(
    'never meet an article’s nor the blog list’s route (slug %p)',
    (slug) => {
      const segments = (path: string) => path.slice(`${routes.blog}/`.length).split('/')
      for (const page of [1, 2, PAGED_LISTINGS.blog.pageSize]) {
        const category = segments(blogCategoryRoute(slug, page))
        expect(category[0]).toBe('categorie')
        expect(category.length).toBeGreaterThanOrEqual(2)
        expect(segments(postPath(slug))).toHaveLength(1)
        expect(blogCategoryRoute(slug, page)).not.toBe(listingPageRoute('blog', page))
        expect(segments(listingPageRoute('blog', page + 1))[0]).toBe('page')
      }
    },
  )
})

describe('a sector’s customer cases', () => {
  it('are the listing with ?secteur=<slug>, then &page=N, served from <listing>/secteur/<slug>, then /page/N', () => {
    expect(customerCaseSectorPath('etablissement-sante')).toBe(
      '/ressources/cas-usage-client?secteur=etablissement-sante',
    )
    expect(customerCaseSectorPath('etablissement-sante', 2)).toBe(
      '/ressources/cas-usage-client?secteur=etablissement-sante&page=2',
    )
    expect(customerCaseSectorRoute('etablissement-sante')).toBe(
      '/ressources/cas-usage-client/secteur/etablissement-sante',
    )
    expect(customerCaseSectorRoute('etablissement-sante', 2)).toBe(
      '/ressources/cas-usage-client/secteur/etablissement-sante/page/2',
    )
  })
})
