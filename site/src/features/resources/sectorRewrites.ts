import {customerCaseSectorRoute, SECTOR_PARAM} from '@parlia/schemas/pagedListings'
import {routes} from '@parlia/schemas/routes'

const sectorQuery = {type: 'query' as const, key: SECTOR_PARAM, value: '(?<sector>[^/]+)'}

/**
 * next.config.ts's rewrites of one sector's customer cases, /ressources/cas-usage-client?secteur=<slug> (then
 * &page=N), to their static pages (customerCaseSectorRoute), which answer 404 for an unknown sector or page. Before
 * the paged listings' rule, which would otherwise serve ?secteur=…&page=N as the whole list's page N.
 */
export const sectorRewrites = () => [
  {
    source: routes.customerCases,
    has: [sectorQuery, {type: 'query' as const, key: 'page', value: '(?<page>.+)'}],
    destination: `${customerCaseSectorRoute(':sector')}/page/:page`,
  },
  {source: routes.customerCases, has: [sectorQuery], destination: customerCaseSectorRoute(':sector')},
]
