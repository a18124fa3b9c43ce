import {copyFile, mkdtemp, rm} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'

import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, it} from '@jest/globals'
import {ChannelError, type ListenEvent, type MutationEvent, type SanityClient} from '@sanity/client'
import {applyPatch} from 'mendoza'
import sharp from 'sharp'

import {DEFAULT_CONTENT_DIR} from './dataset'
import {startContentLake, type ContentLake} from './index'
import {API_VERSION, lakeClient} from './testClient'

const TOKEN = 'write-secret'

const clientFor = (lake: ContentLake, token?: string): SanityClient => lakeClient(lake.url, {token})

/** Until `check` holds, or fails after `ms`. */
async function eventually(check: () => boolean, what: string, ms = 5_000) {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** A listener's events, taken one at a time as they arrive. */
function watch(observable: {
  subscribe: (observer: {next: (event: ListenEvent) => void; error: (error: unknown) => void}) => {
    unsubscribe(): void
  }
}) {
  const events: ListenEvent[] = []
  let failure: unknown
  let taken = 0
  const subscription = observable.subscribe({next: (event) => void events.push(event), error: (e) => (failure = e)})
  return {
    async next(): Promise<ListenEvent> {
      await eventually(() => events.length > taken || failure !== undefined, `event ${taken + 1}`)
      if (events.length <= taken) throw failure
      return events[taken++] as ListenEvent
    },
    async mutation(): Promise<MutationEvent> {
      const event = await this.next()
      expect(event.type).toBe('mutation')
      return event as MutationEvent
    },
    async failure(): Promise<unknown> {
      await eventually(() => failure !== undefined, 'an error')
      return failure
    },
    close: () => subscription.unsubscribe(),
  }
}
type Watched = ReturnType<typeof watch>

const withoutRev = (doc: Record<string, unknown> | null | undefined) => {
  if (!doc) return null
  const {_rev, ...rest} = doc
  return rest
}

describe('the listen endpoint, through @sanity/client', () => {
  let dir: string
  let lake: ContentLake
  let writer: SanityClient
  let reader: SanityClient
  const opened: Watched[] = []
  const listen = (client: SanityClient, query: string, options: object = {}, params: Record<string, unknown> = {}) => {
    const watched = watch(client.listen(query, params, {events: ['welcome', 'mutation'], ...options}))
    opened.push(watched)
    return watched
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'content-lake-listen-'))
    await copyFile(path.join(DEFAULT_CONTENT_DIR, 'data.ndjson'), path.join(dir, 'data.ndjson'))
  })
  afterAll(() => rm(dir, {recursive: true}))
  beforeEach(async () => {
    lake = await startContentLake({contentDir: dir, tokens: {write: TOKEN}})
    writer = clientFor(lake, TOKEN)
    reader = clientFor(lake)
  })
  afterEach(async () => {
    for (const watched of opened.splice(0)) watched.close()
    await lake.close()
  })

  it('welcomes first, then sends each publish with its transaction, revisions, result and mendoza effects', async () => {
    const listener = listen(reader, '*[_type == "post"]', {effectFormat: 'mendoza', includePreviousRevision: true})
    expect(await listener.next()).toEqual({type: 'welcome', listenerName: expect.any(String)})

    const post = {_id: 'listen-post', _type: 'post', title: 'Avant', seo: {title: 'SEO', noindex: true}, tags: ['a']}
    // client.mutate: createOrReplace() and delete() do not send a transactionId.
    await writer.mutate([{createOrReplace: post}], {transactionId: 'publish-1'})
    const created = await listener.mutation()
    expect(created).toEqual({
      type: 'mutation',
      eventId: 'publish-1#listen-post',
      documentId: 'listen-post',
      transactionId: 'publish-1',
      transition: 'appear',
      identity: expect.any(String),
      mutations: [{createOrReplace: post}],
      resultRev: 'publish-1',
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      visibility: 'query',
      result: {...post, _rev: 'publish-1', _createdAt: expect.any(String), _updatedAt: expect.any(String)},
      previous: null,
      effects: {apply: expect.any(Array), revert: expect.any(Array)},
      transactionTotalEvents: 1,
      transactionCurrentEvent: 1,
    })
    expect(created).not.toHaveProperty('previousRev')
    expect(applyPatch(null, created.effects!.apply)).toEqual(withoutRev(created.result))
    expect(applyPatch(withoutRev(created.result), created.effects!.revert)).toBeNull()

    const edits = [
      (id: string) => writer.patch(id).set({title: 'Après', 'seo.title': 'Nouveau'}).unset(['seo.noindex']),
      (id: string) =>
        writer
          .patch(id)
          .set({tags: ['a', 'b'], views: 3})
          .unset(['title']),
    ]
    let previousRev = 'publish-1'
    for (const [index, edit] of edits.entries()) {
      const transactionId = `edit-${index + 2}`
      await edit('listen-post').commit({transactionId})
      const event = await listener.mutation()
      expect(event).toMatchObject({transactionId, transition: 'update', previousRev, resultRev: transactionId})
      expect(event.mutations).toEqual([{patch: expect.objectContaining({id: 'listen-post'})}])
      // Field by field, not the whole document (`[0, document]`): what the edit left alone is not in the patch.
      expect(event.effects!.apply[0]).not.toBe(0)
      expect(event.effects!.apply).not.toContain(index === 0 ? 'tags' : 'seo')
      // The result is what the lake now holds, and the effects lead to it from the previous revision and back.
      expect(event.result).toEqual(await reader.getDocument('listen-post'))
      expect(event.previous).toMatchObject({_rev: previousRev})
      expect(applyPatch(withoutRev(event.previous), event.effects!.apply)).toEqual(withoutRev(event.result))
      expect(applyPatch(withoutRev(event.result), event.effects!.revert)).toEqual(withoutRev(event.previous))
      previousRev = transactionId
    }

    await writer.mutate([{delete: {id: 'listen-post'}}], {transactionId: 'unpublish'})
    const deleted = await listener.mutation()
    expect(deleted).toMatchObject({transition: 'disappear', previousRev, resultRev: 'unpublish'})
    expect(deleted.mutations).toEqual([{delete: {id: 'listen-post'}}])
    expect(deleted).not.toHaveProperty('result')
    expect(applyPatch(withoutRev(deleted.previous), deleted.effects!.apply)).toBeNull()
  })

  it('evaluates each listener’s filter: a title change makes the document appear in or disappear from one', async () => {
    const aTitles = listen(reader, '*[_type == "post" && title match $prefix]', {}, {prefix: 'A*'})
    const posts = listen(reader, '*[_type == "post"]')
    for (const listener of [aTitles, posts]) expect((await listener.next()).type).toBe('welcome')

    const steps: [() => Promise<unknown>, string | null, string][] = [
      [() => writer.create({_id: 'p', _type: 'post', title: 'Avril'}), 'appear', 'appear'],
      [() => writer.patch('p').set({title: 'Brume'}).commit(), 'disappear', 'update'],
      // Another type between: no listener here selects it, so the next event each gets is the post's.
      [() => writer.createOrReplace({_id: 'c', _type: 'connector', name: 'Avril'}), null, ''],
      [() => writer.patch('p').set({title: 'Automne'}).commit(), 'appear', 'update'],
      [() => writer.patch('p').set({title: 'Aube'}).commit(), 'update', 'update'],
      [() => writer.delete('p'), 'disappear', 'disappear'],
    ]
    for (const [step, aTransition, postsTransition] of steps) {
      await step()
      if (aTransition === null) continue
      const [a, all] = [await aTitles.mutation(), await posts.mutation()]
      expect([a.documentId, a.transition, all.documentId, all.transition]).toEqual([
        'p',
        aTransition,
        'p',
        postsTransition,
      ])
      expect(a.transactionId).toBe(all.transactionId)
      // The result is sent unless the document left the listener's set.
      expect(a.result === undefined).toBe(aTransition === 'disappear')
    }
  })

  it('sends one event per document a transaction touched, numbered among the listener’s events', async () => {
    const posts = listen(reader, '*[_type == "post"]')
    const one = listen(reader, '*[_id == "b"]')
    for (const listener of [posts, one]) expect((await listener.next()).type).toBe('welcome')

    await writer
      .transaction()
      .createOrReplace({_id: 'a', _type: 'post', title: 'A'})
      .createOrReplace({_id: 'b', _type: 'post', title: 'B'})
      .patch('a', (patch) => patch.set({title: 'A2'}))
      .commit({transactionId: 'two-documents'})

    const [first, second] = [await posts.mutation(), await posts.mutation()]
    expect([first, second]).toEqual([
      expect.objectContaining({
        documentId: 'a',
        eventId: 'two-documents#a',
        transactionTotalEvents: 2,
        transactionCurrentEvent: 1,
        // Only the mutations that touched this document, in their order.
        mutations: [{createOrReplace: {_id: 'a', _type: 'post', title: 'A'}}, {patch: {id: 'a', set: {title: 'A2'}}}],
        result: expect.objectContaining({title: 'A2', _rev: 'two-documents'}),
      }),
      expect.objectContaining({
        documentId: 'b',
        eventId: 'two-documents#b',
        transactionTotalEvents: 2,
        transactionCurrentEvent: 2,
        mutations: [{createOrReplace: {_id: 'b', _type: 'post', title: 'B'}}],
      }),
    ])
    // The count is of the events this listener gets: its filter selects one document.
    expect(await one.mutation()).toMatchObject({documentId: 'b', transactionTotalEvents: 1, transactionCurrentEvent: 1})
  })

  it('leaves drafts out without a token, and without includeAllVersions from API version 2025-02-19', async () => {
    const anonymous = listen(reader, '*[_type == "post"]', {includeAllVersions: true})
    const published = listen(writer, '*[_type == "post"]')
    const everything = listen(writer, '*[_type == "post"]', {includeAllVersions: true})
    for (const listener of [anonymous, published, everything]) expect((await listener.next()).type).toBe('welcome')

    await writer.createOrReplace({_id: 'drafts.d', _type: 'post', title: 'Brouillon'})
    await writer.createOrReplace({_id: 'd', _type: 'post', title: 'Publié'})
    expect((await everything.mutation()).documentId).toBe('drafts.d')
    for (const listener of [anonymous, published, everything]) expect((await listener.mutation()).documentId).toBe('d')
  })

  it('removes a listener whose client disconnects', async () => {
    const listener = listen(reader, '*[_type == "post"]')
    await listener.next()
    expect(lake.listeners).toBe(1)
    listener.close()
    await eventually(() => lake.listeners === 0, 'the listener to be removed')
    // A commit after it left reaches no one, and breaks nothing.
    await writer.createOrReplace({_id: 'x', _type: 'post', title: 'X'})
    expect(lake.listeners).toBe(0)
  })

  it('answers a filter that does not parse on the stream, as a ChannelError with a code frame', async () => {
    const listener = watch(reader.listen('*[_type == "post"', {}, {events: ['welcome', 'mutation']}))
    const error = await listener.failure()
    expect(error).toBeInstanceOf(ChannelError)
    expect((error as Error).message).toMatch(/^GROQ query parse error:\n> 1 \| \*\[_type == "post"/)
    const missing = await watch(reader.listen('*[_id == $id]', {}, {events: ['welcome']})).failure()
    expect((missing as Error).message).toContain('param $id referenced, but not provided')
    await eventually(() => lake.listeners === 0, 'no listener left')
  })

  it('refuses another token with 401, which the client does not retry', async () => {
    const error = await watch(clientFor(lake, 'wrong').listen('*', {}, {events: ['welcome']})).failure()
    expect(error).toMatchObject({name: 'ConnectionFailedError', status: 401})
  })
})

