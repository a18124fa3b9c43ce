import {cp, mkdtemp, rm} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {LOCAL_PROJECT_ID} from '@parlia/schemas/env/defaults'
import {WEBHOOK_CONFIG} from '@parlia/schemas/pages/paths'

import type {ContentLakeOptions} from '../contentLake'
import {DEFAULT_CONTENT_DIR} from '../contentLake/dataset'
import {localCertificate} from '../contentLake/tls'

export interface StudioOptions {
  /** A built Studio (`sanity build`'s folder), served by the lake on `https://localhost:PORT/`. */
  app: string
  /** The site it publishes to: the lake sends it the project's webhook. */
  siteUrl: string
}

/**
 * The lake as `npm run dev` runs it for the real Studio (scripts/dev/dev.ts), for the tests that drive one: on a
 * copy of content/ that it saves edits into, on a certificate made for the run, sending the site the project's
 * signed webhook on each publish.
 */
export async function studioLake({app, siteUrl}: StudioOptions, webhookSecret: string) {
  const dir = await mkdtemp(join(tmpdir(), 'parlia-studio-lake-'))
  const contentDir = join(dir, 'content')
  await cp(DEFAULT_CONTENT_DIR, contentDir, {recursive: true})
  const certificate = await localCertificate(join(dir, 'tls'), ['localhost', `${LOCAL_PROJECT_ID}.localhost`])
  const options: ContentLakeOptions = {
    contentDir,
    persist: true,
    studio: {certificate, app},
    webhooks: [{url: `${siteUrl.replace(/\/+$/, '')}/api/revalidate`, ...WEBHOOK_CONFIG, secret: webhookSecret}],
  }
  return {options, contentDir, certFile: certificate.certFile, remove: () => rm(dir, {recursive: true, force: true})}
}
