import {linkedPath, pageLink} from './canonical'

const SITE = 'https://www.parlia.fr'

describe('pageLink (the canonical link rule)', () => {
  it('is canonical without a query', () => {
    expect(pageLink('/blog', SITE)).toEqual({rel: 'canonical', href: 'https://www.parlia.fr/blog'})
    expect(pageLink('/', SITE)).toEqual({rel: 'canonical', href: 'https://www.parlia.fr/'})
  })

  it('ignores pagination: ?page=2 is canonical to the page without it', () => {
    expect(pageLink('/blog?page=2', SITE)).toEqual({rel: 'canonical', href: 'https://www.parlia.fr/blog'})
  })

  it('ignores identifiers, whatever their case: ?postId=x', () => {
    expect(pageLink('/blog/mon-article?postId=x', SITE)).toEqual({
      rel: 'canonical',
      href: 'https://www.parlia.fr/blog/mon-article',
    })
  })

  it('is alternate when another parameter remains: ?tags=itsm', () => {
    expect(pageLink('/solution/connecteurs?tags=itsm', SITE)).toEqual({
      rel: 'alternate',
      href: 'https://www.parlia.fr/solution/connecteurs?tags=itsm',
    })
  })

  it('drops the ignored parameter and keeps the others: ?page=2&tags=itsm', () => {
    expect(pageLink('/solution/connecteurs?page=2&tags=itsm', SITE)).toEqual({
      rel: 'alternate',
      href: 'https://www.parlia.fr/solution/connecteurs?tags=itsm',
    })
  })

  it('ignores a parameter whose name merely contains "id": ?grid=3', () => {
    expect(pageLink('/ressources/catalogue-avatar-chatbot?grid=3', SITE)).toEqual({
      rel: 'canonical',
      href: 'https://www.parlia.fr/ressources/catalogue-avatar-chatbot',
    })
  })

  it('leaves the fragment out and keeps the remaining parameters encoded', () => {
    expect(pageLink('/ressources/faq?q=rgpd%20h%C3%B4pital#question-3', SITE)).toEqual({
      rel: 'alternate',
      href: 'https://www.parlia.fr/ressources/faq?q=rgpd+h%C3%B4pital',
    })
    expect(pageLink('/qui-sommes-nous#valeurs', SITE)).toEqual({
      rel: 'canonical',
      href: 'https://www.parlia.fr/qui-sommes-nous',
    })
  })
})

describe('linkedPath (the address the link is built from)', () => {
  it.each([
    [
      'a page not served through a rewrite: the visited address',
      undefined,
      '/blog/rgpd?utm_source=x',
      '/blog/rgpd?utm_source=x',
    ],
    ['a static page’s server render, which sees the rewrite’s target', '/blog?page=2', '/blog/page/2', '/blog?page=2'],
    [
      'the browser, which knows every parameter of the visit',
      '/blog?page=2',
      '/blog?page=2&utm_source=x',
      '/blog?page=2&utm_source=x',
    ],
    ['no router: the page’s own', '/ressources/faq', undefined, '/ressources/faq'],
  ])('for %s', (_, url, visited, expected) => {
    expect(linkedPath(url, visited)).toBe(expected)
  })
})
