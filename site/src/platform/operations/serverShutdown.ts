import {stopOutboxWorker} from '../../leads/delivery/processDelivery'
import {closeSharedDatabase} from '../../leads/storage/sharedDatabase'
import {closeSharedRedis} from '../redis/client'
import {closeContentChanges} from '../../content/revalidation/contentChanges'
import {watchHttpRequests} from './httpRequests'
import {onStopSignals} from './shutdown'

/**
 * The server's graceful stop, installed by instrumentation.ts when NEXT_MANUAL_SIG_HANDLE turns `next start`'s own
 * off (which closes the HTTP server and exits, without waiting for our database, outbox and Redis).
 */
export function installServerShutdown(): void {
  const http = watchHttpRequests()
  onStopSignals(() => ({
    drainHttp: (deadlineMs) => http.drain(deadlineMs),
    stopOutbox: stopOutboxWorker,
    closers: [
      {name: 'database', close: closeSharedDatabase},
      {name: 'content changes', close: async () => closeContentChanges()},
      {name: 'redis', close: closeSharedRedis},
    ],
  }))
}
