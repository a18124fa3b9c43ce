import type {IncomingMessage} from 'node:http'
import type {Duplex} from 'node:stream'

import {type WebSocket, WebSocketServer} from 'ws'

import {carriesToken} from '../auth/bearer'

/**
 * The Studio's presence socket (`wss://{projectId}.localhost/v…/socket/{dataset}`): Sanity's bifur protocol, JSON-RPC
 * 2.0 over a WebSocket, as `@sanity/bifur-client` speaks it. Each Studio session announces where it is (`presence_announce`)
 * and asks the others to (`presence_rollcall`); the hub passes each message on to every other subscribed session, so
 * that two tabs, or two editors on one machine, see each other's avatars on the fields they edit.
 */
export interface PresenceHub {
  /** Takes over an HTTP/1.1 upgrade of the socket's path; answers false for any other. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean
  close(): void
}

interface Rpc {
  jsonrpc: '2.0'
  id?: string
  method?: string
  params?: Record<string, unknown>
}

/** What `@sanity/bifur-client` filters out as a heartbeat, and what keeps idle proxies from closing the socket. */
const HEARTBEAT = '\u2665'
const SOCKET_PATH = /^\/v(?:1|X|\d{4}-\d{2}-\d{2})\/socket\/[^/?]+(\?|$)/
/** bifur's error codes: a missing or wrong token, and an unknown method. */
const UNAUTHORIZED = 4001
const METHOD_NOT_FOUND = -32601

export function createPresenceHub({
  writeToken,
  userId,
  heartbeatMs = 25_000,
}: {
  writeToken: string
  userId: string
  heartbeatMs?: number
}): PresenceHub {
  const server = new WebSocketServer({noServer: true})
  /** Each open socket's presence subscription, once it has asked for one. */
  const subscriptions = new Map<WebSocket, string>()
  let nextSubscription = 0

  const send = (socket: WebSocket, message: object) => socket.send(JSON.stringify({jsonrpc: '2.0', ...message}))

  /** An event for every session but the sender's. */
  const broadcast = (from: WebSocket, result: object) => {
    for (const [socket, subscription] of subscriptions) {
      if (socket !== from) send(socket, {method: 'presence_subscription', params: {subscription, result}})
    }
  }

  function handle(socket: WebSocket, rpc: Rpc, authorized: boolean): boolean {
    const reply = (result: unknown) => send(socket, {id: rpc.id, result})
    const params = rpc.params ?? {}
    if (rpc.method === 'authorization') {
      if (!carriesToken(params.authorization, writeToken)) {
        socket.close(UNAUTHORIZED, 'Unauthorized')
        return false
      }
      reply(true)
      return true
    }
    if (!authorized) {
      socket.close(UNAUTHORIZED, 'Unauthorized')
      return false
    }
    switch (rpc.method) {
      case 'presence_subscribe': {
        const subscription = `presence-${(nextSubscription += 1)}`
        subscriptions.set(socket, subscription)
        reply(subscription)
        break
      }
      case 'presence_unsubscribe':
        subscriptions.delete(socket)
        reply(true)
        break
      case 'presence_announce':
        broadcast(socket, {type: 'state', i: userId, m: params.data})
        reply(true)
        break
      case 'presence_rollcall':
        broadcast(socket, {type: 'rollCall', i: userId, session: params.session})
        reply(true)
        break
      case 'presence_disconnect':
        broadcast(socket, {type: 'disconnect', i: userId, m: {session: params.session}})
        reply(true)
        break
      default:
        send(socket, {id: rpc.id, error: {code: METHOD_NOT_FOUND, message: 'Method not found'}})
    }
    return true
  }

  server.on('connection', (socket: WebSocket) => {
    let authorized = false
    const heartbeat = setInterval(() => socket.send(HEARTBEAT), heartbeatMs)
    socket.on('message', (data) => {
      let rpc: Rpc
      try {
        rpc = JSON.parse(String(data)) as Rpc
      } catch {
        return
      }
      if (rpc?.jsonrpc === '2.0') authorized = handle(socket, rpc, authorized)
    })
    socket.on('close', () => {
      clearInterval(heartbeat)
      subscriptions.delete(socket)
    })
  })

  return {
    upgrade(request, socket, head) {
      if (!SOCKET_PATH.test(request.url ?? '')) return false
      server.handleUpgrade(request, socket, head, (webSocket) => server.emit('connection', webSocket, request))
      return true
    },
    close() {
      for (const socket of server.clients) socket.terminate()
      server.close()
    },
  }
}
