import {createServer, type Server} from 'node:http'
import {mkdtemp, rm, writeFile} from 'node:fs/promises'
import type {AddressInfo} from 'node:net'
import {tmpdir} from 'node:os'
import path from 'node:path'

import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, it} from '@jest/globals'
import {WebSocket} from 'ws'

import {startContentLake, type ContentLake} from './index'
import {createPresenceHub, type PresenceHub} from './presence'
import {localCertificate, type LocalCertificate} from './tls'

const NAMES = ['localhost', 'parlia-local.localhost']
const TOKEN = 'write-secret-of-the-presence-test'
const SOCKET_PATH = '/v2022-06-30/socket/production'
/** What `@sanity/bifur-client` filters out as a heartbeat. */
const HEARTBEAT = '\u2665'

interface Rpc {
  jsonrpc: '2.0'
  id?: string
  method?: string
  params?: Record<string, unknown>
  result?: unknown
  error?: {code: number; message: string}
}

/**
 * A client socket as `@sanity/bifur-client` holds it: requests with ids, the messages received in order (heartbeats
 * apart), and how it closed.
 */
interface Client {
  socket: WebSocket
  /** The next message received, or the first already waiting. */
  next(): Promise<Rpc>
  /** The messages received and not yet taken by `next`. */
  pending: Rpc[]
  heartbeats: number
  /** Sends a request and resolves with the answer to its id. */
  call(method: string, params?: Record<string, unknown>): Promise<Rpc>
  send(message: object): void
  closed: Promise<{code: number; reason: string}>
}

let lastId = 0

function client(url: string, options: ConstructorParameters<typeof WebSocket>[2] = {}): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, options)
    const pending: Rpc[] = []
    const waiting: ((message: Rpc) => void)[] = []
    const closed = new Promise<{code: number; reason: string}>((onClose) =>
      socket.once('close', (code, reason) => onClose({code, reason: reason.toString()})),
    )
    const self: Client = {
      socket,
      pending,
      heartbeats: 0,
      closed,
      next: () =>
        new Promise((onMessage) => {
          const first = pending.shift()
          if (first) onMessage(first)
          else waiting.push(onMessage)
        }),
      send: (message) => socket.send(JSON.stringify(message)),
      async call(method, params) {
        const id = `r${(lastId += 1)}`
        self.send({jsonrpc: '2.0', id, method, ...(params && {params})})
        // Answers come in order here: events for this client are kept for `next`.
        for (;;) {
          const index = pending.findIndex((message) => message.id === id)
          if (index >= 0) return pending.splice(index, 1)[0] as Rpc
          const message = await new Promise<Rpc>((onMessage) => waiting.push(onMessage))
          if (message.id === id) return message
          pending.push(message)
        }
      },
    }
    socket.on('message', (data) => {
      const text = String(data)
      if (text === HEARTBEAT) {
        self.heartbeats += 1
        return
      }
      const message = JSON.parse(text) as Rpc
      const taker = waiting.shift()
      if (taker) taker(message)
      else pending.push(message)
    })
    socket.once('open', () => resolve(self))
    // Before the opening, a refusal; after it, nothing to do (`closed` tells how it ended).
    socket.on('error', reject)
  })
}