describe('the listen endpoint over HTTP', () => {
  let dir: string
  let lake: ContentLake
  const listenUrl = (search: string) => `${lake.url}/v${API_VERSION}/data/listen/production${search}`

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'content-lake-listen-'))
    await copyFile(path.join(DEFAULT_CONTENT_DIR, 'data.ndjson'), path.join(dir, 'data.ndjson'))
    lake = await startContentLake({contentDir: dir, listenHeartbeatMs: 20})
  })
  afterAll(async () => {
    await lake.close()
    await rm(dir, {recursive: true})
  })

  it('refuses a missing query and bad options with 400 in Sanity’s shape', async () => {
    for (const search of [
      '',
      '?query=',
      '?query=*&visibility=later',
      '?query=*&effectFormat=json',
      '?query=*&$id=nope',
    ]) {
      const response = await fetch(listenUrl(search))
      expect({search, status: response.status}).toEqual({search, status: 400})
      expect(await response.json()).toEqual({error: {description: expect.any(String), type: 'httpBadRequest'}})
    }
    expect(await await fetch(listenUrl('')).then((response) => response.json())).toEqual({
      error: {description: 'Missing query', type: 'httpBadRequest'},
    })
    expect((await fetch(`${lake.url}/v${API_VERSION}/data/listen/staging?query=*`)).status).toBe(404)
    expect((await fetch(`${lake.cdnUrl}/v${API_VERSION}/data/listen/production?query=*`)).status).toBe(404)
  })

  it('streams server-sent events with keep-alive comments, for in-process transactions and uploads too', async () => {
    const controller = new AbortController()
    const response = await fetch(
      listenUrl(`?query=${encodeURIComponent('*[_type in ["post", "sanity.imageAsset"]]')}`),
      {
        signal: controller.signal,
      },
    )
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    let text = ''
    const readUntil = async (pattern: RegExp) => {
      while (!pattern.test(text)) text += (await reader.read()).value ?? ''
      return pattern.exec(text)!
    }

    await readUntil(/^event: welcome\ndata: \{"listenerName":"[^"]+"\}\n\n/)
    // A keep-alive: a line with a single colon, which clients ignore.
    await readUntil(/\n:\n\n/)
    lake.mutate([{createOrReplace: {_id: 'wire', _type: 'post', title: 'Fil'}}], {transactionId: 'in-process'})
    const [, data] = await readUntil(/event: mutation\nid: in-process#wire\ndata: (.+)\n\n/)
    expect(JSON.parse(data!)).toMatchObject({documentId: 'wire', transition: 'appear', result: {title: 'Fil'}})

    // Bytes the dataset has no asset for (the bundled ones are there already: uploading them changes nothing).
    const png = await sharp({create: {width: 3, height: 2, channels: 3, background: '#0af'}})
      .png()
      .toBuffer()
    await clientFor(lake, lake.tokens.write).assets.upload('image', png)
    const [, upload] = await readUntil(/event: mutation\nid: [^\n]+#(image-[^\n]+)\n/)
    expect(upload).toMatch(/^image-[0-9a-f]{40}-3x2-png$/)

    controller.abort()
    await eventually(() => lake.listeners === 0, 'the aborted listener to be removed')
  })
})
