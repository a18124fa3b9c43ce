// Free ports of the loopback interface, for the throwaway servers of tests. Imports nothing but Node: CI runs
// throwaway-postgres.mjs before `npm ci`.
import {createServer} from 'node:net'

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
