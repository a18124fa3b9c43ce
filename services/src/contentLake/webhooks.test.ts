import {appendFile, copyFile, mkdtemp, rm} from 'node:fs/promises'
import {createServer, type IncomingHttpHeaders} from 'node:http'
import {tmpdir} from 'node:os'
import path from 'node:path'

import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest} from '@jest/globals'
import {WEBHOOK_CONFIG} from '@parlia/schemas/pages/paths'
import type {EditAction, PublishAction, SanityClient} from '@sanity/client'
import {isValidSignature, SIGNATURE_HEADER_NAME} from '@sanity/webhook'

import {listenOnLoopback} from '../loopback/listen'
import {DEFAULT_CONTENT_DIR} from './dataset'
import {startContentLake, type ContentLake} from './index'
import {lakeClient} from './testClient'

const TOKEN = 'write-secret'
const SECRET = 'webhook-secret'

/** Published documents of the bundled dataset, without drafts, and their slugs. */
const CONNECTOR = 'connector-active-directory'
const OTHER_CONNECTOR = 'connector-affluences'

/** A published connector of the tests' own, which nothing references: the lake lets it be deleted. */
const DELETABLE = {
  _id: 'connector-webhook',
  _type: 'connector',
  name: 'Webhook',
  connectorId: {_type: 'slug', current: 'connecteur-webhook'},
}

/** A published article the tests create: a type the site's filter names, with its slug in `postId`. */
const POST = {_id: 'post-webhook', _type: 'post', postId: {_type: 'slug', current: 'webhook'}}

const edit = (publishedId: string, patch: Record<string, unknown>): EditAction => ({
  actionType: 'sanity.action.document.edit',
  draftId: `drafts.${publishedId}`,
  publishedId,
  patch,
})

const publish = (publishedId: string): PublishAction => ({
  actionType: 'sanity.action.document.publish',
  draftId: `drafts.${publishedId}`,
  publishedId,
})

/**
 * The site's /api/revalidate as the tests see it: every request it got, as received; it answers `answers` in turn
 * (a status, or a promise of one to hold the request), then 200.
 */
async function startReceiver() {
  const received: {headers: IncomingHttpHeaders; body: string}[] = []
  const answers: (number | Promise<number>)[] = []
  const server = createServer(async (request, response) => {
    let body = ''
    for await (const chunk of request) body += chunk
    received.push({headers: request.headers, body})
    response.writeHead(await (answers.shift() ?? 200)).end()
  })
  const {origin, close} = await listenOnLoopback(server)
  return {url: `${origin}/api/revalidate`, received, answers, close}
}

