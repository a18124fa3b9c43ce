/** @jest-environment node */
import type {IncomingHttpHeaders} from 'node:http'
import {Readable} from 'node:stream'
import type {SearchResult} from '@parlia/search/engine'

import {handlerRequest} from '../../../test/apiRoute'
import {createRateLimiter} from '../../leads/submission/rateLimit'
import {logger} from '../../platform/logging/logger'
import {multiSearch} from '../multiSearch'
import {handleSearchRequest, type SearchHandlerDeps, type SearchHttpRequest} from './handler'
import {readServerEnv} from '../../platform/env/serverSchema'
import {MAX_BODY_BYTES} from './limits'
import {HTTP_ERRORS} from './errorMessages'

const JSON_HEADERS = {'content-type': 'application/json'}
const unlimited: SearchHandlerDeps['rateLimit'] = async () => ({allowed: true})
const deps: SearchHandlerDeps = {rateLimit: unlimited, search: multiSearch}

function request(
  body: string | Buffer | Readable,
  overrides: Partial<SearchHttpRequest> & {headers?: IncomingHttpHeaders} = {},
): SearchHttpRequest {
  return handlerRequest({ip: '192.0.2.1', ...overrides, body})
}

const post = (payload: unknown, overrides = {}, using = deps) =>
  handleSearchRequest(request(JSON.stringify(payload), overrides), using)
const connectors = (params: Record<string, unknown>) => ({requests: [{indexName: 'connectors', params}]})

describe('POST /api/search', () => {
  it('answers a filter on an attribute that is not a facet with no hits, with or without a query, never a 500', async () => {
    for (const query of ['glpi', '']) {
      const response = await post(connectors({query, facetFilters: 'x', facets: ['categories']}))
      expect(response.status).toBe(200)
      expect(response.body).toMatchObject({results: [{nbHits: 0, hits: [], facets: {categories: {}}}]})
    }
  })

  it('answers InstantSearch’s pair of requests, uncached', async () => {
    const response = await post({
      requests: [
        {
          indexName: 'connectors',
          params: {query: 'glpi', hitsPerPage: 12, facets: ['categories'], facetFilters: [['categories:itsm']]},
        },
        {indexName: 'connectors', params: 'query=glpi&hitsPerPage=0&facets=categories'},
      ],
    })
    expect(response).toMatchObject({status: 200, headers: {'Cache-Control': 'no-store'}})
    const [hits, counts] = (response.body as {results: SearchResult[]}).results
    expect(hits!.hits[0]!.title).toBe('GLPI')
    expect(counts!.nbHits).toBeGreaterThanOrEqual(hits!.nbHits)
  })

  it('answers an unknown index with Algolia’s 404, in French', async () => {
    expect(await post({requests: [{indexName: 'users', params: {}}]})).toMatchObject({
      status: 404,
      body: {status: 404, message: expect.stringContaining('Cet index n’existe pas')},
    })
  })

  it.each([
    [
      'a query that is a number',
      connectors({query: 12}),
      'Le paramètre query doit être une chaîne d’au plus 512 caractères.',
    ],
    [
      'hitsPerPage as text',
      connectors({hitsPerPage: 'douze'}),
      'Le paramètre hitsPerPage doit être un nombre entier de 0 à 100.',
    ],
    ['no requests', {}, expect.stringContaining('Le corps de la requête doit être un objet JSON')],
  ])('answers %s with a 400 and a French message', async (_, payload, message) => {
    expect(await post(payload)).toMatchObject({status: 400, body: {status: 400, message}})
  })

  it('refuses other methods, other media types and charsets, and malformed JSON', async () => {
    expect(await post({}, {method: 'GET'})).toMatchObject({
      status: 405,
      headers: {Allow: 'POST'},
      body: {message: HTTP_ERRORS.method},
    })
    for (const type of ['text/html', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', '']) {
      expect(await post(connectors({}), {headers: {'content-type': type}})).toMatchObject({
        status: 415,
        body: {message: HTTP_ERRORS.contentType},
      })
    }
    expect(await post(connectors({}), {headers: {'content-type': 'text/plain;charset=UTF-8'}})).toMatchObject({
      status: 200,
    })
    expect(await handleSearchRequest(request('{"requests": ['), deps)).toMatchObject({
      status: 400,
      body: {message: HTTP_ERRORS.json},
    })
  })

  it('refuses a body over 32 KB, declared or not, and closes the connection', async () => {
    const huge = JSON.stringify(connectors({query: 'a'.repeat(MAX_BODY_BYTES)}))
    expect(await handleSearchRequest(request(huge), deps)).toMatchObject({
      status: 413,
      headers: {Connection: 'close'},
      body: {message: HTTP_ERRORS.tooLarge},
    })
    const declared = request(new Readable({read() {}}), {
      headers: {...JSON_HEADERS, 'content-length': String(10 * MAX_BODY_BYTES)},
    })
    expect(await handleSearchRequest(declared, deps)).toMatchObject({status: 413})
  })

  it('bounds the time to receive the body and to search', async () => {
    const trickle = new Readable({read() {}})
    trickle.push('{"requests":')
    const slowBody = await handleSearchRequest(request(trickle), {...deps, limits: {bodyTimeoutMs: 50}})
    expect(slowBody).toMatchObject({
      status: 408,
      headers: {Connection: 'close'},
      body: {message: HTTP_ERRORS.bodyTimeout},
    })
    trickle.destroy()

    const error = jest.spyOn(logger, 'error').mockImplementation(() => undefined)
    const stuck = await post(
      connectors({}),
      {},
      {...deps, search: () => new Promise(() => undefined), limits: {searchTimeoutMs: 50}},
    )
    expect(stuck).toMatchObject({status: 503, headers: {'Retry-After': '5'}, body: {message: HTTP_ERRORS.unavailable}})
    const failing = await post(
      connectors({}),
      {},
      {...deps, search: () => Promise.reject(new Error('content unreachable'))},
    )
    expect(failing).toMatchObject({status: 503, body: {message: HTTP_ERRORS.unavailable}})
    error.mockRestore()
  })

  it('limits each address, with Retry-After and a French message, whatever the request', async () => {
    const limited = {...deps, rateLimit: createRateLimiter({points: 3, windowSeconds: 60})}
    for (let index = 0; index < 3; index += 1) expect((await post(connectors({}), {}, limited)).status).toBe(200)
    const refused = await handleSearchRequest(request('not even JSON'), limited)
    expect(refused).toMatchObject({
      status: 429,
      body: {
        status: 429,
        message: expect.stringMatching(
          /^Trop de recherches en peu de temps depuis votre connexion : réessayez dans \d+\u00a0secondes?\.$/,
        ),
      },
    })
    expect(Number(refused.headers['Retry-After'])).toBeGreaterThanOrEqual(1)
    expect(Number(refused.headers['Retry-After'])).toBeLessThanOrEqual(60)
    expect((await post(connectors({}), {ip: '192.0.2.2'}, limited)).status).toBe(200)
  })
})

describe('the endpoint’s rate limit', () => {
  it('allows a few hundred requests a minute per address, and can be raised for the end-to-end suite', () => {
    expect(readServerEnv({}).searchRateLimit).toEqual({points: 600, windowSeconds: 60})
    expect(readServerEnv({SEARCH_RATE_LIMIT_MAX: '100000'}).searchRateLimit).toEqual({
      points: 100000,
      windowSeconds: 60,
    })
    expect(() => readServerEnv({SEARCH_RATE_LIMIT_MAX: 'beaucoup'})).toThrow(/SEARCH_RATE_LIMIT_MAX/)
  })
})
