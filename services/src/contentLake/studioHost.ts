import type {RequestListener} from 'node:http'
import {createSecureServer, type Http2ServerRequest, type Http2ServerResponse} from 'node:http2'
import type {TLSSocket} from 'node:tls'

import type {Listening} from '../loopback/listen'

export interface StudioHostOptions {
  /** PEM key and certificate for the names the Studio calls (`localhost`, `{projectId}.localhost`): see tls.ts. */
  certificate: {key: string; cert: string}
  /** The live API's handler, which answers everything but the images. */
  live: RequestListener
  /** The image CDN's handler: the Studio asks for images on its API host, under `/images/`. */
  images: RequestListener
  port?: number
}

/**
 * The live API and the images over HTTP/2 with TLS, for the Studio in a browser. Opening one document opens seven
 * event streams; over HTTP/1.1 a browser's six connections per host are then all held, and the Studio hangs on
 * « Trying to connect ». Browsers speak HTTP/2 only over TLS; HTTP/1.1 stays allowed for Node's clients.
 */
export async function listenStudioHost({certificate, live, images, port = 0}: StudioHostOptions): Promise<Listening> {
  // The compatibility API gives the handlers written for node:http the request and response they read.
  const route = (request: Http2ServerRequest, response: Http2ServerResponse) => {
    const handler = request.url.startsWith('/images/') ? images : live
    handler(request as never, response as never)
  }
  const server = createSecureServer({...certificate, allowHTTP1: true}, route)
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
