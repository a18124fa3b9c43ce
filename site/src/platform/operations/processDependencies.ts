import {contentBackend} from '../../content/fetch'
import {databaseExists, sharedDatabase} from '../../leads/storage/sharedDatabase'
import {serverEnv} from '../env/server'
import {sharedRedis} from '../redis/client'
import {dependencyChecks, type ReadinessCheck} from './readiness'

/**
 * What this process depends on, as the readiness probe checks it. For the start's warm-up (`starting`), only a
 * PostgreSQL server is opened: PGlite serves a single instance, which no deploy's load reaches while it opens, and
 * stays closed (and out of memory) until a lead or a probe needs it.
 */
export function processDependencyChecks(starting = false): Record<string, ReadinessCheck> {
  const database = starting ? Boolean(serverEnv.databaseUrl) : databaseExists()
  return dependencyChecks({
    database: database ? sharedDatabase : null,
    redis: sharedRedis(serverEnv.redisUrl),
    content: contentBackend,
  })
}
