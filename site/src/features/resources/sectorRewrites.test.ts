/** @jest-environment node */
import type {IncomingMessage} from 'node:http'

import {getPathMatch} from 'next/dist/shared/lib/router/utils/path-match'
import {matchHas, prepareDestination} from 'next/dist/shared/lib/router/utils/prepare-destination'
import {customerCaseSectorPath, customerCaseSectorRoute} from '@parlia/schemas/pagedListings'

import {pagedListRewrite} from '../listings/pageRewrite'
import {sectorRewrites} from './sectorRewrites'

/**
 * Where Next's router sends a request for `address` (its own matcher, conditions and compiler), trying the rules in
 * next.config.ts's order: the sectors' first, then the paged lists'. Null when none applies.
 */
function rewritten(address: string): string | null {
  const url = new URL(address, 'http://site')
  const query = Object.fromEntries(url.searchParams)
  for (const {source, destination, has} of [...sectorRewrites(), pagedListRewrite()]) {
    const params = getPathMatch(source, {removeUnnamedParams: true, strict: true})(url.pathname)
    const conditions = matchHas({headers: {}} as IncomingMessage, query, has)
    if (params && conditions) {
      return prepareDestination({appendParamsToQuery: false, destination, params: {...params, ...conditions}, query})
        .parsedDestination.pathname
    }
  }
  return null
}

describe('the sectors’ rewrites', () => {
  it('serve a sector’s customer cases, and each of their pages, from the sector’s static pages', () => {
    expect(rewritten(customerCaseSectorPath('etablissement-sante'))).toBe(
      customerCaseSectorRoute('etablissement-sante'),
    )
    expect(rewritten(customerCaseSectorPath('etablissement-sante', 3))).toBe(
      customerCaseSectorRoute('etablissement-sante', 3),
    )
    // Whatever the parameters' order.
    expect(rewritten('/ressources/cas-usage-client?page=2&secteur=entreprise')).toBe(
      customerCaseSectorRoute('entreprise', 2),
    )
  })

  it('leave the whole list’s pages to the paged lists’ rule, and every other address alone', () => {
    expect(rewritten('/ressources/cas-usage-client?page=2')).toBe('/ressources/cas-usage-client/page/2')
    expect(rewritten('/ressources/cas-usage-client')).toBeNull()
    expect(rewritten('/ressources/cas-usage-client?secteur=')).toBeNull()
    expect(rewritten('/ressources/cas-usage-client/chu?secteur=entreprise')).toBeNull()
    expect(rewritten('/cas-usage?secteur=entreprise')).toBeNull()
  })
})
