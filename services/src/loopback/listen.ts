import type {Server, ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'

export interface Listening {
  /** `http://127.0.0.1:PORT`. */
  origin: string
  port: number
  /** Ends the answers still held open (streams, hung requests), every connection, then the server. */
  close(): Promise<void>
}

/** How long an idle keep-alive connection stays open, as nginx's default `keepalive_timeout` (deploy/). */
const IDLE_CONNECTION_MS = 65_000

/**
 * Starts a stand-in's server on the loopback interface, on `port` or a free one (0), for the tests and the local
 * stack: every stand-in listens and stops the same way. `held` collects the responses its server leaves open on purpose.
 */
export async function listenOnLoopback(
  server: Server,
  port = 0,
  held: ReadonlySet<ServerResponse> = new Set(),
): Promise<Listening> {
  // Node closes an idle connection after 5 s, and a client that reuses it at that moment gets "socket hang up" on a
  // write it must not retry (seen between two specs). The services these stand in for keep connections far longer.
  server.keepAliveTimeout = IDLE_CONNECTION_MS
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const bound = (server.address() as AddressInfo).port
  return {
    origin: `http://127.0.0.1:${bound}`,
    port: bound,
    close: async () => {
      for (const res of held) res.destroy()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
