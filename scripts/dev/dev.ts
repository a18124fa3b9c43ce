// `npm run dev`: the site and the Studio in development, through turbo. With a Sanity project in the root `.env`, on
// that project. Without one, on the local Content Lake (services/src/contentLake) started here on content/: the Studio
// edits it as it would a Sanity project, edits are saved back into content/, and a publish sends the project's
// webhook to the site, as Sanity would.
import {spawn} from 'node:child_process'
import {randomBytes} from 'node:crypto'
import {join} from 'node:path'

import {startContentLake} from '@parlia/services/src/contentLake'
import {localCertificate, trustHint} from '@parlia/services/src/contentLake/tls'
import {DEFAULT_DATASET, DEFAULT_SITE_URL, LOCAL_PROJECT_ID} from '@parlia/schemas/env/defaults'
import {withEnvFile} from '@parlia/schemas/env/envFile'
import {WEBHOOK_CONFIG} from '@parlia/schemas/pages/paths'

import {contentDirOf, REPO_ROOT} from '../content/env'

/** `sanity dev`'s port (studio/scripts/studio.mjs), which the lake lets sign in and call it. */
const STUDIO_ORIGIN = 'http://localhost:3333'
/** The lake's HTTPS host for the Studio: fixed, so that a browser told to trust it once finds it again. */
const LAKE_STUDIO_PORT = 3334
/** Kept out of git (.gitignore's .data/), reused from one run to the next. */
const CERTIFICATE_DIR = join(REPO_ROOT, '.data', 'tls')

/**
 * `turbo run dev` in a process group of its own, which a stop signal reaches whole: turbo's npm shim does not pass
 * signals on to the turbo binary, and the binary stops the site's and the Studio's servers.
 */
function turboDev(env: NodeJS.ProcessEnv) {
  const child = spawn('turbo', ['run', 'dev'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    detached: true,
    env: {...env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1'},
  })
  const stop = (signal: NodeJS.Signals) => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, signal)
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal))
  process.on('exit', () => stop('SIGTERM'))
  return child
}

async function main() {
  const vars = withEnvFile(join(REPO_ROOT, '.env'))
  if (vars.SANITY_PROJECT_ID && vars.SANITY_PROJECT_ID !== LOCAL_PROJECT_ID) {
    turboDev(process.env).on('exit', (code) => process.exit(code ?? 1))
    return
  }

  const certificate = await localCertificate(CERTIFICATE_DIR, ['localhost', `${LOCAL_PROJECT_ID}.localhost`])
  const site = (vars.NEXT_PUBLIC_SITE_URL?.trim() || DEFAULT_SITE_URL).replace(/\/+$/, '')
  // The site checks the webhook's signature with it: any value both sides share will do on one machine.
  const secret = vars.SANITY_REVALIDATE_SECRET || randomBytes(24).toString('hex')
  const dataset = vars.SANITY_DATASET || DEFAULT_DATASET
  const lake = await startContentLake({
    contentDir: contentDirOf(vars),
    dataset,
    persist: true,
    corsOrigins: [STUDIO_ORIGIN],
    studio: {certificate, port: LAKE_STUDIO_PORT},
    webhooks: [{url: `${site}/api/revalidate`, ...WEBHOOK_CONFIG, secret}],
  })
  console.log(
    [
      '',
      `Local Content Lake on ${contentDirOf(vars)} (edits are saved there):`,
      `  Site     ${site}`,
      `  Studio   ${STUDIO_ORIGIN} (« Éditeur local », no account)`,
      `  API      ${lake.studioUrl} for the Studio, ${lake.url} for the site`,
      ...(certificate.created ? ['', trustHint(certificate.certFile)] : []),
      '',
    ].join('\n'),
  )

  const child = turboDev({
    ...process.env,
    SANITY_PROJECT_ID: LOCAL_PROJECT_ID,
    SANITY_DATASET: dataset,
    SANITY_API_HOST: lake.url,
    SANITY_API_CDN_HOST: lake.cdnUrl,
    // Previews read drafts with it, as with a Viewer token of a real project.
    SANITY_API_READ_TOKEN: lake.tokens.write,
    NEXT_PUBLIC_SANITY_IMAGE_HOST: lake.imageUrl,
    SANITY_REVALIDATE_SECRET: secret,
    SANITY_STUDIO_API_HOST: lake.studioUrl,
  })
  // Once turbo has stopped the servers, the lake saves what is pending, then the launcher ends.
  child.on('exit', (code) => {
    void lake.close().finally(() => process.exit(code ?? 1))
  })
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
