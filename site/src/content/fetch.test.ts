/** @jest-environment node */
import {freshnessFor} from './fetch'

describe('freshnessFor', () => {
  it('bypasses the CDN only for a rebuild triggered by a webhook', () => {
    expect(freshnessFor({revalidateReason: 'on-demand'})).toEqual({fresh: true})
    expect(freshnessFor({revalidateReason: 'stale'})).toEqual({fresh: false})
    expect(freshnessFor({revalidateReason: 'build'})).toEqual({fresh: false})
    expect(freshnessFor({})).toEqual({fresh: false})
  })
})