/** Resolves after `ms`: the time in which a message that should not come would have come. */
const quiet = (ms = 100) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the presence socket on the Studio host', () => {
  let dir: string
  let certificate: LocalCertificate
  let lake: ContentLake
  let port: string
  const open: Client[] = []
  /** A socket to the lake's presence path (or another), checked against the lake's certificate. */
  const connect = async (pathAndQuery = SOCKET_PATH) => {
    const opened = await client(`wss://127.0.0.1:${port}${pathAndQuery}`, {
      // The certificate names 127.0.0.1 as well as the hosts.
      ca: certificate.cert,
      headers: {host: `parlia-local.localhost:${port}`},
    })
    open.push(opened)
    return opened
  }
  /** A socket signed in with the write token and subscribed to presence: answers its subscription id too. */
  const subscribed = async () => {
    const socket = await connect()
    expect(await socket.call('authorization', {authorization: `Bearer ${TOKEN}`})).toMatchObject({result: true})
    const {result} = await socket.call('presence_subscribe')
    return {socket, subscription: result as string}
  }

  beforeAll(async () => {
    // A folder of the test's own: the certificate and a one-document dataset, nothing of the repository's content/.
    dir = await mkdtemp(path.join(tmpdir(), 'content-lake-presence-'))
    certificate = await localCertificate(path.join(dir, 'tls'), NAMES)
    await writeFile(path.join(dir, 'data.ndjson'), `${JSON.stringify({_id: 'post-a', _type: 'post'})}\n`)
    lake = await startContentLake({contentDir: dir, tokens: {write: TOKEN}, studio: {certificate}})
    port = new URL(lake.studioUrl as string).port
  })
  afterEach(() => {
    for (const socket of open.splice(0)) socket.socket.terminate()
  })
  afterAll(async () => {
    await lake?.close()
    await rm(dir, {recursive: true, force: true})
  })

  it('answers an authorization with the write token as bifur does: `result: true` to its id', async () => {
    const socket = await connect()
    socket.send({jsonrpc: '2.0', id: 'auth-1', method: 'authorization', params: {authorization: `Bearer ${TOKEN}`}})
    expect(await socket.next()).toEqual({jsonrpc: '2.0', id: 'auth-1', result: true})
    expect(socket.socket.readyState).toBe(WebSocket.OPEN)
  })

  it('closes the socket with 4001 on a wrong token', async () => {
    const socket = await connect()
    socket.send({jsonrpc: '2.0', id: '1', method: 'authorization', params: {authorization: 'Bearer not-the-token'}})
    expect(await socket.closed).toEqual({code: 4001, reason: 'Unauthorized'})
    expect(socket.pending).toEqual([])
  })

  it('closes the socket with 4001 on a request before the authorization', async () => {
    const socket = await connect()
    socket.send({jsonrpc: '2.0', id: '1', method: 'presence_subscribe'})
    expect(await socket.closed).toMatchObject({code: 4001})
    expect(socket.pending).toEqual([])
  })

  it('ignores what is not JSON-RPC 2.0, and answers an unknown method with -32601', async () => {
    const socket = await connect()
    socket.socket.send('not json')
    socket.send({jsonrpc: '1.0', id: 'old', method: 'presence_subscribe'})
    expect(await socket.call('authorization', {authorization: `Bearer ${TOKEN}`})).toMatchObject({result: true})
    const answer = await socket.call('presence_teleport')
    expect(answer).toEqual({jsonrpc: '2.0', id: answer.id, error: {code: -32601, message: 'Method not found'}})
    expect(socket.pending).toEqual([])
    expect(socket.socket.readyState).toBe(WebSocket.OPEN)
  })

  it('answers a presence subscription with its id, one per socket', async () => {
    const [first, second] = [await subscribed(), await subscribed()]
    expect(first.subscription).toEqual(expect.any(String))
    expect(second.subscription).toEqual(expect.any(String))
    expect(first.subscription).not.toBe(second.subscription)
  })

  it('passes an announce, a roll call and a disconnect on to the other subscribed sessions, not to the sender', async () => {
    const sender = await subscribed()
    const other = await subscribed()
    // Signed in but not subscribed: it hears nothing.
    const silent = await connect()
    await silent.call('authorization', {authorization: `Bearer ${TOKEN}`})

    const locations = [{type: 'document', documentId: 'post-a', path: ['title'], lastActiveAt: '2025-03-01T10:00:00Z'}]
    expect(await sender.socket.call('presence_announce', {data: {sessionId: 's1', locations}})).toMatchObject({
      result: true,
    })
    expect(await other.socket.next()).toEqual({
      jsonrpc: '2.0',
      method: 'presence_subscription',
      params: {
        subscription: other.subscription,
        result: {type: 'state', i: 'local-editor', m: {sessionId: 's1', locations}},
      },
    })

    expect(await sender.socket.call('presence_rollcall', {session: 's1'})).toMatchObject({result: true})
    expect(await other.socket.next()).toEqual({
      jsonrpc: '2.0',
      method: 'presence_subscription',
      params: {subscription: other.subscription, result: {type: 'rollCall', i: 'local-editor', session: 's1'}},
    })

    expect(await sender.socket.call('presence_disconnect', {session: 's1'})).toMatchObject({result: true})
    expect(await other.socket.next()).toEqual({
      jsonrpc: '2.0',
      method: 'presence_subscription',
      params: {subscription: other.subscription, result: {type: 'disconnect', i: 'local-editor', m: {session: 's1'}}},
    })

    await quiet()
    expect(sender.socket.pending).toEqual([])
    expect(silent.pending).toEqual([])
    expect(other.socket.pending).toEqual([])
  })

  it('stops passing events on to a session that unsubscribed or closed', async () => {
    const sender = await subscribed()
    const leaving = await subscribed()
    const closing = await subscribed()
    expect(await leaving.socket.call('presence_unsubscribe')).toMatchObject({result: true})
    closing.socket.socket.close()
    await closing.socket.closed
    await sender.socket.call('presence_rollcall', {session: 's2'})
    await quiet()
    expect(leaving.socket.pending).toEqual([])
  })

  it('refuses an upgrade to another path: the socket is destroyed', async () => {
    for (const other of ['/v2022-06-30/socket', '/v2022-06-30/data/listen/production', '/socket/production']) {
      await expect(connect(other)).rejects.toThrow(/socket hang up|ECONNRESET/)
    }
  })

  it('closes its open sockets on lake.close()', async () => {
    const own = await startContentLake({contentDir: dir, tokens: {write: TOKEN}, studio: {certificate}})
    const ownPort = new URL(own.studioUrl as string).port
    const socket = await client(`wss://127.0.0.1:${ownPort}${SOCKET_PATH}`, {ca: certificate.cert})
    expect(await socket.call('authorization', {authorization: `Bearer ${TOKEN}`})).toMatchObject({result: true})
    await own.close()
    expect((await socket.closed).code).toBe(1006)
    expect(socket.socket.readyState).toBe(WebSocket.CLOSED)
  })
})

