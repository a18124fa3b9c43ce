import {withoutFooterMarkup} from './WithoutFooterMarkup'

type NextData = Parameters<typeof withoutFooterMarkup>[0]

const data = (pageProps: Record<string, unknown>) =>
  ({page: '/', query: {}, buildId: 'b', props: {pageProps, __N_SSG: true}}) as unknown as NextData

describe('withoutFooterMarkup', () => {
  it('leaves the footer’s markup out of the page’s data, and everything else in, the original untouched', () => {
    const original = data({home: {title: 'Accueil'}, layout: {brandName: 'Parlia', footer: {__html: '<nav>…</nav>'}}})
    const copy = JSON.parse(JSON.stringify(original)) as NextData
    expect(withoutFooterMarkup(original)).toEqual({
      ...copy,
      props: {pageProps: {home: {title: 'Accueil'}, layout: {brandName: 'Parlia'}}, __N_SSG: true},
    })
    expect(original).toEqual(copy)
  })

  it('returns a page without a layout or a footer as it is', () => {
    for (const page of [data({}), data({layout: {brandName: 'Parlia'}}), {...data({}), props: undefined}])
      expect(withoutFooterMarkup(page as NextData)).toBe(page)
  })
})
