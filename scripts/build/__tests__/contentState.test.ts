import {mkdir, writeFile} from 'node:fs/promises'
import {join} from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from '@jest/globals'
import {type ContentLake, startContentLake} from '@parlia/services/src/contentLake'

import {withTempDir} from '../../content/archive'
import {contentState} from '../contentState'

const post = (id: string, title: string) => ({_id: id, _type: 'post', title})
const ndjson = (docs: object[]) => docs.map((doc) => `${JSON.stringify(doc)}\n`).join('')

describe('contentState of the bundled dataset (CONTENT_DIR)', () => {
  it('is stable for the same files and changes with a document or an asset', () =>
    withTempDir(async (dir) => {
      await writeFile(join(dir, 'data.ndjson'), ndjson([post('a', 'Un')]))
      const env = {CONTENT_DIR: dir}
      const first = await contentState(env)
      expect(await contentState(env)).toBe(first)
      await writeFile(join(dir, 'data.ndjson'), ndjson([post('a', 'Deux')]))
      const edited = await contentState(env)
      expect(edited).not.toBe(first)
      await mkdir(join(dir, 'images'))
      await writeFile(join(dir, 'images', 'cover.png'), 'png')
      expect(await contentState(env)).not.toBe(edited)
    }))
})

describe('contentState of a Sanity dataset (SANITY_PROJECT_ID), through a local Content Lake', () => {
  let lake: ContentLake
  let env: Record<string, string>

  beforeAll(async () => {
    await withTempDir(async (dir) => {
      await writeFile(join(dir, 'data.ndjson'), ndjson([post('a', 'Un'), post('b', 'Deux')]))
      lake = await startContentLake({contentDir: dir})
    })
    env = {SANITY_PROJECT_ID: 'parlia-test', SANITY_DATASET: lake.dataset, SANITY_API_HOST: lake.url}
  })
  afterAll(() => lake?.close())

  it('changes with a publish and a deletion, not with a draft nor with nothing', async () => {
    const first = await contentState(env)
    expect(first).toMatch(/^sanity:parlia-test\/production:2:/)
    expect(await contentState(env)).toBe(first)

    lake.mutate([{createOrReplace: post('drafts.a', 'Un brouillon')}])
    expect(await contentState(env)).toBe(first)

    lake.mutate([{createOrReplace: post('a', 'Un, publié')}])
    const published = await contentState(env)
    expect(published).not.toBe(first)

    lake.mutate([{delete: {id: 'b'}}])
    const deleted = await contentState(env)
    expect(deleted).toMatch(/^sanity:parlia-test\/production:1:/)
    expect(deleted).not.toBe(published)
  })
})
