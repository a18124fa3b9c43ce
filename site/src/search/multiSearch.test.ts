/** @jest-environment node */
import {isolatedModule} from '../../test/isolatedModule'
import {contentChecks, contentVersion} from '../content/fetch'
import {announceContentChange} from '../content/revalidation/contentChanges'
import {PUBLISH_WINDOW_MS, publishWindow} from '../content/revalidation/publishWindow'
import {loadRecords} from './contentRecords'
import {invalidateSearchEngine, multiSearch} from './multiSearch'
import {getSynonymGroups} from './synonymGroups'

jest.mock('../content/fetch', () => ({contentVersion: jest.fn(), contentChecks: jest.fn()}))
jest.mock('./contentRecords', () => ({...jest.requireActual('./contentRecords'), loadRecords: jest.fn()}))
jest.mock('./synonymGroups', () => ({getSynonymGroups: jest.fn()}))

const version = contentVersion as jest.MockedFunction<typeof contentVersion>
const checks = jest.mocked(contentChecks)
/** The Content Lake: its version checked once a minute, and its API CDN may lag behind a version. */
const onTheLake = () => {
  version.mockResolvedValue('lake-v1')
  checks.mockReturnValue({everyMs: 60_000, mayLag: true})
}
const records = loadRecords as jest.MockedFunction<typeof loadRecords>
const synonyms = getSynonymGroups as jest.MockedFunction<typeof getSynonymGroups>

const connector = (title: string) => ({
  objectID: `connector-${title}`,
  title,
  slug: title.toLowerCase(),
  categories: ['itsm'],
  categoryTitles: ['ITSM'],
  description: `Connecteur ${title}`,
  popularity: 1,
  featured: false,
  logo: null,
})
const titles = async () =>
  (await multiSearch([{indexName: 'connectors', params: {query: ''}}])).results[0]!.hits.map((hit) => hit.title)

beforeEach(() => {
  jest.useFakeTimers({now: 0, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask']})
  // The bundled dataset's: a stat() a second.
  checks.mockReturnValue({everyMs: 1_000, mayLag: false})
  synonyms.mockResolvedValue([])
})
afterEach(() => jest.useRealTimers())

describe('the embedded engine’s freshness', () => {
  it('rebuilds when the dataset’s version changes, and only reads the records then', async () => {
    version.mockResolvedValue('v1')
    records.mockResolvedValue({connectors: [connector('GLPI')], faq: []})
    expect(await titles()).toEqual(['GLPI'])
    expect(records).toHaveBeenCalledTimes(1)

    jest.setSystemTime(2_000)
    expect(await titles()).toEqual(['GLPI'])
    expect(records).toHaveBeenCalledTimes(1)

    version.mockResolvedValue('v2')
    records.mockResolvedValue({connectors: [connector('Jira')], faq: []})
    jest.setSystemTime(4_000)
    expect(await titles()).toEqual(['Jira'])
    expect(records).toHaveBeenCalledTimes(2)
  })

  it('re-reads the Content Lake at once after a webhook (on this instance or another), not before its next check', async () => {
    onTheLake()
    records.mockResolvedValue({connectors: [connector('Zendesk')], faq: []})
    // A minute after the dataset's last check: the Content Lake's is due.
    jest.setSystemTime(70_000)
    expect(await titles()).toEqual(['Zendesk'])
    const reads = records.mock.calls.length

    records.mockResolvedValue({connectors: [connector('Freshdesk')], faq: []})
    jest.setSystemTime(75_000)
    expect(await titles()).toEqual(['Zendesk'])
    expect(records).toHaveBeenCalledTimes(reads)

    await announceContentChange()
    expect(await titles()).toEqual(['Freshdesk'])
  })

  it('reads the records live while the API CDN may still hold the content from before a publish', async () => {
    onTheLake()
    records.mockResolvedValue({connectors: [connector('Zendesk')], faq: []})
    jest.setSystemTime(20_000)
    await publishWindow.notePublish()
    invalidateSearchEngine()
    await titles()
    expect(records).toHaveBeenLastCalledWith({fresh: true})

    jest.setSystemTime(20_000 + PUBLISH_WINDOW_MS)
    invalidateSearchEngine()
    await titles()
    expect(records).toHaveBeenLastCalledWith({fresh: false})
  })

  it('reads the editors’ synonyms with the records, rebuilds when only they change, and applies them to both indices', async () => {
    const search = async (indexName: 'connectors' | 'faq', query: string) =>
      (await multiSearch([{indexName, params: {query}}])).results[0]!.hits.map((hit) => hit.objectID)
    onTheLake()
    records.mockResolvedValue({
      connectors: [connector('Yousign')],
      faq: [
        {
          objectID: 'faq-tarifs',
          question: 'Combien coûte Parlia ?',
          anchor: 'combien-coute-parlia',
          answer: 'Un abonnement.',
          category: 'tarifs',
          popular: true,
        },
      ],
    })
    jest.setSystemTime(25 * PUBLISH_WINDOW_MS)
    invalidateSearchEngine()
    expect(await search('connectors', 'esignature')).toEqual([])

    synonyms.mockResolvedValue([
      ['esignature', 'yousign'],
      ['tarif', 'combien'],
    ])
    invalidateSearchEngine()
    expect(await search('connectors', 'esignature')).toEqual(['connector-Yousign'])
    expect(await search('faq', 'tarif')).toEqual(['faq-tarifs'])
    expect(synonyms).toHaveBeenLastCalledWith(records.mock.lastCall![0])
  })

  it('is one per process: the webhook (an API route) reaches the engine the pages search, another module instance', async () => {
    const load = () => isolatedModule<typeof import('./multiSearch')>(() => jest.requireActual('./multiSearch'))
    const [webhookSide, pageSide] = [load(), load()]
    onTheLake()
    records.mockResolvedValue({connectors: [connector('Zendesk')], faq: []})
    jest.setSystemTime(30 * PUBLISH_WINDOW_MS)
    await pageSide.multiSearch([{indexName: 'connectors', params: {query: ''}}])

    records.mockResolvedValue({connectors: [connector('Freshdesk')], faq: []})
    webhookSide.invalidateSearchEngine()
    const {results} = await pageSide.multiSearch([{indexName: 'connectors', params: {query: ''}}])
    expect(results[0]!.hits.map((hit) => hit.title)).toEqual(['Freshdesk'])
  })
})
