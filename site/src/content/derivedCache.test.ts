/** @jest-environment node */
import {derivedCache} from './derivedCache'
import {contentChecks, contentVersion} from './fetch'
import {serverRenderedReadOptions} from './revalidation/publishWindow'

jest.mock('./fetch', () => ({contentVersion: jest.fn(), contentChecks: jest.fn()}))
jest.mock('./revalidation/publishWindow', () => ({serverRenderedReadOptions: jest.fn()}))

const version = jest.mocked(contentVersion)
const checks = jest.mocked(contentChecks)
const readOptions = jest.mocked(serverRenderedReadOptions)

/** A cache of its own per test (its state lives on globalThis under its name), counting reads and builds. */
let caches = 0
function cacheOf(content: {current: string}) {
  const load = jest.fn(async () => content.current)
  const build = jest.fn((source: string) => source.toUpperCase())
  caches += 1
  return {cache: derivedCache(`test-${caches}`, load, build), load, build}
}

beforeEach(() => {
  jest.useFakeTimers({now: 1_000_000, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask']})
  readOptions.mockResolvedValue({fresh: false})
})
afterEach(() => jest.useRealTimers())

describe('a derived cache on the bundled dataset (a stat a second, reads never lag)', () => {
  beforeEach(() => checks.mockReturnValue({everyMs: 1_000, mayLag: false}))

  it('reads the content once per version, and builds only when what it read changed', async () => {
    const content = {current: 'a'}
    const {cache, load, build} = cacheOf(content)
    version.mockResolvedValue('v1')
    expect(await cache.get()).toBe('A')
    jest.advanceTimersByTime(5_000)
    expect(await cache.get()).toBe('A')
    expect(load).toHaveBeenCalledTimes(1)

    // Another version, the same content (a document this cache does not read): read, not built again.
    version.mockResolvedValue('v2')
    jest.advanceTimersByTime(1_000)
    expect(await cache.get()).toBe('A')
    expect([load.mock.calls.length, build.mock.calls.length]).toEqual([2, 1])

    content.current = 'b'
    version.mockResolvedValue('v3')
    jest.advanceTimersByTime(1_000)
    expect(await cache.get()).toBe('B')
    expect([load.mock.calls.length, build.mock.calls.length]).toEqual([3, 2])
  })

  it('checks the version at most once per interval', async () => {
    const {cache} = cacheOf({current: 'a'})
    version.mockResolvedValue('v1')
    await cache.get()
    const checked = version.mock.calls.length
    jest.advanceTimersByTime(999)
    await cache.get()
    expect(version).toHaveBeenCalledTimes(checked)
    jest.advanceTimersByTime(1)
    await cache.get()
    expect(version).toHaveBeenCalledTimes(checked + 1)
  })
})

describe('a derived cache on the Content Lake (a query a minute, the API CDN may lag)', () => {
  beforeEach(() => checks.mockReturnValue({everyMs: 60_000, mayLag: true}))

  it('never reads everything again while the version holds, once a read at that version confirmed it', async () => {
    const content = {current: 'a'}
    const {cache, load} = cacheOf(content)
    version.mockResolvedValue('v1')
    await cache.get()
    // The second read at the same version confirms the first: from then on, a check is the version's query only.
    for (let minute = 1; minute <= 5; minute += 1) {
      jest.advanceTimersByTime(60_000)
      await cache.get()
    }
    expect(load).toHaveBeenCalledTimes(2)
    expect(version).toHaveBeenLastCalledWith({fresh: false})
  })

  it('reads once more at the next check after a change, for the CDN may have answered with the content before it', async () => {
    const content = {current: 'a'}
    const {cache} = cacheOf(content)
    version.mockResolvedValue('v1')
    await cache.get()
    jest.advanceTimersByTime(60_000)
    await cache.get()

    // The version says a change happened, but the CDN still served the content from before it.
    version.mockResolvedValue('v2')
    jest.advanceTimersByTime(60_000)
    expect(await cache.get()).toBe('A')
    content.current = 'b'
    jest.advanceTimersByTime(30_000)
    expect(await cache.get()).toBe('A')
    jest.advanceTimersByTime(30_000)
    expect(await cache.get()).toBe('B')
  })

  it('takes a live read after a publish as it is, and re-reads at once after a webhook', async () => {
    const content = {current: 'a'}
    const {cache, load} = cacheOf(content)
    readOptions.mockResolvedValue({fresh: true})
    version.mockResolvedValue('v1')
    await cache.get()
    jest.advanceTimersByTime(60_000)
    await cache.get()
    expect(load).toHaveBeenCalledTimes(1)
    expect(load).toHaveBeenLastCalledWith({fresh: true})

    content.current = 'b'
    cache.invalidate()
    expect(await cache.get()).toBe('B')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
