// Where the studio gets its Sanity project from: the repository keeps one root
// `.env`, and variables already set in the process win.
import {existsSync} from 'node:fs'
import {fileURLToPath} from 'node:url'

import {DEFAULT_DATASET, DEFAULT_SITE_URL, LOCAL_PROJECT_ID} from '@parlia/schemas/env/defaults'

const ROOT_ENV_FILE = fileURLToPath(new URL('../../.env', import.meta.url))

/**
 * Whether the studio edits the local Content Lake rather than a Sanity project: when no project is configured, or
 * when `npm run dev` has pointed everything at the lake it started (scripts/dev).
 * @param {string | undefined} projectId
 */
export const editsLocalLake = (projectId) => !projectId || projectId === LOCAL_PROJECT_ID

/**
 * Variables that keep every Sanity CLI run quiet and offline-friendly. The CLI
 * honours DO_NOT_TRACK for telemetry and NO_UPDATE_NOTIFIER for its update check
 * (it does not read SANITY_TELEMETRY_DISABLED).
 */
export const QUIET_CLI_ENV = {DO_NOT_TRACK: '1', NO_UPDATE_NOTIFIER: '1'}

/** Loads the root `.env` (if any) into `process.env` without overriding what is set. */
function loadRootEnv() {
  if (existsSync(ROOT_ENV_FILE)) process.loadEnvFile(ROOT_ENV_FILE)
}

/**
 * The configured Sanity project after loading the root `.env`.
 * @returns {{projectId: string | undefined, dataset: string}}
 */
export function sanityProject() {
  loadRootEnv()
  return {
    projectId: process.env.SANITY_PROJECT_ID || undefined,
    dataset: process.env.SANITY_DATASET || DEFAULT_DATASET,
  }
}

/**
 * The site's origin, which the Presentation tool shows and "Ouvrir sur le site" opens: NEXT_PUBLIC_SITE_URL
 * of the root `.env`, the site's own public address (blank counts as unset, as on the site).
 * @returns {string}
 */
export function siteOrigin() {
  loadRootEnv()
  const value = process.env.NEXT_PUBLIC_SITE_URL?.trim() || DEFAULT_SITE_URL
  const url = URL.canParse(value) ? new URL(value) : null
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`NEXT_PUBLIC_SITE_URL must be an http:// or https:// URL, not "${value}".`)
  }
  return url.origin
}
