import {mkdtemp, rm, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'

import {afterEach, beforeEach, describe, expect, it} from '@jest/globals'
import {ClientError, type SanityClient, type SanityDocument} from '@sanity/client'

import {startContentLake, type ContentLake} from './index'
import {API_VERSION, lakeClient} from './testClient'

const TOKEN = 'write-secret-of-the-query-selection-test'

/** A dataset of the test's own: documents of type `x` with and without `n`, a draft among them, and another type. */
const DOCUMENTS = [
  {_id: 'x-0', _type: 'x', title: 'Sans n'},
  {_id: 'x-1', _type: 'x', n: 1},
  {_id: 'x-2', _type: 'x', n: 2},
  {_id: 'drafts.x-2', _type: 'x', n: 5},
  {_id: 'x-3', _type: 'x', n: 3},
  {_id: 'y-1', _type: 'y', n: 10},
]

const SELECT = '*[_type == "x" && n > $min]'

describe('mutations that select their documents by a GROQ query', () => {
  let dir: string
  let lake: ContentLake
  let writer: SanityClient
  /** Every document as stored, drafts included, by id. */
  const all = async () =>
    Object.fromEntries(
      (await writer.fetch<SanityDocument[]>('*', {}, {perspective: 'raw'})).map((doc) => [doc._id, doc]),
    )
  /** A mutate request sent by hand, for what the client's types would refuse to send. */
  const post = (body: unknown) =>
    fetch(`${lake.url}/v${API_VERSION}/data/mutate/production`, {
      method: 'POST',
      headers: {'content-type': 'application/json', authorization: `Bearer ${TOKEN}`},
      body: JSON.stringify(body),
    })

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'content-lake-query-selection-'))
    await writeFile(path.join(dir, 'data.ndjson'), DOCUMENTS.map((doc) => `${JSON.stringify(doc)}\n`).join(''))
    lake = await startContentLake({contentDir: dir, tokens: {write: TOKEN}})
    writer = lakeClient(lake.url, {token: TOKEN})
  })
  afterEach(async () => {
    await lake?.close()
    await rm(dir, {recursive: true, force: true})
  })

  it('delete by query: removes exactly the matching documents, drafts included, and answers their ids', async () => {
    const answer = await writer.delete({query: SELECT, params: {min: 1}})
    expect([...answer.documentIds].sort()).toEqual(['drafts.x-2', 'x-2', 'x-3'])
    expect(answer.results).toEqual(
      expect.arrayContaining([
        {id: 'x-2', operation: 'delete'},
        {id: 'drafts.x-2', operation: 'delete'},
        {id: 'x-3', operation: 'delete'},
      ]),
    )
    expect(answer.results).toHaveLength(3)
    expect(Object.keys(await all()).sort()).toEqual(['x-0', 'x-1', 'y-1'])
    // What went over the wire is the query itself, as Sanity takes it.
    expect(lake.requests.find((request) => request.url.includes('/data/mutate/'))?.mutations).toEqual([
      {delete: {query: SELECT, params: {min: 1}}},
    ])
  })

  it('patch by query: sets the field on each match, and on nothing else', async () => {
    const before = await all()
    const patched = await writer
      .patch({query: SELECT, params: {min: 1}})
      .set({flag: true})
      .commit()
    expect(Array.isArray(patched)).toBe(true)
    const patchedDocuments = patched as unknown as SanityDocument[]
    expect(patchedDocuments.map((doc) => doc._id).sort()).toEqual(['drafts.x-2', 'x-2', 'x-3'])
    for (const doc of patchedDocuments) expect(doc).toMatchObject({flag: true, _rev: expect.any(String)})

    const after = await all()
    for (const id of ['x-2', 'drafts.x-2', 'x-3']) {
      expect(after[id]).toEqual({
        ...before[id],
        flag: true,
        _createdAt: expect.any(String),
        _rev: expect.any(String),
        _updatedAt: expect.any(String),
      })
      expect(after[id]?._rev).not.toBe(before[id]?._rev)
    }
    for (const id of ['x-0', 'x-1', 'y-1']) expect(after[id]).toEqual(before[id])
  })

  it('applies a query-selected mutation in one transaction with mutations by id', async () => {
    await writer.mutate([
      {create: {_id: 'z-1', _type: 'z'}},
      {patch: {query: '*[_type == "x" && !defined(n)]', set: {n: 0}}},
      {delete: {query: '*[_type == "y"]'}},
    ])
    const after = await all()
    expect(after['z-1']).toMatchObject({_type: 'z'})
    expect(after['x-0']).toMatchObject({title: 'Sans n', n: 0})
    expect(after['y-1']).toBeUndefined()
  })

  it('answers 200 and changes nothing for a query that matches nothing', async () => {
    const before = await all()
    const deleted = await writer.delete({query: SELECT, params: {min: 100}})
    expect(deleted).toMatchObject({results: [], documentIds: []})
    const patched = await writer.patch({query: '*[_type == "none"]'}).set({flag: true}).commit()
    expect(patched).toEqual([])
    expect(await all()).toEqual(before)
    expect(
      lake.requests.filter((request) => request.url.includes('/data/mutate/')).map((request) => request.status),
    ).toEqual([200, 200])
  })

  it('answers 400 for an invalid query, naming it, and applies none of the transaction', async () => {
    const before = await all()
    const refusal = await writer
      .mutate([{create: {_id: 'z-1', _type: 'z'}}, {delete: {query: '*[_type == '}}])
      .catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(ClientError)
    expect(refusal).toMatchObject({
      statusCode: 400,
      response: {
        body: {error: {type: 'httpBadRequest', description: expect.stringMatching(/^Mutation 1: invalid query/)}},
      },
    })
    expect(await all()).toEqual(before)
  })

  it('answers 400 for params that are not an object', async () => {
    const before = await all()
    for (const params of [[1], 'min', 1]) {
      const response = await post({mutations: [{delete: {query: SELECT, params}}]})
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        error: {type: 'httpBadRequest', description: 'Mutation 0: params must be an object'},
      })
    }
    const patch = await post({mutations: [{patch: {query: SELECT, params: ['x'], set: {flag: true}}}]})
    expect(patch.status).toBe(400)
    expect(await all()).toEqual(before)
  })

  it('refuses, as the query endpoint does, a query that reads a parameter it was not given', async () => {
    const response = await post({mutations: [{delete: {query: '*[_type == $t]'}}]})
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: {type: 'httpBadRequest', description: 'Mutation 0: invalid query: param $t referenced, but not provided'},
    })
  })

  it('touches a document once however often the query names it', async () => {
    const twice = '[*[_id == "x-1"][0], *[_id == "x-1"][0]]'
    const answer = await writer.mutate([{patch: {query: twice, inc: {n: 1}}}])
    expect(answer.results).toEqual([expect.objectContaining({id: 'x-1', operation: 'update'})])
    expect((await all())['x-1']).toMatchObject({n: 2})
  })

  it('keeps the mutations’ indexes when a query selects nothing', async () => {
    const refusal = await writer
      .mutate([{delete: {query: '*[_type == "none"]'}}, {patch: {id: 'ghost', set: {a: 1}}}])
      .catch((error: unknown) => error)
    expect(refusal).toMatchObject({statusCode: 409, response: {body: {error: {items: [{index: 1}]}}}})
  })
})
