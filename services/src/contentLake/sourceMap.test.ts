import {afterAll, beforeAll, describe, expect, it} from '@jest/globals'
import type {ContentSourceMap} from '@sanity/client'
import {stegaClean} from '@sanity/client/stega'
import {vercelStegaDecode} from '@vercel/stega'

import {startContentLake, type ContentLake} from './index'
import {API_VERSION, lakeClient} from './testClient'

const STUDIO_URL = 'http://localhost:3333'
const HOME = '*[_id == "homePage"][0]{hero{title}, "firstValue": values.items[0].title}'
/** The bundled dataset's draft home hero, which the published home page does not show yet. */
const DRAFT_TITLE = 'Des assistants virtuels qui répondent juste, du premier coup et sans code'

const edits = (value: string) => vercelStegaDecode<{origin: string; href: string}>(value)

describe('Content Source Maps on the query endpoint', () => {
  let lake: ContentLake
  const queryUrl = (search: Record<string, string>) =>
    `${lake.url}/v${API_VERSION}/data/query/production?${new URLSearchParams(search)}`

  beforeAll(async () => {
    lake = await startContentLake()
  })
  afterAll(() => lake.close())

  /** The site's preview client: drafts, with a token, stega on, as draft mode configures it on a Sanity project. */
  const previewClient = () =>
    lakeClient(lake.url, {
      token: lake.tokens.write,
      perspective: 'drafts',
      stega: {enabled: true, studioUrl: STUDIO_URL},
    })

  it('gives @sanity/client what it needs to encode stega: a draft value links to the draft’s field in the Studio', async () => {
    const result = await previewClient().fetch<{hero: {title: string}}>(HOME)
    expect(stegaClean(result.hero.title)).toBe(DRAFT_TITLE)
    expect(edits(result.hero.title)).toEqual({
      origin: 'sanity.io',
      href: expect.stringMatching(
        /^http:\/\/localhost:3333\/intent\/edit\/mode=presentation;id=homePage;type=homePage;path=hero\.title\?/,
      ),
    })
    // The draft is opened as the draft: only a published document's link says perspective=published.
    expect(edits(result.hero.title)?.href).not.toContain('perspective=published')
    expect(lake.requests.at(-1)?.url).toContain('resultSourceMap=withKeyArraySelector')
  })

  it('answers a POSTed query with its source map too (the option stays in the URL)', async () => {
    const long = 'x'.repeat(12_000)
    const result = await previewClient().fetch<{title: string; length: number}>(
      '*[_id == "homePage"][0]{"title": hero.title, "length": length($long)}',
      {long},
    )
    expect(lake.requests.at(-1)).toMatchObject({method: 'POST', status: 200})
    expect(result.length).toBe(12_000)
    expect(edits(result.title)?.href).toMatch(/;id=homePage;type=homePage;path=hero\.title\?/)
  })

  it('maps over the perspective of the request: a published read names the published document', async () => {
    const response = await fetch(queryUrl({query: HOME, perspective: 'published', resultSourceMap: 'true'}))
    const {resultSourceMap} = (await response.json()) as {resultSourceMap: ContentSourceMap}
    expect(resultSourceMap.documents).toEqual([{_id: 'homePage', _type: 'homePage'}])
  })

  it('names array items by index for resultSourceMap=true, by _key for withKeyArraySelector, beside the result', async () => {
    const read = async (resultSourceMap: string) => {
      const response = await fetch(queryUrl({query: HOME, perspective: 'drafts', resultSourceMap}))
      expect(response.status).toBe(200)
      return (await response.json()) as {
        query: string
        result: {hero: {title: string}}
        resultSourceMap: ContentSourceMap
        ms: number
      }
    }
    const byIndex = await read('true')
    expect(byIndex).toEqual({
      query: HOME,
      result: {hero: {title: DRAFT_TITLE}, firstValue: 'Simplicité'},
      resultSourceMap: expect.any(Object),
      syncTags: [expect.stringMatching(/^s1:/)],
      ms: expect.any(Number),
    })
    expect(byIndex.resultSourceMap).toEqual({
      documents: [{_id: 'drafts.homePage', _type: 'homePage'}],
      paths: ["$['hero']['title']", "$['values']['items'][0]['title']"],
      mappings: {
        "$['hero']['title']": {type: 'value', source: {type: 'documentValue', document: 0, path: 0}},
        "$['firstValue']": {type: 'value', source: {type: 'documentValue', document: 0, path: 1}},
      },
    })
    expect((await read('withKeyArraySelector')).resultSourceMap.paths).toEqual([
      "$['hero']['title']",
      "$['values']['items'][?(@._key=='v1')]['title']",
    ])
  })

  it('answers without a source map unless asked, and 400 for a value it does not know', async () => {
    for (const resultSourceMap of [undefined, 'false']) {
      const response = await fetch(queryUrl({query: HOME, ...(resultSourceMap && {resultSourceMap})}))
      expect(Object.keys((await response.json()) as object).sort()).toEqual(['ms', 'query', 'result', 'syncTags'])
    }
    const refused = await fetch(queryUrl({query: HOME, resultSourceMap: 'partout'}))
    expect(refused.status).toBe(400)
    await expect(refused.json()).resolves.toEqual({
      error: {
        type: 'httpBadRequest',
        description: 'Invalid resultSourceMap: partout (expected true or withKeyArraySelector)',
      },
    })
  })
})
