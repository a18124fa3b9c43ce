import {PAGED_LISTINGS} from '@parlia/schemas/pagedListings'

import {PRERENDERED_LIST_PAGES} from '../../ui/layout/staticProps'
import {listPage, listPageStaticPaths, pageOfItems, pageSlice, parsePageParam} from './paging'

describe('parsePageParam', () => {
  it.each([
    ['1', 1],
    ['2', 2],
    ['12', 12],
  ])('reads %p as page %p', (value, page) => {
    expect(parsePageParam(value)).toBe(page)
  })

  it.each([['abc'], ['0'], ['-1'], ['+2'], ['2.5'], ['1e2'], ['02'], [' 2'], ['2abc'], [''], ['99999999999999999999']])(
    'refuses %p',
    (value) => {
      expect(parsePageParam(value)).toBeNull()
    },
  )

  it('refuses a missing or repeated parameter', () => {
    expect(parsePageParam(undefined)).toBeNull()
    expect(parsePageParam(['2', '3'])).toBeNull()
  })
})

describe('pageSlice', () => {
  it('gives the GROQ slice of a page, end excluded', () => {
    expect(pageSlice(1, 'blog')).toEqual({start: 0, end: 9})
    expect(pageSlice(3, 'blog')).toEqual({start: 18, end: 27})
    expect(pageSlice(2, 'jobs')).toEqual({start: 20, end: 40})
  })
})

describe('listPage and pageOfItems', () => {
  const size = PAGED_LISTINGS.customerCases.pageSize

  it('place a page among the listing’s pages, and refuse a page past the last or below the first', () => {
    expect(listPage({total: size * 2 + 1}, 3, 'customerCases')).toEqual({total: size * 2 + 1, page: 3, pageCount: 3})
    expect(listPage({total: size * 2}, 3, 'customerCases')).toBeNull()
    expect(listPage({total: 5}, 0, 'customerCases')).toBeNull()
    // An empty listing still has its first page, which says so.
    expect(listPage({total: 0}, 1, 'customerCases')).toEqual({total: 0, page: 1, pageCount: 1})
  })

  it('cut a listing read whole into its pages, in its order', () => {
    const items = Array.from({length: size + 3}, (_, index) => index)
    expect(pageOfItems(items, 1, 'customerCases')).toEqual({
      items: items.slice(0, size),
      total: size + 3,
      page: 1,
      pageCount: 2,
    })
    expect(pageOfItems(items, 2, 'customerCases')?.items).toEqual([size, size + 1, size + 2])
    expect(pageOfItems(items, 3, 'customerCases')).toBeNull()
  })
})

describe('listPageStaticPaths', () => {
  it('prerenders pages 2 to the last, at most PRERENDERED_LIST_PAGES, the others on their first request', () => {
    expect(listPageStaticPaths(1)).toEqual({paths: [], fallback: 'blocking'})
    expect(listPageStaticPaths(3).paths).toEqual([{params: {page: '2'}}, {params: {page: '3'}}])
    expect(listPageStaticPaths(PRERENDERED_LIST_PAGES + 20).paths).toHaveLength(PRERENDERED_LIST_PAGES - 1)
  })
})
