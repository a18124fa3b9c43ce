/** @jest-environment node */
import {mkdtemp, rm, utimes, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'

import {createDatasetBackend} from './dataset'

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
    await expect(backend.fetch('*[_type == $type] | order(popularity asc).name', {type: 'connector'}, {})).resolves.toEqual([
      'GLPI',
      'Slack',
    ])
    await expect(backend.fetch('*[_id == "home"][0].items[]->name', {}, {})).resolves.toEqual(['Slack'])
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

  it('reports a missing dataset clearly', async () => {
    await expect(createDatasetBackend(dir).fetch('*', {}, {})).rejects.toThrow(/data\.ndjson/)
  })
})
