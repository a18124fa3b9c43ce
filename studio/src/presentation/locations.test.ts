/** @jest-environment node */
import {LISTING_PAGES} from '@parlia/schemas/constants/listingPages'
import {type LocationsData, locationsState} from '@parlia/schemas/pages/locations'

import {localLake} from '../testing/localLake'
import {LOCATIONS_QUERY} from './locations'

const story = (id: string, slug: string, client: string) => ({
  _id: id,
  _type: 'customerCase',
  client,
  slug: {_type: 'slug', current: slug},
})

const lake = localLake(
  [
    {_id: LISTING_PAGES.customerCases.id, _type: 'listingPage', title: 'Cas clients'},
    {_id: LISTING_PAGES.blog.id, _type: 'listingPage', title: 'Blog'},
    story('customerCase-chu', 'chu-de-valbonne', 'CHU de Valbonne'),
    story('customerCase-montclair', 'ville-de-montclair', 'Ville de Montclair'),
    {_id: 'connector-glpi', _type: 'connector', name: 'GLPI', connectorId: {_type: 'slug', current: 'glpi'}},
  ],
  {each: false},
)

/** The pages the Presentation tool lists for a document, read from the Content Lake as the Studio reads them. */
async function listedPages(id: string) {
  const data = await lake.client().fetch<LocationsData>(LOCATIONS_QUERY, {id, draftId: `drafts.${id}`})
  return (locationsState(data)?.locations ?? []).map(({href}) => href)
}

describe('the pages a document appears on, from the Content Lake', () => {
  it('name, for the customer cases’ listing, every story its band closes', async () => {
    expect(await listedPages(LISTING_PAGES.customerCases.id)).toEqual(
      expect.arrayContaining([
        '/ressources/cas-usage-client',
        '/ressources/cas-usage-client/chu-de-valbonne',
        '/ressources/cas-usage-client/ville-de-montclair',
      ]),
    )
  })

  it('name no story for a listing whose pages repeat nothing', async () => {
    const pages = await listedPages(LISTING_PAGES.blog.id)
    expect(pages).toContain('/blog')
    expect(pages.filter((path) => path.startsWith('/ressources/cas-usage-client'))).toEqual([])
  })
})
