import {spawnSync} from 'node:child_process'
import {join} from 'node:path'

import {type ContentEnv, REPO_ROOT} from './env'

/** The studio owns the Sanity CLI setup (project config, telemetry off): go through it. */
const STUDIO_SANITY = join(REPO_ROOT, 'studio', 'scripts', 'sanity.mjs')

/** Runs `sanity <args>` for the configured project; `token` becomes the CLI's SANITY_AUTH_TOKEN. */
export function sanity(args: string[], {projectId, dataset}: ContentEnv, token: string | undefined): void {
  const {status, error} = spawnSync(process.execPath, [STUDIO_SANITY, ...args], {
    stdio: 'inherit',
    env: {...process.env, SANITY_PROJECT_ID: projectId, SANITY_DATASET: dataset, ...(token && {SANITY_AUTH_TOKEN: token})},
  })
  if (error) throw error
  if (status !== 0) throw new Error(`\`sanity ${args.slice(0, 2).join(' ')}\` failed (exit code ${status}).`)
}

/** Runs a command's body, turning a failure into a message and exit code 1. */
export function runCommand(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
