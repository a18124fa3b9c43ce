/** @jest-environment node */
import {publishWindow} from './revalidation/publishWindow'
import {fetchOptionsFor} from './fetch'

describe('fetchOptionsFor', () => {
  afterEach(() => jest.restoreAllMocks())

  it('bypasses the CDN for a rebuild triggered by a webhook, not for a build or a scheduled refresh', async () => {
    await expect(fetchOptionsFor({revalidateReason: 'on-demand'})).resolves.toEqual({fresh: true})
    await expect(fetchOptionsFor({revalidateReason: 'stale'})).resolves.toEqual({fresh: false})
    await expect(fetchOptionsFor({revalidateReason: 'build'})).resolves.toEqual({fresh: false})
    await expect(fetchOptionsFor({})).resolves.toEqual({fresh: false})
    await expect(fetchOptionsFor({draftMode: false})).resolves.toEqual({fresh: false})
  })

  it('bypasses it for a scheduled refresh too while a publish may not have reached it', async () => {
    jest.spyOn(publishWindow, 'readsFresh').mockResolvedValue(true)
    await expect(fetchOptionsFor({revalidateReason: 'stale'})).resolves.toEqual({fresh: true})
  })

  it('reads drafts, live, in draft mode', async () => {
    await expect(fetchOptionsFor({draftMode: true})).resolves.toEqual({fresh: true, preview: true})
    await expect(fetchOptionsFor({draftMode: true, revalidateReason: 'stale'})).resolves.toEqual({fresh: true, preview: true})
  })
})
