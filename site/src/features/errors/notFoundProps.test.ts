/** @jest-environment node */
import {IncomingMessage, ServerResponse} from 'node:http'
import {Socket} from 'node:net'

import {layoutFixture} from '../../../test/fixtures/layout'
import {redirectFor} from '../redirects/lookup'
import {getLayoutData} from '../../ui/layout/layoutData'
import {notFoundProps} from './notFoundProps'

jest.mock('../redirects/lookup', () => ({redirectFor: jest.fn()}))
jest.mock('../../ui/layout/layoutData', () => ({
  ...jest.requireActual('../../ui/layout/layoutData'),
  getLayoutData: jest.fn(),
}))
// The per-process cache (tested in content/derivedCache.test.ts) reads through, here on every call.
jest.mock('../../content/derivedCache', () => ({
  derivedCache: (_name: string, load: (options: object) => Promise<unknown>) => ({
    get: () => load({}),
    invalidate() {},
  }),
}))

const lookUp = jest.mocked(redirectFor)
const layout = jest.mocked(getLayoutData)

/** A request for `url` that the router found no page for, and its response. */
function missing(url: string) {
  const req = new IncomingMessage(new Socket())
  req.url = url
  const res = new ServerResponse(req)
  res.statusCode = 404
  return {req, res}
}

beforeEach(() => {
  lookUp.mockReset()
  layout.mockReset()
})

describe('the 404 page’s server side', () => {
  it('answers a redirect in one hop, kept by shared caches like a page, and draws nothing', async () => {
    lookUp.mockResolvedValue({status: 308, location: '/planifier-une-demo?utm_source=lettre'})
    const {req, res} = missing('/tarifs?utm_source=lettre')
    expect(await notFoundProps(req, res)).toEqual({})
    expect(lookUp).toHaveBeenCalledWith('/tarifs?utm_source=lettre')
    expect(res.statusCode).toBe(308)
    expect(res.getHeader('location')).toBe('/planifier-une-demo?utm_source=lettre')
    expect(res.getHeader('cache-control')).toMatch(/^public, s-maxage=\d+, stale-while-revalidate$/)
    expect(res.writableEnded).toBe(true)
    expect(layout).not.toHaveBeenCalled()
  })

  it('draws the 404 page with the site’s layout when no redirect starts there, kept by no shared cache', async () => {
    lookUp.mockResolvedValue(null)
    layout.mockResolvedValue(layoutFixture)
    const {req, res} = missing('/nulle-part')
    expect(await notFoundProps(req, res)).toEqual({layout: layoutFixture})
    expect(res.statusCode).toBe(404)
    expect(res.getHeader('cache-control')).toBe('private, no-store')
    expect(res.writableEnded).toBe(false)
  })

  it('still draws the 404 page when the redirects or the layout cannot be read', async () => {
    lookUp.mockRejectedValue(new Error('Content Lake indisponible'))
    layout.mockRejectedValue(new Error('Content Lake indisponible'))
    const {req, res} = missing('/nulle-part')
    expect(await notFoundProps(req, res)).toEqual({})
    expect(res.statusCode).toBe(404)
  })

  it('looks nothing up for another status', async () => {
    layout.mockResolvedValue(layoutFixture)
    const {req, res} = missing('/tarifs')
    res.statusCode = 500
    await notFoundProps(req, res)
    expect(lookUp).not.toHaveBeenCalled()
  })
})
