/** @jest-environment node */
import {startContentLake, type ContentLake} from '@parlia/services/src/contentLake'
import {SANITY_API_VERSION} from '@parlia/schemas/constants/sanityApi'
import {createClient} from '@sanity/client'

import {readServerEnv, type SanityConfig} from '../../platform/env/serverSchema'
import {fetchOptionsFor} from '../fetch'
import {homePageQuery} from '../../features/home/sections/generated/query'
import {blogPageQuery, layoutQuery, postQuery} from '../queries'
import {createDatasetBackend} from './dataset'
import {createSanityBackend} from './sanity'
import type {ContentBackend, QueryParams} from './types'

/** How long the local API CDN keeps serving the previous revision after a publish. */
const CDN_LAG_MS = 60_000
/** An article of the bundled dataset, whichever the editors keep: chosen once the dataset is read (beforeAll). */
const POST = {postId: ''}

/** The Sanity configuration a deployment's variables make: nothing else reaches the backend. */
function sanityFrom(variables: Record<string, string>): SanityConfig {
  const {sanity} = readServerEnv(variables)
  if (!sanity) throw new Error('SANITY_PROJECT_ID did not configure the Content Lake')
  return sanity
}

const SITE_QUERIES: [string, string, QueryParams][] = [
  ['the layout', layoutQuery, {}],
  ['the home page', homePageQuery, {}],
  ['a page of the blog', blogPageQuery, {start: 0, end: 6}],
  ['an article', postQuery, POST],
]

