// Free ports of the loopback interface and waiting for a server on one, for the throwaway servers of tests and
// deploy/nginx.mjs. Imports nothing but Node: CI runs
// test/throwaway-postgres.mjs before `npm ci`.
import {createConnection, createServer} from 'node:net'
import {setTimeout as sleep} from 'node:timers/promises'

/** A port nothing listens on: taken from the system, then released. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address()
      server.close(() => resolve(port))
    })
  })
}

/**
 * Resolves once something accepts connections on `port`; rejects when `exited()` says the server's process is gone,
 * or after `ms`. `name` names the server in the message.
 */
export async function listening(port, {name, exited = () => false, ms = 10_000}) {
  const deadline = Date.now() + ms
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = createConnection({port, host: '127.0.0.1'}, () => {
        socket.end()
        resolve(true)
      })
      socket.on('error', () => resolve(false))
    })
    if (open) return
    if (exited()) throw new Error(`${name} exited before listening on port ${port}`)
    if (Date.now() > deadline) throw new Error(`${name} did not listen on port ${port} within ${ms} ms`)
    await sleep(50)
  }
}
