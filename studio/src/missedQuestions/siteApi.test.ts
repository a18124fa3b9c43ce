/** @jest-environment node */
import {createServer, type IncomingMessage} from 'node:http'
import type {AddressInfo} from 'node:net'

import {missesApi, SiteApiError} from './siteApi'

// A site that answers as /api/assistant/misses does, and remembers what it was sent.
let received: {method?: string; url?: string; authorization?: string; cookie?: string; body: string}[]
let answer: {status: number; body: unknown}
const server = createServer((req: IncomingMessage, res) => {
  let body = ''
  req.on('data', (chunk) => (body += chunk))
  req.on('end', () => {
    received.push({
      method: req.method,
      url: req.url,
      authorization: req.headers.authorization,
      cookie: req.headers.cookie,
      body,
    })
    res.writeHead(answer.status, {'content-type': 'application/json'}).end(JSON.stringify(answer.body))
  })
})
let siteUrl: string

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
beforeEach(() => {
  received = []
  answer = {status: 200, body: {groups: [], total: 0}}
})

describe('the site’s endpoint, from the Studio', () => {
  it('reads and deletes with the editor’s secret as a bearer token', async () => {
    const api = missesApi(siteUrl, async () => 'secret-1')
    expect(await api.list()).toEqual({groups: [], total: 0})
    answer = {status: 200, body: {deleted: 2}}
    expect(await api.remove(['a', 'b'])).toBe(2)
    expect(received).toEqual([
      {method: 'GET', url: '/api/assistant/misses', authorization: 'Bearer secret-1', cookie: undefined, body: ''},
      {
        method: 'DELETE',
        url: '/api/assistant/misses',
        authorization: 'Bearer secret-1',
        cookie: undefined,
        body: '{"ids":["a","b"]}',
      },
    ])
  })

  it('throws the site’s French message, or says the site does not answer', async () => {
    answer = {status: 401, body: {error: 'Accès réservé aux éditeurs.'}}
    await expect(missesApi(siteUrl, async () => 'perime').list()).rejects.toEqual(
      new SiteApiError('Accès réservé aux éditeurs.'),
    )
    answer = {status: 502, body: null}
    await expect(missesApi(siteUrl, async () => 's').list()).rejects.toThrow(
      'Le site a répondu par une erreur 502 : réessayez dans un instant.',
    )
    await expect(missesApi('http://127.0.0.1:9', async () => 's').list()).rejects.toThrow(
      'Le site ne répond pas (http://127.0.0.1:9)',
    )
  })
})