describe('the Sanity backend, configured by its variables only', () => {
  let clock = Date.UTC(2026, 0, 5)
  let lake: ContentLake
  let sanity: ContentBackend
  const embedded = createDatasetBackend(readServerEnv({}).contentDir)
  const since = (index: number) => lake.requests.slice(index)

  beforeAll(async () => {
    POST.postId = await embedded.fetch<string>(
      '*[_type == "post" && defined(postId.current)] | order(_id asc)[0].postId.current',
      {},
      {},
    )
    lake = await startContentLake({cdnLagMs: CDN_LAG_MS, now: () => clock})
    sanity = createSanityBackend(
      sanityFrom({
        SANITY_PROJECT_ID: 'test',
        SANITY_DATASET: 'production',
        SANITY_API_HOST: lake.url,
        SANITY_API_CDN_HOST: lake.cdnUrl,
      }),
    )
  })
  afterAll(() => lake.close())

  it.each(SITE_QUERIES)(
    'reads %s from the API CDN host, as the bundled dataset answers it',
    async (_page, query, params) => {
      const before = lake.requests.length
      const expected = await embedded.fetch(query, params, {})
      expect(expected).not.toBeNull()
      await expect(sanity.fetch(query, params, {})).resolves.toEqual(expected)
      expect(since(before)).toEqual([
        expect.objectContaining({
          api: 'cdn',
          status: 200,
          apiVersion: SANITY_API_VERSION,
          dataset: 'production',
          perspective: 'published',
          query,
          params,
          headers: expect.objectContaining({'x-sanity-project-id': 'test'}),
        }),
      ])
    },
  )

  it('reads a rebuild triggered by the webhook from the live host', async () => {
    const before = lake.requests.length
    await expect(
      sanity.fetch(postQuery, POST, await fetchOptionsFor({revalidateReason: 'on-demand'})),
    ).resolves.toEqual(await embedded.fetch(postQuery, POST, {}))
    expect(since(before)).toEqual([
      expect.objectContaining({api: 'live', status: 200, query: postQuery, perspective: 'published'}),
    ])
  })

  it('after a publish, serves the previous revision from the CDN within its lag, and the new one to a webhook’s rebuild', async () => {
    const live = createClient({
      projectId: 'test',
      dataset: 'production',
      apiVersion: SANITY_API_VERSION,
      apiHost: lake.url,
      useProjectHostname: false,
      useCdn: false,
    })
    const document = await live.fetch<{_id: string; _type: string; title: string}>(
      '*[_type == "post" && postId.current == $postId][0]',
      POST,
    )
    const before = lake.requests.length
    const revised = `${document.title} (version revue)`
    lake.mutate([{createOrReplace: {...document, title: revised}}])

    clock += CDN_LAG_MS - 1
    const stale = await sanity.fetch<{title: string; updatedAt: string | null}>(
      postQuery,
      POST,
      await fetchOptionsFor({revalidateReason: 'stale'}),
    )
    expect(stale).toMatchObject({title: document.title, updatedAt: null})
    const fresh = await sanity.fetch<{title: string; updatedAt: string | null}>(
      postQuery,
      POST,
      await fetchOptionsFor({revalidateReason: 'on-demand'}),
    )
    expect(fresh).toMatchObject({title: revised, updatedAt: expect.any(String)})

    clock += 1
    await expect(sanity.fetch(postQuery, POST, {})).resolves.toMatchObject({title: revised})
    expect(since(before).map(({api, status}) => [api, status])).toEqual([
      ['cdn', 200],
      ['live', 200],
      ['cdn', 200],
    ])
  })

  it('tells a change of the published content by its version, from the host a read of the same options uses', async () => {
    const versions = async () => [await sanity.version({fresh: true}), await sanity.version({fresh: false})]
    clock += CDN_LAG_MS
    const [before] = await versions()
    const requests = lake.requests.length
    // A draft is no published change.
    lake.mutate([{createOrReplace: {_id: 'drafts.version-test', _type: 'faq', question: 'Brouillon ?'}}])
    expect(await versions()).toEqual([before, before])
    expect(since(requests).map(({api}) => api)).toEqual(['live', 'cdn'])

    lake.mutate([{createOrReplace: {_id: 'version-test', _type: 'faq', question: 'Publiée ?'}}])
    const [created, stale] = await versions()
    expect(created).not.toBe(before)
    // The API CDN tells of it within its lag, as it serves the content.
    expect(stale).toBe(before)
    clock += CDN_LAG_MS
    expect(await versions()).toEqual([created, created])

    lake.mutate([{delete: {id: 'version-test'}}])
    clock += CDN_LAG_MS
    const [deleted] = await versions()
    expect(deleted).not.toBe(created)
    expect(deleted).toBe(before)
  })

  it('reads a preview in the drafts perspective, live and with the read token; refuses one without a token', async () => {
    lake.mutate([{createOrReplace: {_id: 'drafts.homePage', _type: 'homePage', hero: {title: 'Brouillon du héros'}}}])
    const reader = createSanityBackend(
      sanityFrom({
        SANITY_PROJECT_ID: 'test',
        SANITY_API_READ_TOKEN: 'sk-lecture',
        SANITY_API_HOST: lake.url,
        SANITY_API_CDN_HOST: lake.cdnUrl,
      }),
    )
    const heroTitle = '*[_id == "homePage"][0].hero.title'
    const before = lake.requests.length
    await expect(reader.fetch(heroTitle, {}, {preview: true})).resolves.toBe('Brouillon du héros')
    await expect(reader.fetch(heroTitle, {}, {})).resolves.not.toBe('Brouillon du héros')
    expect(since(before).map(({api, perspective, headers}) => [api, perspective, headers.authorization])).toEqual([
      ['live', 'drafts', 'Bearer sk-lecture'],
      ['cdn', 'published', 'Bearer sk-lecture'],
    ])
    expect(() => sanity.fetch(heroTitle, {}, {preview: true})).toThrow('SANITY_API_READ_TOKEN')
    lake.mutate([{delete: {id: 'drafts.homePage'}}])
  })

  it('sends the read token of a private dataset to both hosts', async () => {
    const reader = createSanityBackend(
      sanityFrom({
        SANITY_PROJECT_ID: 'test',
        SANITY_API_READ_TOKEN: 'sk-lecture',
        SANITY_API_HOST: lake.url,
        SANITY_API_CDN_HOST: lake.cdnUrl,
      }),
    )
    const before = lake.requests.length
    await reader.fetch(layoutQuery, {}, {})
    await reader.fetch(layoutQuery, {}, {fresh: true})
    expect(since(before).map(({api, headers}) => [api, headers.authorization])).toEqual([
      ['cdn', 'Bearer sk-lecture'],
      ['live', 'Bearer sk-lecture'],
    ])
  })
})

describe('the Sanity hosts by default', () => {
  it('are the project’s own live API and API CDN, as @sanity/client derives them from the project id', () => {
    const config = sanityFrom({SANITY_PROJECT_ID: 'abc123'})
    const projectHostnames = createClient({
      projectId: 'abc123',
      dataset: 'production',
      apiVersion: SANITY_API_VERSION,
      useCdn: true,
    }).config()
    expect(`${config.apiHost}/v${SANITY_API_VERSION}`).toBe(projectHostnames.url)
    expect(`${config.apiCdnHost}/v${SANITY_API_VERSION}`).toBe(projectHostnames.cdnUrl)
  })
})
