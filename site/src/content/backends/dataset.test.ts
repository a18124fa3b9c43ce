/** @jest-environment node */
import {mkdtemp, rm, utimes, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'

import {stegaClean} from '@sanity/client/stega'
import {vercelStegaDecode} from '@vercel/stega'
import {evaluate} from 'groq-js'

import {createDatasetBackend, RESULT_CACHE_LIMITS} from './dataset'

jest.mock('groq-js', () => {
  const actual = jest.requireActual<typeof import('groq-js')>('groq-js')
  return {...actual, evaluate: jest.fn(actual.evaluate)}
})

const ndjson = (...docs: object[]) => docs.map((doc) => JSON.stringify(doc)).join('\n')

describe('createDatasetBackend', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'parlia-dataset-'))
  })
  afterEach(() => rm(dir, {recursive: true, force: true}))

  it('evaluates GROQ with parameters and follows references', async () => {
    await writeFile(
      path.join(dir, 'data.ndjson'),
      ndjson(
        {_id: 'c1', _type: 'connector', name: 'GLPI', popularity: 1},
        {_id: 'c2', _type: 'connector', name: 'Slack', popularity: 2},
        {_id: 'home', _type: 'homePage', items: [{_type: 'reference', _ref: 'c2'}]},
      ),
    )
    const backend = createDatasetBackend(dir)
    await expect(
      backend.fetch('*[_type == $type] | order(popularity asc).name', {type: 'connector'}, {}),
    ).resolves.toEqual(['GLPI', 'Slack'])
    await expect(backend.fetch('*[_id == "home"][0].items[]->name', {}, {})).resolves.toEqual(['Slack'])
  })

  it('follows a reference to the draft in a preview, to the published document otherwise, and a dangling one to null', async () => {
    await writeFile(
      path.join(dir, 'data.ndjson'),
      ndjson(
        {_id: 'c1', _type: 'connector', name: 'GLPI'},
        {_id: 'drafts.c1', _type: 'connector', name: 'GLPI (brouillon)'},
        {_id: 'home', _type: 'homePage', items: [{_ref: 'c1'}, {_ref: 'absent'}]},
      ),
    )
    const backend = createDatasetBackend(dir)
    const names = '*[_id == "home"][0].items[]->name'
    await expect(backend.fetch(names, {}, {})).resolves.toEqual(['GLPI', null])
    await expect(backend.fetch(names, {}, {preview: true})).resolves.toEqual(['GLPI (brouillon)', null])
  })

  it('serves an edit of data.ndjson on the next read, without a restart', async () => {
    const file = path.join(dir, 'data.ndjson')
    await writeFile(file, ndjson({_id: 'settings', _type: 'siteSettings', brandName: 'Parlia'}))
    const backend = createDatasetBackend(dir)
    const query = '*[_type == "siteSettings"][0].brandName'
    await expect(backend.fetch(query, {}, {})).resolves.toBe('Parlia')

    await writeFile(file, ndjson({_id: 'settings', _type: 'siteSettings', brandName: 'Parlia France'}))
    const later = new Date(Date.now() + 5_000)
    await utimes(file, later, later)
    await expect(backend.fetch(query, {}, {})).resolves.toBe('Parlia France')
  })

  it('parses the file once for concurrent and repeated reads', async () => {
    await writeFile(path.join(dir, 'data.ndjson'), ndjson({_id: 'a', _type: 't'}))
    const backend = createDatasetBackend(dir)
    const parse = jest.spyOn(JSON, 'parse')
    await Promise.all([1, 2, 3].map(() => backend.fetch('count(*)', {}, {})))
    await backend.fetch('count(*)', {}, {})
    expect(parse).toHaveBeenCalledTimes(1)
    parse.mockRestore()
  })

  it('answers a repeated query from memory, with a copy each caller may change', async () => {
    await writeFile(path.join(dir, 'data.ndjson'), ndjson({_id: 'a', _type: 't', tags: ['x']}))
    const backend = createDatasetBackend(dir)
    const first = await backend.fetch<{tags: string[]}>('*[_id == "a"][0]{tags}', {}, {})
    first.tags.push('changed')
    await expect(backend.fetch('*[_id == "a"][0]{tags}', {}, {})).resolves.toEqual({tags: ['x']})
  })

  it('keeps its memo within bounds however many parameters visitors invent, and still answers repeats from it', async () => {
    await writeFile(
      path.join(dir, 'data.ndjson'),
      ndjson(
        {_id: 'p1', _type: 'post', postId: {current: 'rgpd'}, title: 'RGPD'},
        {_id: 'settings', _type: 'siteSettings', brandName: 'Parlia'},
      ),
    )
    const backend = createDatasetBackend(dir)
    const postQuery = '*[_type == "post" && postId.current == $slug][0]{title}'
    const shellQuery = '*[_type == "siteSettings"][0].brandName'
    const evaluations = jest.mocked(evaluate)
    evaluations.mockClear()

    for (let visit = 0; visit < 3 * RESULT_CACHE_LIMITS.maxEntries; visit += 1) {
      // Every page asks for the shell as well as its own, visitor-chosen slug (`/blog/<random>`).
      await expect(backend.fetch(shellQuery, {}, {})).resolves.toBe('Parlia')
      await expect(
        backend.fetch(postQuery, {slug: `inconnu-${visit}-${Math.random().toString(36).slice(2)}`}, {}),
      ).resolves.toBeNull()
      const usage = backend.cacheUsage()
      expect(usage.entries).toBeLessThanOrEqual(RESULT_CACHE_LIMITS.maxEntries)
      expect(usage.chars).toBeLessThanOrEqual(RESULT_CACHE_LIMITS.maxChars)
    }
    expect(backend.cacheUsage().entries).toBe(RESULT_CACHE_LIMITS.maxEntries)
    // The shell, asked on every page, stayed: evaluated once for all those visits.
    expect(evaluations.mock.calls.filter(([tree]) => JSON.stringify(tree).includes('brandName'))).toHaveLength(1)

    evaluations.mockClear()
    await expect(backend.fetch(postQuery, {slug: 'rgpd'}, {})).resolves.toEqual({title: 'RGPD'})
    await expect(backend.fetch(postQuery, {slug: 'rgpd'}, {})).resolves.toEqual({title: 'RGPD'})
    expect(evaluations).toHaveBeenCalledTimes(1)
  })

  it('evaluates concurrent identical queries once', async () => {
    await writeFile(path.join(dir, 'data.ndjson'), ndjson({_id: 'a', _type: 't'}))
    const backend = createDatasetBackend(dir)
    await backend.fetch('count(*)', {}, {})
    const evaluations = jest.mocked(evaluate)
    evaluations.mockClear()
    await expect(
      Promise.all([1, 2, 3].map(() => backend.fetch('*[_type == $type]._id', {type: 't'}, {}))),
    ).resolves.toEqual([['a'], ['a'], ['a']])
    expect(evaluations).toHaveBeenCalledTimes(1)
  })

  it('evaluates a query dropped from the memo again when it is asked for', async () => {
    await writeFile(path.join(dir, 'data.ndjson'), ndjson({_id: 'a', _type: 't'}))
    const backend = createDatasetBackend(dir)
    const query = '*[_id == $id][0]._id'
    await backend.fetch(query, {id: 'premier'}, {})
    for (let index = 0; index < RESULT_CACHE_LIMITS.maxEntries; index += 1)
      await backend.fetch(query, {id: `autre-${index}`}, {})
    const evaluations = jest.mocked(evaluate)
    evaluations.mockClear()
    await expect(backend.fetch(query, {id: 'premier'}, {})).resolves.toBeNull()
    expect(evaluations).toHaveBeenCalledTimes(1)
  })

  it('reads the published perspective, and each draft over its published document for a preview', async () => {
    await writeFile(
      path.join(dir, 'data.ndjson'),
      ndjson(
        {_id: 'homePage', _type: 'homePage', title: 'Publié'},
        {_id: 'drafts.homePage', _type: 'homePage', title: 'Brouillon'},
        {_id: 'drafts.post-nouveau', _type: 'post', title: 'Jamais publié'},
        {_id: 'versions.r1.homePage', _type: 'homePage', title: 'Version de release'},
      ),
    )
    const backend = createDatasetBackend(dir)
    const titles = '*[_type in ["homePage", "post"]] | order(_id asc) {_id, title}'
    await expect(backend.fetch(titles, {}, {})).resolves.toEqual([{_id: 'homePage', title: 'Publié'}])
    await expect(backend.fetch(titles, {}, {preview: true})).resolves.toEqual([
      {_id: 'homePage', title: 'Brouillon'},
      {_id: 'post-nouveau', title: 'Jamais publié'},
    ])
    // The two perspectives never share a memoised result.
    await expect(backend.fetch(titles, {}, {})).resolves.toEqual([{_id: 'homePage', title: 'Publié'}])
  })

  describe('with stega configured', () => {
    const stega = {enabled: true, studioUrl: 'http://localhost:3333'}
    const page = '*[_id == "homePage"][0]{hero{title}, "connector": connector->{name}}'

    beforeEach(() =>
      writeFile(
        path.join(dir, 'data.ndjson'),
        ndjson(
          {_id: 'connector-glpi', _type: 'connector', name: 'GLPI'},
          {
            _id: 'homePage',
            _type: 'homePage',
            hero: {title: 'Publié'},
            connector: {_type: 'reference', _ref: 'connector-glpi'},
          },
          {
            _id: 'drafts.homePage',
            _type: 'homePage',
            hero: {title: 'Brouillon'},
            connector: {_type: 'reference', _ref: 'connector-glpi'},
          },
        ),
      ),
    )

    const edits = (value: string) => vercelStegaDecode<{origin: string; href: string}>(value)

    it('marks a preview’s strings with the document and field the Studio edits, the draft’s own id for a draft', async () => {
      const preview = await createDatasetBackend(dir, {stega}).fetch<{
        hero: {title: string}
        connector: {name: string}
      }>(page, {}, {preview: true})
      expect(stegaClean(preview)).toEqual({hero: {title: 'Brouillon'}, connector: {name: 'GLPI'}})
      expect(edits(preview.hero.title)).toEqual({
        origin: 'sanity.io',
        href: expect.stringMatching(
          /^http:\/\/localhost:3333\/intent\/edit\/mode=presentation;id=homePage;type=homePage;path=hero\.title\?/,
        ),
      })
      expect(edits(preview.hero.title)?.href).not.toContain('perspective=published')
      expect(edits(preview.connector.name)?.href).toMatch(
        /;id=connector-glpi;type=connector;path=name\?.*perspective=published/,
      )
    })

    it('never marks a published read', async () => {
      const backend = createDatasetBackend(dir, {stega})
      await backend.fetch(page, {}, {preview: true})
      const published = await backend.fetch<{hero: {title: string}; connector: {name: string}}>(page, {}, {})
      expect(published).toEqual({hero: {title: 'Publié'}, connector: {name: 'GLPI'}})
      expect(edits(published.hero.title)).toBeUndefined()
      expect(edits(published.connector.name)).toBeUndefined()
    })

    it('memoises the encoded preview with its result: a repeated preview read evaluates nothing again', async () => {
      const backend = createDatasetBackend(dir, {stega})
      const evaluations = jest.mocked(evaluate)
      evaluations.mockClear()
      const first = await backend.fetch<{hero: {title: string}}>(page, {}, {preview: true})
      const second = await backend.fetch<{hero: {title: string}}>(page, {}, {preview: true})
      expect(second).toEqual(first)
      expect(edits(second.hero.title)?.origin).toBe('sanity.io')
      expect(evaluations).toHaveBeenCalledTimes(1)
    })

    it('leaves previews unmarked when stega is disabled', async () => {
      const preview = await createDatasetBackend(dir, {stega: {...stega, enabled: false}}).fetch(
        page,
        {},
        {preview: true},
      )
      expect(preview).toEqual({hero: {title: 'Brouillon'}, connector: {name: 'GLPI'}})
    })
  })

  it('reports a missing dataset clearly', async () => {
    await expect(createDatasetBackend(dir).fetch('*', {}, {})).rejects.toThrow(/data\.ndjson/)
  })
})
