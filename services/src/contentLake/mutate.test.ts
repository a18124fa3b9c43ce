import {afterEach, beforeEach, describe, expect, it} from '@jest/globals'
import {ClientError, type SanityClient} from '@sanity/client'
import {makePatches, stringifyPatches} from '@sanity/diff-match-patch'

import {startContentLake, type ContentLake} from './index'
import {API_VERSION, lakeClient} from './testClient'

const CONNECTOR = 'connector-active-directory'

const clientFor = (apiHost: string, options: {token?: string; useCdn?: boolean} = {}): SanityClient =>
  lakeClient(apiHost, options)

const mutateUrl = (lake: ContentLake, search = '') => `${lake.url}/v${API_VERSION}/data/mutate/production${search}`

/** A mutate request sent by hand, for what the client would refuse to send. */
const post = (lake: ContentLake, body: unknown, {search = '', token = lake.tokens.write} = {}) =>
  fetch(mutateUrl(lake, search), {
    method: 'POST',
    headers: {'content-type': 'application/json', authorization: `Bearer ${token}`},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

describe('the mutate endpoint, through @sanity/client', () => {
  let clock: number
  let lake: ContentLake
  let writer: SanityClient
  let live: SanityClient
  let cdn: SanityClient
  const name = () => live.fetch<string | null>('*[_id == $id][0].name', {id: CONNECTOR})

  beforeEach(async () => {
    clock = 1_000_000
    lake = await startContentLake({cdnLagMs: 5_000, now: () => clock, tokens: {write: 'write-secret'}})
    writer = clientFor(lake.url, {token: 'write-secret'})
    live = clientFor(lake.url)
    cdn = clientFor(lake.cdnUrl, {useCdn: true})
  })
  afterEach(() => lake.close())

  it('createOrReplace: the live host sees the change at once, the CDN host only after its lag', async () => {
    const document = await writer.createOrReplace({_id: CONNECTOR, _type: 'connector', name: 'Active Directory v2'})
    expect(document).toMatchObject({
      _id: CONNECTOR,
      _type: 'connector',
      name: 'Active Directory v2',
      _rev: 'local-2',
      _updatedAt: new Date(clock).toISOString(),
    })
    await expect(name()).resolves.toBe('Active Directory v2')
    await expect(cdn.fetch('*[_id == $id][0].name', {id: CONNECTOR})).resolves.toBe('Active Directory')
    clock += 5_000
    await expect(cdn.fetch('*[_id == $id][0].name', {id: CONNECTOR})).resolves.toBe('Active Directory v2')
    // Sanity's request: the write options in the query string, the mutations in the body, the token as a bearer.
    expect(lake.requests.find((request) => request.url.includes('/data/mutate/'))).toMatchObject({
      api: 'live',
      method: 'POST',
      status: 200,
      apiVersion: API_VERSION,
      dataset: 'production',
      url: expect.stringMatching(/returnIds=true&returnDocuments=true&visibility=sync/),
      headers: expect.objectContaining({authorization: 'Bearer write-secret'}),
      mutations: [{createOrReplace: {_id: CONNECTOR, _type: 'connector', name: 'Active Directory v2'}}],
    })
  })

  it('getDocument(s) read documents by id, as stored: the live host at once, the CDN host after its lag', async () => {
    await writer.patch(CONNECTOR).set({name: 'Active Directory v2'}).commit()
    await expect(live.getDocument(CONNECTOR)).resolves.toMatchObject({
      _id: CONNECTOR,
      _type: 'connector',
      name: 'Active Directory v2',
    })
    await expect(cdn.getDocument(CONNECTOR)).resolves.toMatchObject({name: 'Active Directory'})
    await expect(live.getDocument('nothing-here')).resolves.toBeUndefined()
    await expect(live.getDocuments([CONNECTOR, 'nothing-here'])).resolves.toEqual([
      expect.objectContaining({_id: CONNECTOR}),
      null,
    ])
  })

  it('createOrReplace keeps the creation date of the document it replaces, and nothing else of it', async () => {
    const created = await writer.createOrReplace({_id: 'x', _type: 'connector', name: 'X', shortDescription: 'Court'})
    clock += 60_000
    const replaced = await writer.createOrReplace({_id: 'x', _type: 'connector', name: 'Remplacé'})
    expect(replaced).toEqual({
      _id: 'x',
      _type: 'connector',
      name: 'Remplacé',
      _createdAt: created._createdAt,
      _updatedAt: new Date(clock).toISOString(),
      _rev: 'local-3',
    })
  })

  it('delete: the document leaves the live host at once, the CDN host after the lag', async () => {
    const id = 'connector-seul'
    await writer.create({_id: id, _type: 'connector', name: 'Seul'})
    clock += 5_000
    await expect(writer.delete(id)).resolves.toMatchObject({results: [{id, operation: 'delete'}]})
    await expect(live.fetch('*[_id == $id][0].name', {id})).resolves.toBeNull()
    await expect(cdn.fetch('*[_id == $id][0].name', {id})).resolves.toBe('Seul')
    clock += 5_000
    await expect(cdn.fetch('*[_id == $id][0].name', {id})).resolves.toBeNull()
  })

  it('delete: refuses a document another one strongly references, with 409 naming it, and writes nothing', async () => {
    const id = 'connector-cite'
    await writer
      .transaction()
      .create({_id: id, _type: 'connector', name: 'Cité'})
      .create({
        _id: 'post-lien',
        _type: 'post',
        body: [
          {_type: 'block', _key: 'b', markDefs: [{_type: 'link', _key: 'l', page: {_type: 'reference', _ref: id}}]},
        ],
      })
      .create({_id: 'redirect-x', _type: 'redirect', target: {_type: 'reference', _ref: id, _weak: true}})
      .commit()
    const refused = writer.transaction().delete('redirect-x').delete(id).commit()
    await expect(refused).rejects.toMatchObject({
      statusCode: 409,
      response: {
        body: {
          error: {
            type: 'mutationError',
            items: [{index: 1, error: {type: 'documentHasExistingReferencesError', id, referencingIDs: ['post-lien']}}],
          },
        },
      },
    })
    await expect(live.fetch('count(*[_id in ["redirect-x", $id]])', {id})).resolves.toBe(2)
    // A weak reference (a redirect's) does not hold the document back; one deleted with it neither.
    await writer.transaction().delete('post-lien').delete(id).commit()
    await expect(live.fetch('*[_id == $id][0]', {id})).resolves.toBeNull()
  })

  it('patch: set, unset, setIfMissing, inc and dec, on nested, keyed and quoted paths, answering the patched document', async () => {
    await writer.createOrReplace({
      _id: 'post-x',
      _type: 'post',
      title: 'Avant',
      views: 10,
      seo: {title: 'SEO', noindex: true},
      body: [
        {_key: 'a', _type: 'block', text: 'un'},
        {_key: 'b', _type: 'block', text: 'deux'},
      ],
    })
    const patched = await writer
      .patch('post-x')
      .set({
        title: 'Après',
        'seo.description': 'Résumé',
        'body[_key=="b"].text': 'DEUX',
        'author.name': 'Camille',
        'stats["2024"]': 3,
      })
      .unset(['seo.noindex', 'body[_key=="a"]'])
      .setIfMissing({tags: [], title: 'ignoré'})
      .inc({views: 5})
      .dec({views: 2})
      .commit()
    expect(patched).toMatchObject({
      _id: 'post-x',
      _rev: 'local-3',
      title: 'Après',
      views: 13,
      tags: [],
      seo: {title: 'SEO', description: 'Résumé'},
      author: {name: 'Camille'},
      stats: {'2024': 3},
      body: [{_key: 'b', _type: 'block', text: 'DEUX'}],
    })
    expect(patched.seo).not.toHaveProperty('noindex')
    await expect(live.fetch('*[_id == "post-x"][0]{title, views}')).resolves.toEqual({title: 'Après', views: 13})
  })

  it('patch: setIfMissing then set on the same object, as @sanity/import sets an asset reference', async () => {
    await writer.createOrReplace({_id: 'c', _type: 'connector', name: 'Sans logo'})
    await writer
      .patch('c')
      .setIfMissing({logo: {_type: 'image'}})
      .set({'logo.asset': {_type: 'reference', _ref: 'image-abc-1x1-png'}})
      .commit()
    await expect(live.fetch('*[_id == "c"][0].logo')).resolves.toEqual({
      _type: 'image',
      asset: {_type: 'reference', _ref: 'image-abc-1x1-png'},
    })
  })

  it('patch: insert before, after and in place of items by index, _key and range (append, prepend, splice)', async () => {
    await writer.createOrReplace({
      _id: 'post-x',
      _type: 'post',
      tags: ['a'],
      body: [
        {_key: 'a', _type: 'block', text: 'un'},
        {_key: 'b', _type: 'block', text: 'deux'},
      ],
    })
    const tags = async () => (await live.getDocument('post-x'))?.tags
    await writer.patch('post-x').insert('after', 'tags[-1]', ['b', 'c']).commit()
    await expect(tags()).resolves.toEqual(['a', 'b', 'c'])
    await writer.patch('post-x').prepend('tags', ['z']).commit()
    await writer.patch('post-x').append('tags', ['y']).commit()
    await expect(tags()).resolves.toEqual(['z', 'a', 'b', 'c', 'y'])
    // A range: `tags[1:3]` replaced by one item.
    await writer.patch('post-x').splice('tags', 1, 2, ['X']).commit()
    await expect(tags()).resolves.toEqual(['z', 'X', 'c', 'y'])

    const block = (key: string, text: string) => ({_key: key, _type: 'block', text})
    await writer
      .patch('post-x')
      .insert('before', 'body[_key=="b"]', [block('n', 'nouveau')])
      .commit()
    const patched = await writer
      .patch('post-x')
      .insert('replace', 'body[_key=="a"]', [block('r', 'remplacé')])
      .set({'body[_key=="b"].text': 'DEUX'})
      .commit()
    expect(patched.body).toEqual([block('r', 'remplacé'), block('n', 'nouveau'), block('b', 'DEUX')])
  })

  it('patch: setIfMissing then insert makes the first item of a missing array, as the Studio adds one', async () => {
    await writer.createOrReplace({_id: 'post-x', _type: 'post', title: 'Vide'})
    const patched = await writer
      .patch('post-x')
      .setIfMissing({body: []})
      .insert('after', 'body[-1]', [{_key: 'a', _type: 'block', text: 'premier'}])
      .commit()
    expect(patched.body).toEqual([{_key: 'a', _type: 'block', text: 'premier'}])
  })

  it('patch: diffMatchPatch applies the text patches the Studio sends on each keystroke', async () => {
    const before = 'Réinitialiser un mot de passe'
    const after = 'Réinitialisez votre mot de passe, sans attendre'
    await writer.createOrReplace({
      _id: 'post-x',
      _type: 'post',
      title: before,
      body: [{_key: 'a', _type: 'block', text: before}],
    })
    const text = stringifyPatches(makePatches(before, after))
    expect(text).toMatch(/^@@ -\d+,\d+ \+\d+,\d+ @@/)
    const patched = await writer.patch('post-x').diffMatchPatch({title: text, 'body[_key=="a"].text': text}).commit()
    expect(patched).toMatchObject({title: after, body: [{_key: 'a', text: after}]})
  })

  it('patch: several documents by id, and paths matching several values (filters, ranges, recursive)', async () => {
    const doc = (id: string) => ({
      _id: id,
      _type: 'post',
      views: 1,
      body: [
        {_key: 'a', _type: 'block', style: 'h2', text: 'un'},
        {_key: 'b', _type: 'image', caption: {text: 'deux'}},
      ],
    })
    await writer.transaction().createOrReplace(doc('post-a')).createOrReplace(doc('post-b')).commit()
    // By hand: the client sends several ids as a query, which the local Content Lake does not take.
    const both = {id: ['post-a', 'post-b'], inc: {views: 2}, set: {'body[_type=="block"].style': 'normal'}}
    expect((await post(lake, {mutations: [{patch: both}]})).status).toBe(200)
    await writer.patch('post-b').set({'body[0:2].seen': true, '..text': 'T'}).commit()
    await expect(live.fetch('*[_id in ["post-a", "post-b"]] | order(_id){views, body}')).resolves.toEqual([
      {
        views: 3,
        body: [
          {_key: 'a', _type: 'block', style: 'normal', text: 'un'},
          {_key: 'b', _type: 'image', caption: {text: 'deux'}},
        ],
      },
      {
        views: 3,
        body: [
          {_key: 'a', _type: 'block', style: 'normal', text: 'T', seen: true},
          {_key: 'b', _type: 'image', caption: {text: 'T'}, seen: true},
        ],
      },
    ])
  })

  it('autoGenerateArrayKeys: keys the objects in arrays of the documents written and the values patched in', async () => {
    const created = await writer.create(
      {_id: 'post-keys', _type: 'post', body: [{_type: 'block', children: [{_type: 'span', text: 'a'}]}], tags: ['x']},
      {autoGenerateArrayKeys: true},
    )
    expect(created.body).toEqual([
      {
        _type: 'block',
        _key: expect.stringMatching(/^\w{12}$/),
        children: [{_type: 'span', text: 'a', _key: expect.stringMatching(/^\w{12}$/)}],
      },
    ])
    expect(created.tags).toEqual(['x'])
    const patched = await writer
      .patch('post-keys')
      .insert('after', 'body[-1]', [{_type: 'block', _key: 'kept'}, {_type: 'block'}])
      .set({seo: {links: [{href: '/'}]}})
      .commit({autoGenerateArrayKeys: true})
    expect(patched.body.map((block: {_key: string}) => block._key)).toEqual([
      (created.body as unknown as {_key: string}[])[0]!._key,
      'kept',
      expect.stringMatching(/^\w{12}$/),
    ])
    expect(patched.seo.links[0]._key).toMatch(/^\w{12}$/)
    // Without it, the lake writes what it is sent, as Sanity does.
    const plain = await writer
      .patch('post-keys')
      .set({tags: [{label: 'sans clé'}]})
      .commit()
    expect(plain.tags).toEqual([{label: 'sans clé'}])
  })

  it('transaction: all its mutations in one revision, or none when one fails', async () => {
    // The intent is the only document that references the FAQ entry: both go in one transaction.
    const result = await writer
      .transaction()
      .create({_id: 'new-connector', _type: 'connector', name: 'Nouveau'})
      .patch(CONNECTOR, (patch) => patch.set({name: 'Patché'}))
      .createIfNotExists({_id: CONNECTOR, _type: 'connector', name: 'ignoré'})
      .delete('intent-age-minimum')
      .delete('faq-age-minimum')
      .commit()
    expect(result).toEqual({
      transactionId: 'local-2',
      documentIds: ['new-connector', CONNECTOR, CONNECTOR, 'intent-age-minimum', 'faq-age-minimum'],
      results: [
        {id: 'new-connector', operation: 'create'},
        {id: CONNECTOR, operation: 'update'},
        {id: CONNECTOR, operation: 'none'},
        {id: 'intent-age-minimum', operation: 'delete'},
        {id: 'faq-age-minimum', operation: 'delete'},
      ],
    })
    await expect(
      live.fetch('*[_id in ["new-connector", $id, "faq-age-minimum"]] | order(_id).name', {id: CONNECTOR}),
    ).resolves.toEqual(['Patché', 'Nouveau'])

    const failing = writer
      .transaction()
      .createOrReplace({_id: 'other', _type: 'connector', name: 'Jamais écrit'})
      .patch('missing-document', (patch) => patch.set({name: 'x'}))
      .commit()
    const error = await failing.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ClientError)
    expect(error).toMatchObject({
      statusCode: 409,
      message: expect.stringContaining('Document "missing-document" not found'),
      details: {
        type: 'mutationError',
        items: [{index: 1, error: {id: 'missing-document', type: 'documentNotFoundError'}}],
      },
    })
    await expect(live.fetch('*[_id == "other"][0]')).resolves.toBeNull()
  })

  it('create: refuses an id that exists (409) and generates one when none is given or it ends with a dot', async () => {
    await expect(writer.create({_id: CONNECTOR, _type: 'connector'})).rejects.toMatchObject({
      statusCode: 409,
      details: {items: [{error: {type: 'documentAlreadyExistsError', id: CONNECTOR}}]},
    })
    const generated = await writer.create({_type: 'connector', name: 'Sans id'})
    expect(generated._id).toMatch(/^[0-9a-f-]{36}$/)
    const prefixed = await writer.create({_id: 'drafts.', _type: 'connector', name: 'Brouillon'})
    expect(prefixed._id).toMatch(/^drafts\.[0-9a-f-]{36}$/)
  })

  it('patch: an ifRevisionID that no longer matches is refused with 409', async () => {
    const {_rev} = await writer.createOrReplace({_id: 'r', _type: 'connector', name: 'un'})
    await writer.patch('r').set({name: 'deux'}).commit()
    await expect(writer.patch('r').ifRevisionId(_rev).set({name: 'trois'}).commit()).rejects.toMatchObject({
      statusCode: 409,
      details: {items: [{error: {type: 'conflictError'}}]},
    })
    await expect(live.fetch('*[_id == "r"][0].name')).resolves.toBe('deux')
  })

  it('dryRun answers what the transaction would do and changes nothing', async () => {
    const result = await writer.createOrReplace({_id: CONNECTOR, _type: 'connector', name: 'Essai'}, {dryRun: true})
    expect(result).toMatchObject({name: 'Essai'})
    await expect(name()).resolves.toBe('Active Directory')
  })

  it('accepts every visibility (all are applied at once here) and refuses another', async () => {
    await writer.createOrReplace({_id: CONNECTOR, _type: 'connector', name: 'async'}, {visibility: 'async'})
    await expect(name()).resolves.toBe('async')
    await writer.patch(CONNECTOR).set({name: 'deferred'}).commit({visibility: 'deferred'})
    await expect(name()).resolves.toBe('deferred')
    const response = await post(lake, {mutations: [{delete: {id: CONNECTOR}}]}, {search: '?visibility=later'})
    expect(response.status).toBe(400)
    await expect(name()).resolves.toBe('deferred')
  })

  it('answers ids and operations only, unless returnDocuments=true', async () => {
    const mutations = [{createOrReplace: {_id: 'x', _type: 'connector', name: 'X'}}]
    const plain = await post(lake, {mutations}, {search: '?returnIds=true'})
    expect(await plain.json()).toEqual({transactionId: 'local-2', results: [{id: 'x', operation: 'create'}]})
    const full = await post(lake, {mutations, transactionId: 'my-transaction'}, {search: '?returnDocuments=true'})
    expect(await full.json()).toEqual({
      transactionId: 'my-transaction',
      results: [
        {
          id: 'x',
          operation: 'update',
          document: expect.objectContaining({_id: 'x', name: 'X', _rev: 'my-transaction'}),
        },
      ],
    })
  })

  it('refuses a write without the write token with 401 in Sanity’s shape, and writes nothing', async () => {
    for (const client of [live, clientFor(lake.url, {token: 'wrong'})]) {
      const error = await client
        .createOrReplace({_id: CONNECTOR, _type: 'connector', name: 'Pirate'})
        .catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(ClientError)
      expect(error).toMatchObject({statusCode: 401, message: 'Unauthorized - Session not found'})
    }
    await expect(name()).resolves.toBe('Active Directory')
  })

  it('refuses malformed transactions with 400, another dataset with 404 and another method with 405', async () => {
    const refused = [
      'not json',
      {},
      {mutations: []},
      {mutations: [{replace: {_id: 'x', _type: 'connector'}}]},
      {mutations: [{createOrReplace: {_id: 'x'}}]},
      {mutations: [{createOrReplace: {_id: 'a b', _type: 'connector'}}]},
      {mutations: [{patch: {id: CONNECTOR, set: {'tags[*]': 'x'}}}]},
      {mutations: [{patch: {id: CONNECTOR, set: {'body[_key=="b1"': 'x'}}}]},
      {mutations: [{patch: {id: CONNECTOR, inc: {views: 'one'}}}]},
      {mutations: [{patch: {id: CONNECTOR, merge: {name: 'x'}}}]},
      {mutations: [{patch: {id: CONNECTOR, unset: 'name'}}]},
      {mutations: [{patch: {id: CONNECTOR, diffMatchPatch: {name: 42}}}]},
      {mutations: [{patch: {id: CONNECTOR, diffMatchPatch: {name: 'not a patch'}}}]},
      {mutations: [{patch: {id: CONNECTOR, insert: {after: 'categories[-1]'}}}]},
      {mutations: [{patch: {id: CONNECTOR, insert: {before: 'categories[0]', after: 'categories[-1]', items: []}}}]},
      // mutator refuses to insert into what is not an array, or to descend past an array's end.
      {mutations: [{patch: {id: CONNECTOR, insert: {after: 'name', items: ['x']}}}]},
      {mutations: [{patch: {id: CONNECTOR, set: {'body[99].style': 'x'}}}]},
    ]
    for (const body of refused) {
      const response = await post(lake, body)
      expect({body, status: response.status}).toEqual({body, status: 400})
      expect(await response.json()).toEqual({error: {description: expect.any(String), type: 'httpBadRequest'}})
    }
    const other = await fetch(`${lake.url}/v${API_VERSION}/data/mutate/staging`, {
      method: 'POST',
      headers: {authorization: `Bearer ${lake.tokens.write}`},
      body: JSON.stringify({mutations: [{delete: {id: CONNECTOR}}]}),
    })
    expect(other.status).toBe(404)
    expect((await fetch(mutateUrl(lake))).status).toBe(405)
    await expect(name()).resolves.toBe('Active Directory')
  })

  it('is not served by the API CDN host', async () => {
    const response = await fetch(`${lake.cdnUrl}/v${API_VERSION}/data/mutate/production`, {
      method: 'POST',
      headers: {authorization: `Bearer ${lake.tokens.write}`},
      body: JSON.stringify({mutations: [{delete: {id: CONNECTOR}}]}),
    })
    expect(response.status).toBe(404)
  })

  it('applies the same transactions in process, for tests that publish without a client', async () => {
    expect(lake.mutate([{patch: {id: CONNECTOR, set: {name: 'En mémoire'}}}])).toEqual({
      transactionId: 'local-2',
      revision: 2,
      results: [{id: CONNECTOR, operation: 'update', document: expect.objectContaining({name: 'En mémoire'})}],
    })
    await expect(name()).resolves.toBe('En mémoire')
    expect(() => lake.mutate([{create: {_id: CONNECTOR, _type: 'connector'}}])).toThrow('already exists')
  })
})

describe('GET /__inspect/requests on the live host', () => {
  it('lists every request recorded so far as JSON (for tests in another process), without recording itself', async () => {
    const lake = await startContentLake()
    try {
      await clientFor(lake.url).fetch('count(*[_type == "faq"])')
      await clientFor(lake.url, {token: lake.tokens.write}).createOrReplace({_id: 'x', _type: 'connector', name: 'X'})
      const response = await fetch(`${lake.url}/__inspect/requests`)
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
      const {requests} = (await response.json()) as {requests: Record<string, unknown>[]}
      expect(requests).toEqual([
        expect.objectContaining({api: 'live', method: 'GET', status: 200, query: 'count(*[_type == "faq"])'}),
        expect.objectContaining({
          api: 'live',
          method: 'POST',
          status: 200,
          mutations: [{createOrReplace: {_id: 'x', _type: 'connector', name: 'X'}}],
        }),
      ])
      expect(lake.requests).toHaveLength(2)
    } finally {
      await lake.close()
    }
  })
})
