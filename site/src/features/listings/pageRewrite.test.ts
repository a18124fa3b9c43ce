/** @jest-environment node */
import type {IncomingMessage} from 'node:http'

import {getPathMatch} from 'next/dist/shared/lib/router/utils/path-match'
import {matchHas, prepareDestination} from 'next/dist/shared/lib/router/utils/prepare-destination'
import {PAGED_LISTINGS} from '@parlia/schemas/pagedListings'

import {pagedListRewrite} from './pageRewrite'

/** Where Next's router sends a request for `path` with ?page=2 (its own matcher, conditions and compiler), or null. */
function rewritten(path: string): string | null {
  const {source, destination, has} = pagedListRewrite()
  const params = getPathMatch(source, {removeUnnamedParams: true, strict: true})(path)
  const query = {page: '2'}
  const conditions = matchHas({headers: {}} as IncomingMessage, query, has)
  if (!params || !conditions) return null
  return prepareDestination({appendParamsToQuery: false, destination, params: {...params, ...conditions}, query})
    .parsedDestination.pathname
}

describe('the paged lists’ rewrite', () => {
  it('serves page N of every paged listing and of every blog category from its static page', () => {
    for (const {path} of Object.values(PAGED_LISTINGS)) expect(rewritten(path)).toBe(`${path}/page/2`)
    expect(rewritten('/blog/categorie/ia')).toBe('/blog/categorie/ia/page/2')
  })

  it('leaves every other address alone: an article, a page of a list, a story, another page', () => {
    for (const path of ['/blog/ia', '/blog/page/2', '/blog/categorie/ia/page/2', '/ressources/cas-usage-client/x', '/'])
      expect(rewritten(path)).toBeNull()
  })
})
