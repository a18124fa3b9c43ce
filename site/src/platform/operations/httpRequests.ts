import {subscribe} from 'node:diagnostics_channel'
import type {Server, ServerResponse} from 'node:http'

/** The HTTP server `next start` listens with, and the requests it is answering. */
export interface HttpRequests {
  inFlight(): number
  /**
   * Stops accepting connections and resolves once every request in flight has been answered, or at `deadlineMs`
   * (the connections left are then cut). Resolves with whether every request finished.
   */
  drain(deadlineMs: number): Promise<boolean>
}

/**
 * Watches the process's HTTP server through Node's built-in diagnostics channel: `next start` keeps its server to
 * itself, and with NEXT_MANUAL_SIG_HANDLE its own shutdown (which closes it) is off, so ours must find it. Each
 * request names its server; a response counts until it closes (answered, or its client gone).
 */
export function watchHttpRequests(): HttpRequests {
  let server: Server | null = null
  const open = new Set<ServerResponse>()
  let settled: (() => void) | null = null
  let draining = false

  /**
   * While draining, a connection is not kept for another request: a proxy (nginx) would send its next one there, and
   * the instance could exit while answering it, after the headers, too late for the proxy to try another instance.
   */
  const lastOnItsConnection = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('connection', 'close')
  }

  subscribe('http.server.request.start', (message) => {
    const {server: from, response} = message as {server: Server; response: ServerResponse}
    server ??= from
    // Another server of the process (a test's) is not this one's.
    if (from !== server) return
    open.add(response)
    if (draining) lastOnItsConnection(response)
    response.once('close', () => {
      open.delete(response)
      // A response already under way when the drain began may have left its connection open: closed once idle.
      if (draining) server?.closeIdleConnections()
      if (open.size === 0) settled?.()
    })
  })

  return {
    inFlight: () => open.size,
    async drain(deadlineMs) {
      if (!server) return true
      const closed = server
      draining = true
      open.forEach(lastOnItsConnection)
      // Stops listening and drops idle keep-alive connections; requests in flight go on.
      closed.close()
      let deadline: NodeJS.Timeout | undefined
      const finished =
        open.size === 0 ||
        (await new Promise<boolean>((resolve) => {
          settled = () => resolve(true)
          deadline = setTimeout(() => resolve(false), deadlineMs)
        }))
      clearTimeout(deadline)
      settled = null
      if (finished) closed.closeIdleConnections()
      else closed.closeAllConnections()
      return finished
    },
  }
}
