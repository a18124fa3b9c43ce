/** @jest-environment node */
import {isolatedModule} from '../../../test/isolatedModule'
import {contentChecks, contentVersion} from '../../content/fetch'
import {announceContentChange} from '../../content/revalidation/contentChanges'
import {PUBLISH_WINDOW_MS, publishWindow} from '../../content/revalidation/publishWindow'
import {getSynonymGroups} from '../../search/synonymGroups'
import {loadIntents} from '../intents/load'
import {loadPassages, type Passage} from '../passages'
import {assistantEngine, invalidateAssistantIndex} from './engineCache'

jest.mock('../../content/fetch', () => ({contentVersion: jest.fn(), contentChecks: jest.fn()}))
jest.mock('../passages', () => ({loadPassages: jest.fn()}))
jest.mock('../intents/load', () => ({loadIntents: jest.fn()}))
jest.mock('../../search/synonymGroups', () => ({getSynonymGroups: jest.fn()}))

const version = jest.mocked(contentVersion)
const checks = jest.mocked(contentChecks)
/** The Content Lake: its version checked once a minute, and its API CDN may lag behind a version. */
const onTheLake = () => {
  version.mockResolvedValue('lake-v1')
  checks.mockReturnValue({everyMs: 60_000, mayLag: true})
}
const passages = jest.mocked(loadPassages)
const synonyms = jest.mocked(getSynonymGroups)

const faq = (question: string, text: string): Passage => ({
  id: question,
  kind: 'faq',
  title: question,
  section: null,
  url: `/ressources/faq#${question.length}`,
  text,
})
const titles = async (question: string) =>
  (await (await assistantEngine()).understand(question)).passages.map((passage) => passage.title)

beforeEach(() => {
  jest.useFakeTimers({now: 0, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask']})
  // The bundled dataset's: a stat() a second.
  checks.mockReturnValue({everyMs: 1_000, mayLag: false})
  synonyms.mockResolvedValue([])
  jest.mocked(loadIntents).mockResolvedValue([])
})
afterEach(() => jest.useRealTimers())

describe('the assistant’s index, per process', () => {
  it('rebuilds when the dataset’s version changes, and only reads the content then', async () => {
    version.mockResolvedValue('v1')
    passages.mockResolvedValue([faq('Où sont hébergées les données ?', 'En France.')])
    expect(await titles('hébergement')).toEqual(['Où sont hébergées les données ?'])
    jest.setSystemTime(2_000)
    expect(await titles('hébergement')).toEqual(['Où sont hébergées les données ?'])
    expect(passages).toHaveBeenCalledTimes(1)

    version.mockResolvedValue('v2')
    passages.mockResolvedValue([faq('Où est hébergée la plateforme ?', 'À Lyon.')])
    jest.setSystemTime(4_000)
    expect(await titles('hébergement')).toEqual(['Où est hébergée la plateforme ?'])
    expect(passages).toHaveBeenCalledTimes(2)
  })

  it('re-reads the Content Lake at once after a webhook (on this instance or another), not before its next check', async () => {
    onTheLake()
    passages.mockResolvedValue([faq('Quels connecteurs ?', 'Zendesk.')])
    // A minute after the dataset's last check: the Content Lake's is due.
    jest.setSystemTime(70_000)
    expect(await titles('connecteurs')).toEqual(['Quels connecteurs ?'])
    const reads = passages.mock.calls.length

    passages.mockResolvedValue([faq('Quels connecteurs proposez-vous ?', 'Freshdesk.')])
    jest.setSystemTime(75_000)
    expect(await titles('connecteurs')).toEqual(['Quels connecteurs ?'])
    expect(passages).toHaveBeenCalledTimes(reads)

    await announceContentChange()
    expect(await titles('connecteurs')).toEqual(['Quels connecteurs proposez-vous ?'])
  })

  it('reads the content live while the API CDN may still hold the content from before a publish', async () => {
    onTheLake()
    passages.mockResolvedValue([faq('Quels connecteurs ?', 'Zendesk.')])
    jest.setSystemTime(20_000)
    await publishWindow.notePublish()
    invalidateAssistantIndex()
    await titles('connecteurs')
    expect(passages).toHaveBeenLastCalledWith({fresh: true})
    expect(synonyms).toHaveBeenLastCalledWith({fresh: true})

    jest.setSystemTime(20_000 + PUBLISH_WINDOW_MS)
    invalidateAssistantIndex()
    await titles('connecteurs')
    expect(passages).toHaveBeenLastCalledWith({fresh: false})
  })

  it('reads the editors’ synonyms with the passages, and rebuilds when only they change', async () => {
    onTheLake()
    passages.mockResolvedValue([faq('Combien coûte Parlia ?', 'Un abonnement annuel.')])
    jest.setSystemTime(25 * PUBLISH_WINDOW_MS)
    invalidateAssistantIndex()
    expect(await titles('tarif')).toEqual([])

    synonyms.mockResolvedValue([['tarif', 'combien']])
    invalidateAssistantIndex()
    expect(await titles('tarif')).toEqual(['Combien coûte Parlia ?'])
  })

  it('is one per process: the webhook (an API route) reaches the index the assistant’s endpoint uses, another module instance', async () => {
    const load = () => isolatedModule<typeof import('./engineCache')>(() => jest.requireActual('./engineCache'))
    const [webhookSide, endpointSide] = [load(), load()]
    onTheLake()
    passages.mockResolvedValue([faq('Quels connecteurs ?', 'Zendesk.')])
    jest.setSystemTime(30 * PUBLISH_WINDOW_MS)
    const titlesOnEndpoint = async () =>
      (await (await endpointSide.assistantEngine()).understand('connecteurs')).passages.map((passage) => passage.title)
    await titlesOnEndpoint()

    passages.mockResolvedValue([faq('Quels connecteurs proposez-vous ?', 'Freshdesk.')])
    webhookSide.invalidateAssistantIndex()
    expect(await titlesOnEndpoint()).toEqual(['Quels connecteurs proposez-vous ?'])
  })

  it('rebuilds when only the intents change: an editor’s new phrasing is understood after the webhook', async () => {
    onTheLake()
    passages.mockResolvedValue([faq('Où sont hébergées les données ?', 'En France.')])
    jest.setSystemTime(35 * PUBLISH_WINDOW_MS)
    invalidateAssistantIndex()
    const intentOf = async (question: string) =>
      (await (await assistantEngine()).understand(question)).intents[0]?.intent.id
    const hosting = {
      id: 'intent-hebergement',
      name: 'Hébergement',
      kind: 'faq' as const,
      faq: 'faq-hebergement',
      action: null,
      answer: null,
      path: null,
    }
    jest
      .mocked(loadIntents)
      .mockResolvedValue([{...hosting, phrasings: ['vos serveurs sont où', 'hébergement des données']}])
    expect(await intentOf('datacenter en france ?')).toBeUndefined()

    jest
      .mocked(loadIntents)
      .mockResolvedValue([
        {...hosting, phrasings: ['vos serveurs sont où', 'hébergement des données', 'datacenter en france']},
      ])
    await announceContentChange()
    expect(await intentOf('datacenter en france ?')).toBe('intent-hebergement')
  })
})
