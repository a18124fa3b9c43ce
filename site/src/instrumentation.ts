/**
 * Next.js calls register() once when a server starts. The outbox worker starts with it, so that what a
 * previous run left to deliver (or to retry) goes out without waiting for the next lead.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const {startOutboxWorker} = await import('./delivery/service')
  startOutboxWorker()
}
