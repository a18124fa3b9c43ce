import {fromImageCdn} from './imageSource'

describe('fromImageCdn', () => {
  it('tells the image CDN’s absolute URLs, whatever its host, from the bundled dataset’s paths', () => {
    expect(fromImageCdn('https://cdn.sanity.io/images/abc123/production/a1b2-64x64.png')).toBe(true)
    expect(fromImageCdn('http://127.0.0.1:4000/images/abc123/production/a1b2-64x64.png')).toBe(true)
    expect(fromImageCdn('/content/images/a1b2-64x64.svg')).toBe(false)
  })
})
