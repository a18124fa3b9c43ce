/**
 * Next.js calls register() once when a server starts. The outbox worker starts with it, so that what a
 * previous run left to deliver (or to retry) goes out without waiting for the next lead. With
 * NEXT_MANUAL_SIG_HANDLE (our start script), SIGTERM and SIGINT stop the server gracefully (operations/).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  if (process.env.NODE_ENV === 'production') (await import('./platform/env/siteUrlWarning')).warnWithoutSiteUrl()
  // PGlite is one process: a second server on the same DATA_DIR stops here, asking for DATABASE_URL.
  const {databaseUrl, dataDir} = (await import('./platform/env/server')).serverEnv
  if (!databaseUrl) (await import('./leads/storage/embeddedServer')).refuseSecondEmbeddedServer(dataDir)
  // Before the first request: with REDIS_URL, every page comes from the ISR cache the instances share (cache/).
  const [{serverEnv}, {registerSharedIsrCache}] = await Promise.all([
    import('./platform/env/server'),
    import('./platform/isrCache/register'),
  ])
  registerSharedIsrCache(serverEnv.redisUrl)
  // Connected (the database opened and migrated) before the first request: a deploy's load reaches a new instance at
  // once, and its first readiness probes would otherwise answer 503 while it connects.
  const [{warmUp}, {processDependencyChecks}] = await Promise.all([
    import('./platform/operations/readiness'),
    import('./platform/operations/processDependencies'),
  ])
  await warmUp(processDependencyChecks(true))
  const {startOutboxWorker} = await import('./leads/delivery/processDelivery')
  startOutboxWorker()
  if (process.env.NEXT_MANUAL_SIG_HANDLE) {
    const {installServerShutdown} = await import('./platform/operations/serverShutdown')
    installServerShutdown()
  }
}
