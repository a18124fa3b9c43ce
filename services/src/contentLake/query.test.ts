import {afterAll, beforeAll, describe, expect, it} from '@jest/globals'
import type {SanityClient} from '@sanity/client'

import {startContentLake, type ContentLake} from './index'
import {lakeClient} from './testClient'

/**
 * The query endpoint reads a filter on a type or an id from an index of each revision's perspective, as the Content
 * Lake does: the answers must be those of a scan of every document, drafts, references and new revisions included.
 */
describe('queries on a type or an id, through @sanity/client', () => {
  let lake: ContentLake
  let writer: SanityClient
  const reader = (perspective: 'published' | 'drafts') => lakeClient(lake.url, {token: lake.tokens.write, perspective})

  beforeAll(async () => {
    lake = await startContentLake({tokens: {write: 'write-secret'}})
    writer = lakeClient(lake.url, {token: 'write-secret'})
    await writer
      .transaction()
      .createOrReplace({_id: 'test-category', _type: 'blogCategory', title: 'Catégorie publiée'})
      .createOrReplace({_id: 'drafts.test-category', _type: 'blogCategory', title: 'Catégorie en brouillon'})
      .createOrReplace({
        _id: 'test-post',
        _type: 'post',
        title: 'Article de test',
        categories: [{_key: 'a', _type: 'reference', _ref: 'test-category'}],
      })
      .commit()
  })
  afterAll(() => lake.close())

  const QUERY = '*[_type == "post" && _id in ["test-post", "absent"]]{title, "categories": categories[]->title}'

  it('follows a reference to the document of the perspective', async () => {
    await expect(reader('published').fetch(QUERY)).resolves.toEqual([
      {title: 'Article de test', categories: ['Catégorie publiée']},
    ])
    await expect(reader('drafts').fetch(QUERY)).resolves.toEqual([
      {title: 'Article de test', categories: ['Catégorie en brouillon']},
    ])
  })

  it('answers as a scan of every document would, in the same order', async () => {
    const narrowed = await reader('published').fetch<string[]>('*[_type == "post"]._id')
    const scanned = await reader('published').fetch<string[]>('*[_type == "post" || false]._id')
    expect(narrowed).toContain('test-post')
    expect(narrowed).toEqual(scanned)
  })

  it('sees the documents of a new revision', async () => {
    await writer.createOrReplace({_id: 'test-post-2', _type: 'post', title: 'Deuxième article'})
    await expect(
      reader('published').fetch<string[]>('*[_type == "post" && title match "Deuxième"].title'),
    ).resolves.toEqual(['Deuxième article'])
    await writer.delete('test-post-2')
    await expect(reader('published').fetch('*[_id == "test-post-2"]')).resolves.toEqual([])
  })
})
