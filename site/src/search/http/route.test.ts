/** @jest-environment node */
import {callRoute} from '../../../test/apiRoute'
import {serverEnv} from '../../platform/env/server'
import search from '../../pages/api/search'

/** The API route as Next.js calls it: the request is the body's stream, the connection gives the address. */
const call = (body: string, ip: string) => callRoute(search, {body, ip})

describe('the /api/search route', () => {
  it('reads its own body and answers the handler’s status, headers and JSON', async () => {
    const response = await call(
      JSON.stringify({requests: [{indexName: 'connectors', params: {query: 'glpi', facetFilters: 'x'}}]}),
      '203.0.113.1',
    )
    expect(response).toMatchObject({
      statusCode: 200,
      headers: {'cache-control': 'no-store'},
      body: {results: [{nbHits: 0}]},
    })
  })

  it('limits each client address to a few hundred requests a minute, with Retry-After', async () => {
    for (let index = 0; index < serverEnv.searchRateLimit.points; index += 1)
      expect((await call('{', '203.0.113.2')).statusCode).toBe(400)
    const refused = await call('{', '203.0.113.2')
    expect(refused).toMatchObject({
      statusCode: 429,
      body: {status: 429, message: expect.stringContaining('Trop de recherches')},
    })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect((await call('{', '203.0.113.3')).statusCode).toBe(400)
  })
})
