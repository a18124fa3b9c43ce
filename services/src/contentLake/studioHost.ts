import type {IncomingMessage, RequestListener} from 'node:http'
import {createSecureServer, type Http2ServerRequest, type Http2ServerResponse} from 'node:http2'
import type {Duplex} from 'node:stream'
import type {TLSSocket} from 'node:tls'

import sirv from 'sirv'

import type {Listening} from '../loopback/listen'

export interface StudioHostOptions {
  /** PEM key and certificate for the names the Studio calls (`localhost`, `{projectId}.localhost`): see tls.ts. */
  certificate: {key: string; cert: string}
  /** The live API's handler, which answers everything but the images. */
  live: RequestListener
  /** The image CDN's handler: the Studio asks for images on its API host, under `/images/`. */
  images: RequestListener
  port?: number
  /**
   * A built Studio (`sanity build`'s folder) to serve on `https://localhost:PORT/`, its API then being
   * `https://{projectId}.localhost:PORT`: the Studio's pages and the lake share one certificate and one port.
   */
  app?: string
  /** Takes over a WebSocket upgrade it knows (the presence socket, presence.ts); false to refuse it. */
  upgrade?: (request: IncomingMessage, socket: Duplex, head: Buffer) => boolean
}

/** What the lake answers on the bare host even when it serves a Studio: its images, sign-in and versioned API. */
const LAKE_PATH = /^\/(images|auth|v1|vX|v\d{4}-\d{2}-\d{2})(\/|$)/

/**
 * The live API and the images over HTTP/2 with TLS, for the Studio in a browser. Opening one document opens seven
 * event streams; over HTTP/1.1 a browser's six connections per host are then all held, and the Studio hangs on
 * « Trying to connect ». Browsers speak HTTP/2 only over TLS; HTTP/1.1 stays allowed for Node's clients.
 */
export async function listenStudioHost({
  certificate,
  live,
  images,
  port = 0,
  app,
  upgrade,
}: StudioHostOptions): Promise<Listening> {
  // Every route of a single-page app answers its index.html; its hashed assets are cached for good.
  const studio = app && sirv(app, {single: true, immutable: true, dev: false})
  // The compatibility API gives the handlers written for node:http the request and response they read.
  const route = (request: Http2ServerRequest, response: Http2ServerResponse) => {
    const host = request.headers[':authority'] ?? request.headers.host ?? ''
    const onProjectHost = /^[^.]+\.localhost(:\d+)?$/.test(host)
    const handler = request.url.startsWith('/images/')
      ? images
      : studio && !onProjectHost && !LAKE_PATH.test(request.url)
        ? studio
        : live
    handler(request as never, response as never)
  }
  const server = createSecureServer({...certificate, allowHTTP1: true}, route)
  // Browsers open WebSockets over HTTP/1.1 here: the server does not offer HTTP/2's extended CONNECT.
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!upgrade?.(request, socket, head)) socket.destroy()
  })
  // Held streams (listeners) keep their connection open: closing destroys every socket, HTTP/2 or not.
  const sockets = new Set<TLSSocket>()
  server.on('secureConnection', (socket: TLSSocket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const bound = (server.address() as {port: number}).port
  return {
    // By name: the certificate's, and the one a browser resolves `{projectId}.localhost` beside.
    origin: `https://localhost:${bound}`,
    port: bound,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
