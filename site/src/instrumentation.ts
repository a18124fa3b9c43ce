/**
 * Next.js calls register() once when a server starts. The outbox worker starts with it, so that what a
 * previous run left to deliver (or to retry) goes out without waiting for the next lead.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  // Before the first request: with REDIS_URL, every page comes from the ISR cache the instances share (cache/).
  const [{serverEnv}, {registerSharedIsrCache}] = await Promise.all([import('./env/server'), import('./cache/register')])
  registerSharedIsrCache(serverEnv.redisUrl)
  const {startOutboxWorker} = await import('./delivery/service')
  startOutboxWorker()
}
