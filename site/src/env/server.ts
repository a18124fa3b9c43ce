import {existsSync} from 'node:fs'
import path from 'node:path'

/**
 * Server-only configuration, read once. Never import this module from a component:
 * it holds tokens that must not reach the browser bundle.
 */

/** Pinned so a Content Lake change of behaviour never changes our pages silently. */
export const SANITY_API_VERSION = '2025-02-19'

export interface SanityConfig {
  projectId: string
  dataset: string
  token?: string
  apiVersion: string
}

function readSanityConfig(env: NodeJS.ProcessEnv): SanityConfig | null {
  const projectId = env.SANITY_PROJECT_ID?.trim()
  if (!projectId) return null
  return {
    projectId,
    dataset: env.SANITY_DATASET?.trim() || 'production',
    token: env.SANITY_API_READ_TOKEN?.trim() || undefined,
    apiVersion: SANITY_API_VERSION,
  }
}

/**
 * The bundled dataset: `CONTENT_DIR`, or the nearest `content/` folder holding a
 * `data.ndjson` from the working directory up (the site runs from `site/` or the root).
 */
function readContentDir(env: NodeJS.ProcessEnv): string {
  const configured = env.CONTENT_DIR?.trim()
  if (configured) return path.resolve(/* turbopackIgnore: true */ configured)
  for (let dir = process.cwd(); ; dir = path.dirname(dir)) {
    const candidate = path.join(/* turbopackIgnore: true */ dir, 'content')
    if (existsSync(path.join(candidate, 'data.ndjson'))) return candidate
    if (path.dirname(dir) === dir) return path.resolve('content')
  }
}

const algoliaAdminKey = process.env.ALGOLIA_ADMIN_KEY?.trim()
const algoliaAppId = process.env.NEXT_PUBLIC_ALGOLIA_APP_ID?.trim()

export const serverEnv = {
  sanity: readSanityConfig(process.env),
  contentDir: readContentDir(process.env),
  /** Write access to the Algolia indices (search:index, webhook re-indexing). Never sent to the browser. */
  algoliaAdmin: algoliaAppId && algoliaAdminKey ? {appId: algoliaAppId, adminKey: algoliaAdminKey} : null,
}
