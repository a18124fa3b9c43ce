import {render} from '@testing-library/react'

import {publicEnv} from '../env/public'
import {layoutFixture} from '../../../test/fixtures/layout'
import {BreadcrumbData, PageHead, type PageHeadProps, StructuredData} from './PageHead'
import {SiteSeo} from './SiteSeo'

jest.mock('next/head', () => ({
  __esModule: true,
  default: ({children}: {children: React.ReactNode}) => <>{children}</>,
}))
const router = {asPath: '/qui-sommes-nous'}
jest.mock('next/compat/router', () => ({useRouter: () => router}))

const SITE = publicEnv.siteUrl
const site = {
  ...layoutFixture,
  shareImage: {url: `${SITE}/partage/logo-abc.png`, width: 1200, height: 630, alt: 'Parlia'},
}

function renderHead(props: PageHeadProps, withSite = true) {
  return render(
    withSite ? (
      <SiteSeo layout={site}>
        <PageHead {...props} />
      </SiteSeo>
    ) : (
      <PageHead {...props} />
    ),
  )
}
const content = (key: string) =>
  document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null
/** The page's own link (canonical or alternate), not the feed's. */
const pageLinks = () =>
  [...document.querySelectorAll('link:not([type])')].map((link) => ({
    rel: link.getAttribute('rel'),
    href: link.getAttribute('href'),
  }))

describe('PageHead (the meta helper)', () => {
  it('keeps the props of its callers: title, description, noindex', () => {
    renderHead({title: 'Connexion – Parlia', description: 'Votre espace.', noindex: true})
    expect(document.title).toBe('Connexion – Parlia')
    expect(content('description')).toBe('Votre espace.')
    expect(content('robots')).toBe('noindex, nofollow')
    // A page out of the index names no canonical URL: the two would contradict each other.
    expect(pageLinks()).toEqual([])
  })

  it('writes Open Graph and the Twitter card for the page, in absolute URLs', () => {
    renderHead({title: 'Connecteurs | Parlia', description: 'Le catalogue.', url: '/solution/connecteurs'})
    expect(pageLinks()).toEqual([{rel: 'canonical', href: `${SITE}/solution/connecteurs`}])
    expect(
      Object.fromEntries(
        ['og:type', 'og:site_name', 'og:locale', 'og:title', 'og:description', 'og:url', 'twitter:card'].map((key) => [
          key,
          content(key),
        ]),
      ),
    ).toEqual({
      'og:type': 'website',
      'og:site_name': 'Parlia',
      'og:locale': 'fr_FR',
      'og:title': 'Connecteurs | Parlia',
      'og:description': 'Le catalogue.',
      'og:url': `${SITE}/solution/connecteurs`,
      'twitter:card': 'summary_large_image',
    })
    expect(content('robots')).toBeNull()
  })

  it('takes the company logo’s card as the default image, with its size and alt text', () => {
    renderHead({title: 'Accueil'})
    expect([
      content('og:image'),
      content('og:image:width'),
      content('og:image:height'),
      content('og:image:alt'),
    ]).toEqual([`${SITE}/partage/logo-abc.png`, '1200', '630', 'Parlia'])
  })

  it('prefers the page’s own image, made absolute, and writes no size it does not know', () => {
    renderHead({title: 'Article', type: 'article', image: {url: '/content/images/c-960x540.png'}})
    expect(content('og:image')).toBe(`${SITE}/content/images/c-960x540.png`)
    expect(content('og:type')).toBe('article')
    expect(content('og:image:width')).toBeNull()
    expect(content('og:image:alt')).toBeNull()
  })

  it('falls back on the site’s description when the page has none', () => {
    renderHead({title: 'Mentions légales', description: '  '})
    expect(content('description')).toBe(layoutFixture.description)
    expect(content('og:description')).toBe(layoutFixture.description)
  })

  it('takes the URL from the router when the page passes none', () => {
    renderHead({title: 'Qui sommes-nous ?'})
    expect(pageLinks()).toEqual([{rel: 'canonical', href: `${SITE}/qui-sommes-nous`}])
    expect(content('og:url')).toBe(`${SITE}/qui-sommes-nous`)
  })

  it('applies the canonical link rule: ?page=2 is canonical to the list, ?tags= makes it alternate', () => {
    const blogPage = renderHead({title: 'Blog – page 2', url: '/blog?page=2'})
    expect(pageLinks()).toEqual([{rel: 'canonical', href: `${SITE}/blog`}])
    blogPage.unmount()
    renderHead({title: 'Connecteurs ITSM', url: '/solution/connecteurs?page=2&tags=itsm'})
    expect(pageLinks()).toEqual([{rel: 'alternate', href: `${SITE}/solution/connecteurs?tags=itsm`}])
  })

  it('names a page served through a rewrite by its own address, whatever the server’s router names it', () => {
    router.asPath = '/blog/page/2'
    const served = renderHead({title: 'Blog – page 2', url: '/blog?page=2'})
    expect(pageLinks()).toEqual([{rel: 'canonical', href: `${SITE}/blog`}])
    served.unmount()
    // A search page rendered for its query: the server's router names it without the query.
    router.asPath = '/solution/connecteurs'
    const filtered = renderHead({title: 'Connecteurs', url: '/solution/connecteurs?page=2&tags=itsm'})
    expect(pageLinks()).toEqual([{rel: 'alternate', href: `${SITE}/solution/connecteurs?tags=itsm`}])
    filtered.unmount()
    router.asPath = '/blog?utm_source=lettre'
    renderHead({title: 'Blog'})
    expect(pageLinks()).toEqual([{rel: 'alternate', href: `${SITE}/blog?utm_source=lettre`}])
    router.asPath = '/qui-sommes-nous'
  })

  it('declares the RSS feed, /rss/fr, on every page', () => {
    renderHead({title: 'Accueil'})
    const feed = document.querySelector('link[type="application/rss+xml"]')
    expect(feed).toHaveAttribute('rel', 'alternate')
    expect(feed).toHaveAttribute('href', `${SITE}/rss/fr`)
    expect(feed).toHaveAttribute('title', 'Le blog Parlia')
  })

  it('still writes the page’s own tags outside the site’s layout (component tests)', () => {
    renderHead({title: 'Seule', description: 'Sans réglages.'}, false)
    expect(document.title).toBe('Seule')
    expect(content('og:title')).toBe('Seule')
    expect(content('og:image')).toBeNull()
  })
})

describe('StructuredData and BreadcrumbData', () => {
  const scripts = () =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent!),
    )

  it('write one application/ld+json script each, whose text parses back to the data', () => {
    const data = {'@context': 'https://schema.org', '@type': 'Thing', name: 'Fin </script> <!-- x'} as const
    const {container} = render(<StructuredData data={data} />)
    expect(container.querySelector('script')!.innerHTML).not.toContain('<')
    expect(scripts()).toEqual([data])
  })

  it('describe a breadcrumb trail from the home page, in absolute URLs', () => {
    render(
      <BreadcrumbData
        crumbs={[{label: 'Accueil', href: '/'}, {label: 'Blog', href: '/blog'}, {label: 'Un article'}]}
      />,
    )
    expect(scripts()[0]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        {position: 1, name: 'Accueil', item: `${SITE}/`},
        {position: 2, name: 'Blog', item: `${SITE}/blog`},
        {position: 3, name: 'Un article'},
      ],
    })
  })
})
