/** @jest-environment node */
import {type LocalAlgolia, startAlgolia} from '@parlia/services/src/algolia'
import type {SearchClient} from 'instantsearch.js'
import type {ConnectorRecord} from '@parlia/search/records'

import {documentsOfType} from '../../test/fixtures/dataset'
import {algoliaWriter, pushAllRecords} from './algolia'

const connector: ConnectorRecord = {
  objectID: 'connector-glpi',
  title: 'GLPI',
  slug: 'glpi',
  categories: ['itsm'],
  categoryTitles: ['ITSM'],
  description: 'Tickets et parc informatique',
  popularity: 1,
  featured: true,
  logo: null,
}

/** InstantSearch's request for the catalogue, as it sends it to the client. */
const QUERY = [{indexName: 'connectors', params: {query: 'glpi', hitsPerPage: 10}}] as Parameters<
  SearchClient['search']
>[0]

describe('the search clients on a configured Algolia host', () => {
  let algolia: LocalAlgolia
  const saved = {...process.env}
  beforeAll(async () => {
    algolia = await startAlgolia()
    await pushAllRecords(
      algoliaWriter({appId: algolia.appId, adminKey: algolia.adminKey, host: algolia.url})!,
      {connectors: [connector], faq: []},
      [],
    )
  })
  afterAll(() => algolia.close())
  afterEach(() => {
    process.env = {...saved}
  })

  /** The logger of the modules last read afresh (theirs, not this file's). */
  let isolatedLogger: typeof import('../platform/logging/logger').logger

  /** The modules of a build made with Algolia's public values and NEXT_PUBLIC_ALGOLIA_HOST, read afresh. */
  function builtWithAlgolia<T extends object>(modulePath: string, host = algolia.url): T {
    process.env = {
      ...saved,
      NEXT_PUBLIC_ALGOLIA_APP_ID: algolia.appId,
      NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: algolia.searchKey,
      NEXT_PUBLIC_ALGOLIA_HOST: host,
    }
    let loaded: T | undefined
    jest.isolateModules(() => {
      loaded = jest.requireActual<T>(modulePath)
      isolatedLogger =
        jest.requireActual<typeof import('../platform/logging/logger')>('../platform/logging/logger').logger
    })
    return loaded!
  }

  /** Runs a search and returns the requests it made to the local Algolia. */
  async function searchWith(client: SearchClient) {
    const before = algolia.requests.length
    const {results} = await client.search(QUERY)
    expect(results).toMatchObject([{hits: [{objectID: 'connector-glpi', title: 'GLPI'}]}])
    return algolia.requests.slice(before)
  }

  it('sends the browser’s searches to that host, with the search-only key', async () => {
    const {getBrowserSearchClient} = builtWithAlgolia<typeof import('./client')>('./client')
    const requests = await searchWith(getBrowserSearchClient())
    expect(requests).toMatchObject([
      {method: 'POST', url: expect.stringMatching(/^\/1\/indexes\/\*\/queries/), role: 'search', status: 200},
    ])
  })

  it('sends server rendering’s searches to that host, with the search-only key', async () => {
    const {createServerSearchClient} = builtWithAlgolia<typeof import('./serverClient')>('./serverClient')
    const requests = await searchWith(createServerSearchClient())
    expect(requests).toMatchObject([
      {method: 'POST', url: expect.stringMatching(/^\/1\/indexes\/\*\/queries/), role: 'search', status: 200},
    ])
  })

  it('render with the embedded engine when Algolia fails, saying so in the log', async () => {
    const unreachable = await startAlgolia()
    const host = unreachable.url
    await unreachable.close()
    const {createServerSearchClient} = builtWithAlgolia<typeof import('./serverClient')>('./serverClient', host)
    const warn = jest.spyOn(isolatedLogger, 'warn').mockImplementation(() => {})
    // A connector of the bundled content (whichever the editors keep), as the embedded engine finds it by its name.
    const [bundled] = documentsOfType('connector')
      .filter((item) => item.connectorId?.current)
      .sort((a, b) => a.popularity - b.popularity)
    const byName = [{indexName: 'connectors', params: {query: bundled!.name, hitsPerPage: 10}}] as typeof QUERY
    const {results} = await createServerSearchClient().search(byName)
    expect(results).toMatchObject([
      {
        index: 'connectors',
        hits: expect.arrayContaining([
          expect.objectContaining({title: bundled!.name, slug: bundled!.connectorId.current}),
        ]),
      },
    ])
    expect(warn).toHaveBeenCalledWith(
      {event: 'search.algolia_fallback', error: expect.stringMatching(/^Unreachable hosts.*\(last answer: status 0 /u)},
      'Algolia failed while rendering a search page; the embedded engine answers',
    )
    warn.mockRestore()
  })
})
