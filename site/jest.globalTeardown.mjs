// Stops the throwaway PostgreSQL server jest.globalSetup.mjs started, if it started one.
import {stopThrowawayPostgres} from './test/throwaway-postgres.mjs'

export default function stopPostgresForTests() {
  const server = globalThis.throwawayPostgres
  if (!server) return
  globalThis.throwawayPostgres = undefined
  delete process.env.DATABASE_URL
  stopThrowawayPostgres(server.dir)
}