describe('webhooks, as Sanity sends them to the site’s /api/revalidate', () => {
  let dir: string
  let receiver: Awaited<ReturnType<typeof startReceiver>>
  let lake: ContentLake
  let writer: SanityClient
  const bodies = () => receiver.received.map(({body}) => JSON.parse(body) as unknown)
  const header = (name: string) => receiver.received.map(({headers}) => headers[name])

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'content-lake-webhooks-'))
    await copyFile(path.join(DEFAULT_CONTENT_DIR, 'data.ndjson'), path.join(dir, 'data.ndjson'))
    await appendFile(path.join(dir, 'data.ndjson'), `\n${JSON.stringify(DELETABLE)}\n`)
  })
  afterAll(() => rm(dir, {recursive: true, force: true}))

  beforeEach(async () => {
    receiver = await startReceiver()
    const webhooks = [{url: receiver.url, ...WEBHOOK_CONFIG, secret: SECRET}]
    lake = await startContentLake({contentDir: dir, tokens: {write: TOKEN}, webhooks})
    writer = lakeClient(lake.url, {token: TOKEN})
  })
  afterEach(async () => {
    jest.restoreAllMocks()
    await lake.close()
    await receiver.close()
  })

  it('a publish answers at once, then POSTs the projection, signed, with Sanity’s headers', async () => {
    await writer.action(edit(CONNECTOR, {set: {name: 'Active Directory (Entra ID)'}}))
    let release!: (status: number) => void
    receiver.answers.push(new Promise((resolve) => (release = resolve)))
    // The receiver holds its answer until after this one: a lake waiting for it would never answer.
    const {transactionId} = await writer.action(publish(CONNECTOR))
    release(200)
    await lake.webhooksIdle()

    expect(receiver.received).toHaveLength(1)
    const {headers, body} = receiver.received[0]!
    expect(JSON.parse(body)).toEqual({
      _id: CONNECTOR,
      _type: 'connector',
      slug: 'active-directory',
      previousSlug: 'active-directory',
      operation: 'update',
      linked: null,
    })
    expect(headers).toMatchObject({
      'content-type': 'application/json',
      'sanity-transaction-id': transactionId,
      'sanity-document-id': CONNECTOR,
      'sanity-operation': 'update',
      'sanity-project-id': 'local',
      'sanity-dataset': 'production',
      'idempotency-key': expect.any(String),
    })
    const signature = headers[SIGNATURE_HEADER_NAME] as string
    await expect(isValidSignature(body, signature, SECRET)).resolves.toBe(true)
    await expect(isValidSignature(body, signature, 'another-secret')).resolves.toBe(false)
  })

  it('a publish of a new slug delivers the slug it had before, so that the site regenerates the old page', async () => {
    await writer.action(edit(CONNECTOR, {set: {connectorId: {_type: 'slug', current: 'entra-id'}}}))
    await writer.action(publish(CONNECTOR))
    await lake.webhooksIdle()
    expect(receiver.received.map(({body}) => JSON.parse(body))).toEqual([
      {
        _id: CONNECTOR,
        _type: 'connector',
        slug: 'entra-id',
        previousSlug: 'active-directory',
        operation: 'update',
        linked: null,
      },
    ])
  })

  it('a use case’s publish names the connectors and customer cases it references, before and after', async () => {
    const [useCase] = await writer.fetch<{_id: string; connectors: {_ref: string}[]}[]>(
      `*[_type == "useCase" && count(connectors) > 1][0...1]{_id, connectors}`,
    )
    const [kept, removed] = useCase!.connectors.map(({_ref}) => _ref)
    await writer.action(edit(useCase!._id, {unset: [`connectors[_ref == "${removed}"]`]}))
    await writer.action(publish(useCase!._id))
    await lake.webhooksIdle()
    const [body] = bodies() as {_type: string; linked: string[]}[]
    expect(body!._type).toBe('useCase')
    // The connector it no longer references is named too: its page still lists the use case until regenerated.
    expect(body!.linked).toEqual(expect.arrayContaining([kept, removed]))
  })

  it('a draft edit delivers nothing', async () => {
    await writer.action(edit(CONNECTOR, {set: {name: 'Brouillon'}}))
    await writer.create({...POST, _id: `drafts.${POST._id}`})
    await lake.webhooksIdle()
    expect(receiver.received).toEqual([])
  })

  it('a delete, and an unpublish (a delete of the published id), deliver `delete` with the slug it had', async () => {
    await writer.delete(DELETABLE._id)
    await writer.action({
      actionType: 'sanity.action.document.unpublish',
      draftId: `drafts.${OTHER_CONNECTOR}`,
      publishedId: OTHER_CONNECTOR,
    })
    await lake.webhooksIdle()
    expect(bodies()).toEqual([
      {
        _id: DELETABLE._id,
        _type: 'connector',
        slug: 'connecteur-webhook',
        previousSlug: 'connecteur-webhook',
        operation: 'delete',
        linked: null,
      },
      {
        _id: OTHER_CONNECTOR,
        _type: 'connector',
        slug: 'affluences',
        previousSlug: 'affluences',
        operation: 'delete',
        linked: null,
      },
    ])
    expect(header('sanity-operation')).toEqual(['delete', 'delete'])
  })

  it('a document of a type the filter leaves out delivers nothing', async () => {
    // An upload commits an asset document (`sanity.fileAsset`), which no page shows.
    await writer.assets.upload('file', Buffer.from('%PDF-1.4'), {filename: 'livre-blanc.pdf'})
    await lake.webhooksIdle()
    expect(receiver.received).toEqual([])
  })

  it('tries again after a 500, with the same body and idempotency key', async () => {
    receiver.answers.push(500)
    await writer.createOrReplace(POST)
    await lake.webhooksIdle()
    expect(bodies()).toEqual([
      {_id: POST._id, _type: 'post', slug: 'webhook', previousSlug: null, operation: 'create', linked: null},
      {_id: POST._id, _type: 'post', slug: 'webhook', previousSlug: null, operation: 'create', linked: null},
    ])
    const [first, second] = header('idempotency-key')
    expect(second).toBe(first)
  })

  it('gives up at once on a 400, and says so on stderr', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
    receiver.answers.push(400)
    await writer.delete(DELETABLE._id)
    await lake.webhooksIdle()
    expect(receiver.received).toHaveLength(1)
    expect(errors.mock.calls).toEqual([
      [expect.stringMatching(/^Webhook delete of connector-webhook .* failed after 1 attempt\(s\): answered 400$/)],
    ])
  })

  it('close abandons a request the receiver never answers, after a short grace, and says so', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
    receiver.answers.push(new Promise<number>(() => {}))
    await writer.delete(DELETABLE._id)
    const started = Date.now()
    await lake.close()
    expect(Date.now() - started).toBeLessThan(3_000)
    expect(errors.mock.calls).toEqual([
      [expect.stringMatching(/ failed after 1 attempt\(s\): Error: the lake closed$/)],
    ])
  })

  it('a transaction touching two documents delivers two POSTs, the second after the first’s retry', async () => {
    receiver.answers.push(500)
    const {transactionId} = await writer
      .transaction()
      .create(POST)
      .patch(CONNECTOR, (patch) => patch.set({name: 'AD'}))
      .commit()
    await lake.webhooksIdle()
    expect(header('sanity-document-id')).toEqual([POST._id, POST._id, CONNECTOR])
    expect(header('sanity-transaction-id')).toEqual([transactionId, transactionId, transactionId])
    expect(bodies().slice(1)).toEqual([
      {_id: POST._id, _type: 'post', slug: 'webhook', previousSlug: null, operation: 'create', linked: null},
      {
        _id: CONNECTOR,
        _type: 'connector',
        slug: 'active-directory',
        previousSlug: 'active-directory',
        operation: 'update',
        linked: null,
      },
    ])
  })
})
