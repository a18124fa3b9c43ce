import {join, resolve} from 'node:path'

import {DEFAULT_DATASET, projectApiHost} from '@parlia/schemas/env/defaults'
import {withEnvFile} from '@parlia/schemas/env/envFile'

export const REPO_ROOT = resolve(__dirname, '../..')
/** The bundled dataset: data.ndjson with its images/ and files/. */
export const CONTENT_DIR = join(REPO_ROOT, 'content')
const ROOT_ENV_FILE = join(REPO_ROOT, '.env')

export interface ContentEnv {
  projectId: string
  dataset: string
  /** The live API: `SANITY_API_HOST`, or the project's own `https://<projectId>.api.sanity.io` (as the site reads it). */
  apiHost: string
  /** The bundled dataset's folder: `CONTENT_DIR` (as the site reads it), or content/ at the repository root. */
  contentDir: string
  /** Write token, which imports need (exports too, when there is no read token). */
  writeToken?: string
  /** Read token for exports. */
  readToken?: string
}

export class MissingProjectError extends Error {
  constructor() {
    super(
      'SANITY_PROJECT_ID is not set: the content commands need a Sanity project.\n' +
        "Set SANITY_PROJECT_ID (and SANITY_DATASET, SANITY_API_WRITE_TOKEN for imports) in the repository's root .env; see .env.example.",
    )
    this.name = 'MissingProjectError'
  }
}

/** Reads the Sanity settings from the root `.env` and the process environment, which wins. */
export function readContentEnv(envFile = ROOT_ENV_FILE, env: NodeJS.ProcessEnv = process.env): ContentEnv {
  return contentEnv(withEnvFile(envFile, env))
}

/** The Sanity settings of these variables; throws MissingProjectError without SANITY_PROJECT_ID. */
export function contentEnv(vars: Record<string, string | undefined>): ContentEnv {
  if (!vars.SANITY_PROJECT_ID) throw new MissingProjectError()
  return {
    projectId: vars.SANITY_PROJECT_ID,
    dataset: vars.SANITY_DATASET || DEFAULT_DATASET,
    apiHost: (vars.SANITY_API_HOST || projectApiHost(vars.SANITY_PROJECT_ID)).replace(/\/+$/, ''),
    contentDir: contentDirOf(vars),
    writeToken: vars.SANITY_API_WRITE_TOKEN || undefined,
    readToken: vars.SANITY_API_READ_TOKEN || undefined,
  }
}

/** The bundled dataset's folder: `CONTENT_DIR` (as the site reads it), or content/ at the repository root. */
export const contentDirOf = (vars: Record<string, string | undefined>) =>
  vars.CONTENT_DIR ? resolve(vars.CONTENT_DIR) : CONTENT_DIR
