import {contentBackend} from '../../content/fetch'
import {serverEnv} from '../../platform/env/server'
import {databaseExists, sharedDatabase} from '../../leads/storage/sharedDatabase'
import {healthRoute} from '../../platform/operations/health'
import {dependencyChecks} from '../../platform/operations/readiness'
import {sharedRedis} from '../../platform/redis/client'

export default healthRoute(() =>
  dependencyChecks({
    database: databaseExists() ? sharedDatabase : null,
    redis: sharedRedis(serverEnv.redisUrl),
    content: contentBackend,
  }),
)