describe('the presence hub alone', () => {
  let server: Server
  let hub: PresenceHub
  let url: string
  const upgrades: boolean[] = []

  beforeEach(async () => {
    hub = createPresenceHub({writeToken: TOKEN, userId: 'someone', heartbeatMs: 20})
    server = createServer()
    server.on('upgrade', (request, socket, head) => {
      const taken = hub.upgrade(request, socket, head)
      upgrades.push(taken)
      if (!taken) socket.destroy()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterEach(async () => {
    hub.close()
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  it('sends a heartbeat every `heartbeatMs`, before and after the authorization', async () => {
    const socket = await client(`${url}/v1/socket/production`)
    while (socket.heartbeats < 2) await quiet(10)
    expect(await socket.call('authorization', {authorization: `Bearer ${TOKEN}`})).toMatchObject({result: true})
    const before = socket.heartbeats
    while (socket.heartbeats < before + 2) await quiet(10)
    socket.socket.close()
    await socket.closed
  })

  it('takes the socket paths of every API version, with a query string, and answers false for any other', async () => {
    upgrades.length = 0
    for (const socketPath of ['/v1/socket/production', '/vX/socket/production', '/v2025-02-19/socket/staging?tag=s']) {
      const socket = await client(`${url}${socketPath}`)
      socket.socket.close()
      await socket.closed
    }
    for (const other of ['/v1/socket/production/more', '/v2022-06-30/sockets/production', '/v1/socket/']) {
      await expect(client(`${url}${other}`)).rejects.toThrow(/socket hang up|ECONNRESET/)
    }
    expect(upgrades).toEqual([true, true, true, false, false, false])
  })

  it('names the user it was made for in the events it passes on', async () => {
    const [sender, receiver] = [
      await client(`${url}/v1/socket/production`),
      await client(`${url}/v1/socket/production`),
    ]
    for (const socket of [sender, receiver]) await socket.call('authorization', {authorization: `Bearer ${TOKEN}`})
    const {result: subscription} = await receiver.call('presence_subscribe')
    await sender.call('presence_announce', {data: {sessionId: 's9', locations: []}})
    expect(await receiver.next()).toMatchObject({
      params: {subscription, result: {type: 'state', i: 'someone', m: {sessionId: 's9', locations: []}}},
    })
    hub.close()
    expect((await sender.closed).code).toBe(1006)
    expect((await receiver.closed).code).toBe(1006)
  })
})
