/** @jest-environment node */
import {isolatedModule} from '../../test/isolatedModule'
import {createPublishWindow, PUBLISH_WINDOW_MS, publishWindow, serverRenderedReadOptions} from './publishWindow'

const PUBLISHED_AT = 1_700_000_000_000

describe('the publish window', () => {
  it('is closed before any publish', async () => {
    expect(await createPublishWindow().readsFresh(PUBLISHED_AT)).toBe(false)
  })

  it('reads fresh from the publish until its last millisecond, then from the API CDN again', async () => {
    const publishes = createPublishWindow()
    await publishes.notePublish(PUBLISHED_AT)
    expect(await publishes.readsFresh(PUBLISHED_AT)).toBe(true)
    expect(await publishes.readsFresh(PUBLISHED_AT + PUBLISH_WINDOW_MS - 1)).toBe(true)
    expect(await publishes.readsFresh(PUBLISHED_AT + PUBLISH_WINDOW_MS)).toBe(false)
    expect(await publishes.readsFresh(PUBLISHED_AT + 2 * PUBLISH_WINDOW_MS)).toBe(false)
  })

  it('outlasts the minute Sanity documents for the API CDN to catch up with a publish', () => {
    expect(PUBLISH_WINDOW_MS).toBeGreaterThan(60 * 1000)
  })

  it('is extended by a later publish and never shortened by an earlier one noted late', async () => {
    const publishes = createPublishWindow()
    await publishes.notePublish(PUBLISHED_AT)
    await publishes.notePublish(PUBLISHED_AT + 60_000)
    expect(await publishes.readsFresh(PUBLISHED_AT + PUBLISH_WINDOW_MS + 59_999)).toBe(true)
    await publishes.notePublish(PUBLISHED_AT)
    expect(await publishes.readsFresh(PUBLISHED_AT + PUBLISH_WINDOW_MS + 59_999)).toBe(true)
    expect(await publishes.readsFresh(PUBLISHED_AT + PUBLISH_WINDOW_MS + 60_000)).toBe(false)
  })

  it('gives server-rendered pages live reads inside this process’s window, the API CDN outside it', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(PUBLISHED_AT)
    expect(await serverRenderedReadOptions()).toEqual({fresh: false})
    await publishWindow.notePublish()
    expect(await serverRenderedReadOptions()).toEqual({fresh: true})
    now.mockReturnValue(PUBLISHED_AT + PUBLISH_WINDOW_MS)
    expect(await serverRenderedReadOptions()).toEqual({fresh: false})
    now.mockRestore()
  })

  it('is one per process, even across the separate module instances Next.js gives API routes and pages', async () => {
    const load = () => isolatedModule<typeof import('./publishWindow')>(() => jest.requireActual('./publishWindow'))
    const [webhookSide, pageSide] = [load(), load()]
    const at = PUBLISHED_AT + 10 * PUBLISH_WINDOW_MS
    expect(await pageSide.publishWindow.readsFresh(at)).toBe(false)
    await webhookSide.publishWindow.notePublish(at)
    expect(await pageSide.publishWindow.readsFresh(at)).toBe(true)
  })
})
