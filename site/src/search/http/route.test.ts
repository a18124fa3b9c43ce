/** @jest-environment node */
import {Readable} from 'node:stream'

import type {NextApiRequest, NextApiResponse} from 'next'

import search from '../../pages/api/search'
import {serverEnv} from '../../env/server'

/** The API route as Next.js calls it: the request is the body's stream, the connection gives the address. */
async function call(body: string, remoteAddress: string) {
  const req = Object.assign(Readable.from([Buffer.from(body)]), {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    socket: {remoteAddress},
    query: {},
  })
  const res = {
    statusCode: 0,
    headers: {} as Record<string, string>,
    body: undefined as unknown,
    setHeader(name: string, value: string) {
      this.headers[name] = value
      return this
    },
    status(code: number) {
      this.statusCode = code
      return this
    },
    json(payload: unknown) {
      this.body = payload
    },
  }
  await search(req as unknown as NextApiRequest, res as unknown as NextApiResponse)
  return res
}

describe('the /api/search route', () => {
  it('reads its own body and answers the handler’s status, headers and JSON', async () => {
    const response = await call(JSON.stringify({requests: [{indexName: 'connectors', params: {query: 'glpi', facetFilters: 'x'}}]}), '203.0.113.1')
    expect(response).toMatchObject({statusCode: 200, headers: {'Cache-Control': 'no-store'}, body: {results: [{nbHits: 0}]}})
  })

  it('limits each client address to a few hundred requests a minute, with Retry-After', async () => {
    for (let index = 0; index < serverEnv.searchRateLimit.points; index += 1) expect((await call('{', '203.0.113.2')).statusCode).toBe(400)
    const refused = await call('{', '203.0.113.2')
    expect(refused).toMatchObject({statusCode: 429, body: {status: 429, message: expect.stringContaining('Trop de recherches')}})
    expect(Number(refused.headers['Retry-After'])).toBeGreaterThan(0)
    expect((await call('{', '203.0.113.3')).statusCode).toBe(400)
  })
})
