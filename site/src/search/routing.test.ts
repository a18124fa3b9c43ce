/**
 * @jest-environment node
 */
// Jest runs CommonJS: the ES build of InstantSearch's history router is swapped for its CJS twin.
jest.mock('instantsearch.js/es/lib/routers/history', () =>
  jest.requireActual('instantsearch.js/cjs/lib/routers/history'),
)

import {createSearchRouter, formatSearchRoute, parseSearchRoute, searchStateMapping} from './routing'

describe('search routing', () => {
  it('reads q and repeated tags, dropping unknown and duplicate tags', () => {
    expect(parseSearchRoute('?tags=itsm&tags=erp')).toEqual({tags: ['itsm', 'erp']})
    expect(parseSearchRoute('?q=%20t%C3%A9l%C3%A9phonie%20&tags=itsm&tags=itsm&tags=inconnu')).toEqual({
      q: 'téléphonie',
      tags: ['itsm'],
    })
    expect(parseSearchRoute('?tags=itsm,dematerialization')).toEqual({tags: ['itsm', 'dematerialization']})
    expect(parseSearchRoute('')).toEqual({})
    expect(parseSearchRoute('?q=&page=3')).toEqual({})
  })

  it('cuts q to the longest query the search accepts, as the search field does', () => {
    expect(parseSearchRoute(`?q=${'a'.repeat(600)}`)).toEqual({q: 'a'.repeat(512)})
  })

  it('writes the repeat format, and nothing when the state is empty', () => {
    expect(formatSearchRoute({tags: ['itsm', 'erp']})).toBe('?tags=itsm&tags=erp')
    expect(formatSearchRoute({q: 'glpi', tags: ['itsm']})).toBe('?q=glpi&tags=itsm')
    expect(formatSearchRoute({})).toBe('')
  })

  it('maps the query and the category refinement to q and tags, both ways', () => {
    const mapping = searchStateMapping('connectors')
    const uiState = {connectors: {query: 'glpi', refinementList: {categories: ['itsm', 'erp']}, page: 3}}
    expect(mapping.stateToRoute(uiState)).toEqual({q: 'glpi', tags: ['itsm', 'erp']})
    expect(mapping.routeToState({q: 'glpi', tags: ['itsm', 'erp']})).toEqual({
      connectors: {query: 'glpi', refinementList: {categories: ['itsm', 'erp']}},
    })
    expect(mapping.stateToRoute({connectors: {query: '  ', refinementList: {categories: []}}})).toEqual({})
    expect(mapping.routeToState({})).toEqual({connectors: {}})
  })

  it('leaves tags out of the FAQ', () => {
    const mapping = searchStateMapping('faq', {withTags: false})
    expect(mapping.stateToRoute({faq: {query: 'rgpd', refinementList: {categories: ['itsm']}}})).toEqual({q: 'rgpd'})
    expect(mapping.routeToState({q: 'rgpd', tags: ['itsm']})).toEqual({faq: {query: 'rgpd'}})
  })

  it('reads the URL being rendered on the server and builds URLs from it', () => {
    const router = createSearchRouter('/solution/connecteurs?tags=itsm&q=glpi')
    expect(router.read()).toEqual({q: 'glpi', tags: ['itsm']})
    expect(router.createURL({tags: ['itsm', 'erp']})).toBe('http://localhost/solution/connecteurs?tags=itsm&tags=erp')
  })
})
