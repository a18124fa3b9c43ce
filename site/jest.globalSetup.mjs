// The leads' and delivery's tests run on PGlite and on PostgreSQL. Without DATABASE_URL, Jest starts a
// throwaway PostgreSQL server for the run (test/throwaway-postgres.mjs) and hands its URL to the test
// workers, which inherit this process's environment; jest.globalTeardown.mjs stops it. Without PostgreSQL's
// server programs the run stops here, saying so: the PostgreSQL variants never drop out in silence.
import {startThrowawayPostgres, stopThrowawayPostgres} from './test/throwaway-postgres.mjs'

export default async function startPostgresForTests() {
  if (process.env.DATABASE_URL) return
  let server
  try {
    server = await startThrowawayPostgres()
  } catch (error) {
    throw new Error(
      'The repository tests run on PostgreSQL too, and DATABASE_URL is not set, so Jest starts a throwaway ' +
        `PostgreSQL server, which failed:\n${error.message}`,
    )
  }
  process.env.DATABASE_URL = server.url
  globalThis.throwawayPostgres = server
  // Also when Jest is interrupted, or exits without running its teardown.
  process.once('exit', () => globalThis.throwawayPostgres && stopThrowawayPostgres(server.dir))
}
