/** @jest-environment node */
import {fetchOptionsFor} from './fetch'

describe('fetchOptionsFor', () => {
  it('bypasses the CDN only for a rebuild triggered by a webhook', () => {
    expect(fetchOptionsFor({revalidateReason: 'on-demand'})).toEqual({fresh: true})
    expect(fetchOptionsFor({revalidateReason: 'stale'})).toEqual({fresh: false})
    expect(fetchOptionsFor({revalidateReason: 'build'})).toEqual({fresh: false})
    expect(fetchOptionsFor({})).toEqual({fresh: false})
    expect(fetchOptionsFor({draftMode: false})).toEqual({fresh: false})
  })

  it('reads drafts, live, in draft mode', () => {
    expect(fetchOptionsFor({draftMode: true})).toEqual({fresh: true, preview: true})
    expect(fetchOptionsFor({draftMode: true, revalidateReason: 'stale'})).toEqual({fresh: true, preview: true})
  })
})
