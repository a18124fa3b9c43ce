import {copyFile, mkdtemp, rm} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'

import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, it} from '@jest/globals'
import {
  type Action,
  ClientError,
  type CreateAction,
  type EditAction,
  type SanityClient,
  type SanityDocument,
} from '@sanity/client'
import {makePatches, stringifyPatches} from '@sanity/diff-match-patch'

import {DEFAULT_CONTENT_DIR} from './dataset'
import {startContentLake, type ContentLake} from './index'
import {API_VERSION, lakeClient} from './testClient'

/** A published document of the bundled dataset, without a draft. */
const CONNECTOR = 'connector-active-directory'
const CONNECTOR_DRAFT = `drafts.${CONNECTOR}`
/** A document a test publishes itself, which nothing references unless the test says so. */
const OWN = 'connector-e2e-actions'
const OWN_DRAFT = `drafts.${OWN}`

const clientFor = (apiHost: string, token?: string): SanityClient => lakeClient(apiHost, {token})

/** A document's content: what a publish or an unpublish carries over, the system fields aside. */
const content = (doc: SanityDocument | undefined) => {
  if (!doc) return doc
  const {_id, _rev, _updatedAt, _createdAt, ...rest} = doc
  return rest
}

/** An actions request sent by hand, for what the client would refuse to send. */
const post = (lake: ContentLake, body: unknown, {token = lake.tokens.write, version = API_VERSION} = {}) =>
  fetch(`${lake.url}/v${version}/data/actions/production`, {
    method: 'POST',
    headers: {'content-type': 'application/json', authorization: `Bearer ${token}`},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

const createDraft = (publishedId: string, attributes: Record<string, unknown> = {}): CreateAction => ({
  actionType: 'sanity.action.document.create',
  publishedId,
  attributes: {_id: `drafts.${publishedId}`, _type: 'post', ...attributes},
  ifExists: 'fail',
})

const edit = (publishedId: string, patch: Record<string, unknown>): EditAction => ({
  actionType: 'sanity.action.document.edit',
  draftId: `drafts.${publishedId}`,
  publishedId,
  patch,
})

const publish = (publishedId: string, revisions: {ifDraftRevisionId?: string; ifPublishedRevisionId?: string} = {}) =>
  ({
    actionType: 'sanity.action.document.publish',
    draftId: `drafts.${publishedId}`,
    publishedId,
    ...revisions,
  }) satisfies Action

describe('the actions endpoint, through @sanity/client', () => {
  let dir: string
  let clock: number
  let lake: ContentLake
  let writer: SanityClient
  const get = (id: string) => writer.getDocument(id)
  /** What the dataset holds, drafts included: to prove a refused request changed nothing. */
  const everything = () => writer.fetch('*', {}, {perspective: 'raw'})

  beforeAll(async () => {
    // A copy of the bundled dataset, so nothing here can reach the repository's content.
    dir = await mkdtemp(path.join(tmpdir(), 'content-lake-actions-'))
    await copyFile(path.join(DEFAULT_CONTENT_DIR, 'data.ndjson'), path.join(dir, 'data.ndjson'))
  })
  afterAll(() => rm(dir, {recursive: true, force: true}))

  beforeEach(async () => {
    clock = 1_000_000
    lake = await startContentLake({contentDir: dir, now: () => clock, tokens: {write: 'write-secret'}})
    writer = clientFor(lake.url, 'write-secret')
  })
  afterEach(() => lake.close())

  it('autoGenerateArrayKeys: keys every object in an array the actions write, keeping the keys given', async () => {
    // Sent by hand: @sanity/client's action() has no such option, the Actions API's body does.
    const body = [{_type: 'block', children: [{_type: 'span', text: 'a'}]}]
    const items = [{_key: 'kept', _type: 'block'}, {_type: 'block'}]
    for (const action of [createDraft('post-keys', {body}), edit('post-keys', {insert: {after: 'body[-1]', items}})]) {
      expect((await post(lake, {actions: [action], autoGenerateArrayKeys: true})).status).toBe(200)
    }
    const draft = (await get('drafts.post-keys')) as unknown as {body: {_key: string; children?: {_key: string}[]}[]}
    const generated = expect.stringMatching(/^\w{12}$/)
    expect(draft.body.map((block) => block._key)).toEqual([generated, 'kept', generated])
    expect(draft.body[0]!.children![0]!._key).toMatch(/^\w{12}$/)
    // Without the option, what the actions send is written as sent.
    await writer.action(edit('post-keys', {set: {tags: [{label: 'sans clé'}]}}))
    expect(await get('drafts.post-keys')).toMatchObject({tags: [{label: 'sans clé'}]})
    expect(((await get('drafts.post-keys')) as unknown as {tags: object[]}).tags[0]).not.toHaveProperty('_key')
  })

  it('create, edit twice, publish: the draft becomes the published document and goes', async () => {
    await expect(
      writer.action(createDraft('post-x', {title: 'Brouillon', tags: ['un'], seo: {noindex: true}})),
    ).resolves.toEqual({transactionId: 'local-2'})
    expect(await get('drafts.post-x')).toMatchObject({_type: 'post', title: 'Brouillon', _rev: 'local-2'})
    await expect(get('post-x')).resolves.toBeUndefined()

    clock += 1_000
    await writer.action(edit('post-x', {set: {title: 'Titre', 'seo.title': 'SEO'}}))
    clock += 1_000
    await writer.action(edit('post-x', {unset: ['tags', 'seo.noindex']}))
    const draft = await get('drafts.post-x')
    expect(draft).toEqual({
      _id: 'drafts.post-x',
      _type: 'post',
      title: 'Titre',
      seo: {title: 'SEO'},
      _createdAt: new Date(1_000_000).toISOString(),
      _updatedAt: new Date(clock).toISOString(),
      _rev: 'local-4',
    })

    clock += 1_000
    const {transactionId} = await writer.action(publish('post-x', {ifDraftRevisionId: draft!._rev}))
    expect(transactionId).toBe('local-5')
    const published = await get('post-x')
    expect(content(published)).toEqual(content(draft))
    expect(published).toMatchObject({_rev: transactionId, _createdAt: draft!._createdAt})
    expect(published!._rev).not.toBe(draft!._rev)
    await expect(get('drafts.post-x')).resolves.toBeUndefined()
    // Published: the site's reads (published perspective, no token) see it.
    await expect(clientFor(lake.url).fetch('*[_id == "post-x"][0].title')).resolves.toBe('Titre')
  })

  it('edit of a published document creates its draft from it first, then patches the draft only', async () => {
    const published = await get(CONNECTOR)
    await writer.action({
      actionType: 'sanity.action.document.edit',
      draftId: CONNECTOR_DRAFT,
      publishedId: CONNECTOR,
      patch: {set: {name: 'Active Directory (brouillon)'}},
    })
    const draft = await get(CONNECTOR_DRAFT)
    expect(content(draft)).toEqual({...content(published), name: 'Active Directory (brouillon)'})
    await expect(get(CONNECTOR)).resolves.toEqual(published)
    // The Studio reads its drafts through the drafts perspective.
    await expect(writer.fetch('*[_id == $id][0].name', {id: CONNECTOR}, {perspective: 'drafts'})).resolves.toBe(
      'Active Directory (brouillon)',
    )
  })

  it('edit applies the Studio’s patches: insert, diffMatchPatch and set on keyed paths, at the draft’s revision', async () => {
    const published = await get(CONNECTOR)
    const dmp = (before: string, after: string) => stringifyPatches(makePatches(before, after))
    await writer.action(edit(CONNECTOR, {insert: {after: 'categories[-1]', items: ['security']}}))
    const {_rev} = (await get(CONNECTOR_DRAFT))!
    await writer.action(
      edit(CONNECTOR, {
        ifRevisionID: _rev,
        diffMatchPatch: {name: dmp('Active Directory', 'Active Directory (Entra ID)')},
        set: {'body[_key=="b2"].children[_key=="b2s1"].text': 'Vérification de l’identité.'},
        insert: {before: 'body[_key=="b2"]', items: [{_key: 'n1', _type: 'block', children: []}]},
      }),
    )
    const draft = (await get(CONNECTOR_DRAFT))!
    expect(draft).toMatchObject({name: 'Active Directory (Entra ID)', categories: ['directory', 'security']})
    expect(draft.body.map((block: {_key: string}) => block._key).slice(0, 4)).toEqual(['b1', 'n1', 'b2', 'b3'])
    expect(draft.body[2].children[0]).toMatchObject({_key: 'b2s1', text: 'Vérification de l’identité.'})
    await expect(get(CONNECTOR)).resolves.toEqual(published)

    // A keystroke made on a revision the draft has left is refused, as the Content Lake refuses it.
    await expect(
      writer.action(edit(CONNECTOR, {ifRevisionID: _rev, diffMatchPatch: {name: dmp('Active', 'Actif')}})),
    ).rejects.toMatchObject({statusCode: 409, details: {items: [{index: 0, error: {type: 'conflictError'}}]}})
    await expect(get(CONNECTOR_DRAFT)).resolves.toEqual(draft)
  })

  it('discard deletes the draft only, and refuses a draft that does not exist', async () => {
    const published = await get(CONNECTOR)
    await writer.action(edit(CONNECTOR, {set: {name: 'Jetable'}}))
    await writer.action({actionType: 'sanity.action.document.discard', draftId: CONNECTOR_DRAFT})
    await expect(get(CONNECTOR_DRAFT)).resolves.toBeUndefined()
    await expect(get(CONNECTOR)).resolves.toEqual(published)
    await expect(
      writer.action({actionType: 'sanity.action.document.discard', draftId: CONNECTOR_DRAFT}),
    ).rejects.toMatchObject({statusCode: 409, details: {items: [{error: {type: 'documentNotFoundError'}}]}})
  })

  it('unpublish moves the published document back to a draft, or keeps the draft there is', async () => {
    await writer.create({_id: OWN, _type: 'connector', name: 'À dépublier'})
    const published = await get(OWN)
    await writer.action({
      actionType: 'sanity.action.document.unpublish',
      draftId: OWN_DRAFT,
      publishedId: OWN,
    })
    await expect(get(OWN)).resolves.toBeUndefined()
    expect(content(await get(OWN_DRAFT))).toEqual(content(published))
    await expect(clientFor(lake.url).fetch('*[_id == $id][0]', {id: OWN})).resolves.toBeNull()

    // A draft with edits of its own is what remains when its document is unpublished.
    await writer.action([publish(OWN), edit(OWN, {set: {name: 'Modifié'}})])
    await writer.action({
      actionType: 'sanity.action.document.unpublish',
      draftId: OWN_DRAFT,
      publishedId: OWN,
    })
    await expect(get(OWN_DRAFT)).resolves.toMatchObject({name: 'Modifié'})
    await expect(
      writer.action({actionType: 'sanity.action.document.unpublish', draftId: OWN_DRAFT, publishedId: OWN}),
    ).rejects.toMatchObject({statusCode: 409, details: {type: 'actionError'}})
  })

  it('delete removes the published document with the drafts it names, and refuses to leave a draft behind', async () => {
    await writer.create({_id: OWN, _type: 'connector', name: 'À supprimer'})
    await writer.action(edit(OWN, {set: {name: 'Brouillon'}}))
    const before = await everything()
    const error = await writer
      .action({actionType: 'sanity.action.document.delete', publishedId: OWN, includeDrafts: []})
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ClientError)
    expect(error).toMatchObject({
      statusCode: 409,
      details: {type: 'actionError', items: [{index: 0, error: {id: OWN_DRAFT, type: 'conflictError'}}]},
    })
    await expect(everything()).resolves.toEqual(before)

    await writer.action({
      actionType: 'sanity.action.document.delete',
      publishedId: OWN,
      includeDrafts: [OWN_DRAFT],
    })
    await expect(get(OWN)).resolves.toBeUndefined()
    await expect(get(OWN_DRAFT)).resolves.toBeUndefined()
  })

  it('unpublish and delete refuse a document a published one strongly references, naming it, as Sanity does', async () => {
    await writer.create({_id: OWN, _type: 'connector', name: 'Cité'})
    await writer.create({
      _id: 'post-citant',
      _type: 'post',
      body: [
        {_type: 'block', _key: 'b', markDefs: [{_type: 'link', _key: 'l', page: {_type: 'reference', _ref: OWN}}]},
      ],
    })
    const before = await everything()
    const actions: Action[] = [
      {actionType: 'sanity.action.document.unpublish', draftId: OWN_DRAFT, publishedId: OWN},
      {actionType: 'sanity.action.document.delete', publishedId: OWN, includeDrafts: []},
    ]
    for (const action of actions) {
      await expect(writer.action(action)).rejects.toMatchObject({
        statusCode: 409,
        details: {items: [{error: {type: 'documentHasExistingReferencesError', referencingIDs: ['post-citant']}}]},
      })
    }
    await expect(everything()).resolves.toEqual(before)
  })

  it('publish with a stale ifDraftRevisionId or ifPublishedRevisionId answers 409 and changes nothing', async () => {
    await writer.action(createDraft('post-x', {title: 'Un'}))
    const stale = (await get('drafts.post-x'))!._rev
    await writer.action(edit('post-x', {set: {title: 'Deux'}}))
    const before = await everything()

    const error = await writer.action(publish('post-x', {ifDraftRevisionId: stale})).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ClientError)
    expect(error).toMatchObject({
      statusCode: 409,
      message: expect.stringContaining('unexpected revision ID'),
      details: {type: 'actionError', items: [{index: 0, error: {id: 'drafts.post-x', type: 'conflictError'}}]},
    })
    await expect(writer.action(publish(CONNECTOR, {ifPublishedRevisionId: 'not-its-revision'}))).rejects.toMatchObject({
      statusCode: 409,
    })
    await expect(everything()).resolves.toEqual(before)
    expect(lake.requests.filter((request) => request.url.includes('/data/actions/')).map((r) => r.status)).toEqual([
      200, 200, 409, 409,
    ])
  })

  it('publish of a draft that does not exist answers 409', async () => {
    await expect(writer.action(publish('nothing-here'))).rejects.toMatchObject({
      statusCode: 409,
      details: {
        type: 'actionError',
        items: [{index: 0, error: {id: 'drafts.nothing-here', type: 'documentNotFoundError'}}],
      },
    })
  })

  it('several actions in one request are one transaction: one revision, the client’s transaction id', async () => {
    await expect(
      writer.action(
        [
          createDraft('post-x', {title: 'Un'}),
          edit('post-x', {set: {title: 'Deux'}}),
          publish('post-x'),
          edit(CONNECTOR, {set: {name: 'Brouillon'}}),
        ],
        {transactionId: 'studio-transaction'},
      ),
    ).resolves.toEqual({transactionId: 'studio-transaction'})
    await expect(get('post-x')).resolves.toMatchObject({title: 'Deux', _rev: 'studio-transaction'})
    await expect(get('drafts.post-x')).resolves.toBeUndefined()
    await expect(get(CONNECTOR_DRAFT)).resolves.toMatchObject({name: 'Brouillon', _rev: 'studio-transaction'})
    // The dataset's first revision was the export: the request made the second, whatever it held.
    expect(lake.mutate([{delete: {id: 'nothing'}}]).revision).toBe(3)
    expect(lake.requests.find((request) => request.url.includes('/data/actions/'))).toMatchObject({
      api: 'live',
      method: 'POST',
      status: 200,
      apiVersion: API_VERSION,
      actions: ['create', 'edit', 'publish', 'edit'].map((name) =>
        expect.objectContaining({actionType: `sanity.action.document.${name}`}),
      ),
      mutations: expect.arrayContaining([{delete: {id: 'drafts.post-x'}}]),
    })
  })

  it('a request fails whole: an action refused after others leaves the dataset unchanged', async () => {
    const before = await everything()
    const error = await writer
      .action([createDraft('post-x'), edit('post-x', {set: {title: 'x'}}), publish('post-y')])
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({statusCode: 409, details: {items: [{index: 2}]}})
    await expect(everything()).resolves.toEqual(before)
  })

  it('create: ifExists "ignore" keeps the draft there is, "fail" refuses it; a published document refuses both', async () => {
    await writer.action(createDraft('post-x', {title: 'Premier'}))
    await expect(writer.action({...createDraft('post-x', {title: 'Second'}), ifExists: 'ignore'})).resolves.toEqual({
      transactionId: 'local-3',
    })
    await expect(get('drafts.post-x')).resolves.toMatchObject({title: 'Premier', _rev: 'local-2'})
    await expect(writer.action(createDraft('post-x'))).rejects.toMatchObject({
      statusCode: 409,
      details: {items: [{error: {type: 'documentAlreadyExistsError', id: 'drafts.post-x'}}]},
    })
    await expect(writer.action(createDraft(CONNECTOR))).rejects.toMatchObject({
      statusCode: 409,
      details: {items: [{error: {type: 'documentAlreadyExistsError', id: CONNECTOR}}]},
    })
  })

  it('replaceDraft replaces the draft, as the Studio restores a deleted document with create and replaceDraft', async () => {
    const restored = {_id: 'drafts.post-x', _type: 'post', title: 'Restauré'}
    await writer.action([
      {actionType: 'sanity.action.document.create', publishedId: 'post-x', attributes: restored, ifExists: 'fail'},
      {actionType: 'sanity.action.document.replaceDraft', publishedId: 'post-x', attributes: restored},
    ])
    await expect(get('drafts.post-x')).resolves.toMatchObject({title: 'Restauré'})
    await writer.action({
      actionType: 'sanity.action.document.replaceDraft',
      publishedId: 'post-x',
      attributes: {_id: 'drafts.post-x', _type: 'post', body: []},
    })
    expect(content(await get('drafts.post-x'))).toEqual({_type: 'post', body: []})
    await expect(
      writer.action({
        actionType: 'sanity.action.document.replaceDraft',
        publishedId: 'post-y',
        attributes: {_id: 'drafts.post-y', _type: 'post'},
      }),
    ).rejects.toMatchObject({statusCode: 409})
  })

  it('publish strengthens the references the Studio made to unpublished documents', async () => {
    const weak = {_type: 'reference', _ref: 'a', _weak: true, _strengthenOnPublish: {type: 'post'}}
    const stayWeak = {_type: 'reference', _ref: 'b', _weak: true, _strengthenOnPublish: {type: 'post', weak: true}}
    await writer.action([createDraft('post-x', {related: [{...weak, _key: 'k'}], main: stayWeak}), publish('post-x')])
    await expect(get('post-x')).resolves.toMatchObject({
      related: [{_key: 'k', _type: 'reference', _ref: 'a'}],
      main: {_type: 'reference', _ref: 'b', _weak: true},
    })
    const published = (await get('post-x'))!
    expect(published.related[0]).not.toHaveProperty('_weak')
    expect(published.main).not.toHaveProperty('_strengthenOnPublish')
  })

  it('the client’s version methods: createVersion and discardVersion of a draft (the Studio deletes an unpublished draft so)', async () => {
    // The form with a document, sent as is (the client's createVersion warns against it).
    await writer.action({
      actionType: 'sanity.action.document.version.create',
      publishedId: 'post-x',
      document: {_id: 'drafts.post-x', _type: 'post', title: 'Version'},
    })
    await expect(get('drafts.post-x')).resolves.toMatchObject({title: 'Version'})
    await writer.createVersion({publishedId: CONNECTOR, baseId: CONNECTOR, releaseId: 'printemps'})
    expect(content(await get(`versions.printemps.${CONNECTOR}`))).toEqual(content(await get(CONNECTOR)))
    await writer.replaceVersion({document: {_id: `versions.printemps.${CONNECTOR}`, _type: 'connector', name: 'R'}})
    await expect(get(`versions.printemps.${CONNECTOR}`)).resolves.toMatchObject({name: 'R'})
    await writer.action({actionType: 'sanity.action.document.version.discard', versionId: 'drafts.post-x'})
    await writer.discardVersion({publishedId: CONNECTOR, releaseId: 'printemps'})
    await expect(get('drafts.post-x')).resolves.toBeUndefined()
    await expect(get(`versions.printemps.${CONNECTOR}`)).resolves.toBeUndefined()
  })

  it('dryRun answers the transaction id and changes nothing', async () => {
    const before = await everything()
    await expect(writer.action(edit(CONNECTOR, {set: {name: 'Essai'}}), {dryRun: true})).resolves.toEqual({
      transactionId: 'local-2',
    })
    await expect(everything()).resolves.toEqual(before)
  })

  it('refuses a request without the write token with 401 in Sanity’s shape, and writes nothing', async () => {
    const before = await everything()
    for (const client of [clientFor(lake.url), clientFor(lake.url, 'wrong')]) {
      const error = await client.action(edit(CONNECTOR, {set: {name: 'Pirate'}})).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(ClientError)
      expect(error).toMatchObject({statusCode: 401, message: 'Unauthorized - Session not found'})
    }
    await expect(everything()).resolves.toEqual(before)
  })

  it('refuses malformed requests and actions with 400, and writes nothing', async () => {
    const before = await everything()
    const refused = [
      'not json',
      [],
      {},
      {actions: []},
      {actions: {}},
      {actions: [null]},
      {actions: [{}]},
      {actions: [{actionType: 'sanity.action.release.create', releaseId: 'printemps'}]},
      {actions: [edit(CONNECTOR, {set: {name: 'x'}})], dryRun: 'yes'},
      {actions: [edit(CONNECTOR, {set: {name: 'x'}})], transactionId: 42},
      {actions: [edit(CONNECTOR, {set: {name: 'x'}})], autoGenerateArrayKeys: 'yes'},
      {actions: [createDraft('post-x', {_id: 'drafts.post-y'})]},
      {actions: [createDraft('post-x', {_type: undefined})]},
      {actions: [{...createDraft('post-x'), ifExists: 'replace'}]},
      {actions: [{...publish(CONNECTOR), publishedId: CONNECTOR_DRAFT}]},
      {actions: [{...publish(CONNECTOR), draftId: CONNECTOR}]},
      {actions: [edit(CONNECTOR, {set: {'tags[*]': 'x'}})]},
      {actions: [edit(CONNECTOR, {insert: {after: 'name', items: ['x']}})]},
      {actions: [edit(CONNECTOR, {diffMatchPatch: {name: 'not a patch'}})]},
      {actions: [{...edit(CONNECTOR, {}), patch: 'set'}]},
      {actions: [{actionType: 'sanity.action.document.delete', publishedId: CONNECTOR, includeDrafts: ['drafts.x']}]},
    ]
    for (const body of refused) {
      const response = await post(lake, body)
      expect({body, status: response.status}).toEqual({body, status: 400})
      expect(await response.json()).toEqual({error: {description: expect.any(String), type: 'httpBadRequest'}})
    }
    await expect(everything()).resolves.toEqual(before)
  })

  it('is served on the live host only, for the Actions API’s versions, POST and the dataset', async () => {
    const body = {actions: [edit(CONNECTOR, {set: {name: 'x'}})]}
    expect((await post(lake, body, {version: '1'})).status).toBe(404)
    expect((await post(lake, body, {version: '2024-01-01'})).status).toBe(404)
    expect((await post(lake, body, {version: 'X'})).status).toBe(200)
    const cdn = await fetch(`${lake.cdnUrl}/v${API_VERSION}/data/actions/production`, {
      method: 'POST',
      headers: {authorization: `Bearer ${lake.tokens.write}`},
      body: JSON.stringify(body),
    })
    expect(cdn.status).toBe(404)
    const other = await fetch(`${lake.url}/v${API_VERSION}/data/actions/staging`, {
      method: 'POST',
      headers: {authorization: `Bearer ${lake.tokens.write}`},
      body: JSON.stringify(body),
    })
    expect(other.status).toBe(404)
    expect((await fetch(`${lake.url}/v${API_VERSION}/data/actions/production`)).status).toBe(405)
  })
})
