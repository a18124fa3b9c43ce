import {contentBackend} from '../../content/fetch'
import {serverEnv} from '../../env/server'
import {databaseExists, sharedDatabase} from '../../leads/store'
import {healthRoute} from '../../operations/health'
import {dependencyChecks} from '../../operations/readiness'
import {sharedRedis} from '../../redis/client'

export default healthRoute(() =>
  dependencyChecks({
    database: databaseExists() ? sharedDatabase : null,
    redis: sharedRedis(serverEnv.redisUrl),
    content: contentBackend,
  }),
)
