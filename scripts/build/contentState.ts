import {createHash} from 'node:crypto'
import {readdir, readFile, stat} from 'node:fs/promises'
import {join} from 'node:path'

import {withEnvFile} from '@parlia/schemas/env/envFile'

import {datasetClient} from '../content/client'
import {contentDirOf, contentEnv, type ContentEnv} from '../content/env'

/**
 * What the site's build reads of the content, as one string that changes whenever that content does: turbo hashes it
 * (the build task's `CONTENT_STATE`), so a cached build is replayed only for the content it was baked from.
 *
 * Why: turbo hashes files, and a Sanity dataset (or a Content Lake) is not one. Without this, `npm start` after an
 * editor's publish replays the previous build, and a restarted server serves older pages until each revalidates.
 */
export async function contentState(env: Record<string, string | undefined>): Promise<string> {
  return env.SANITY_PROJECT_ID ? remoteState(contentEnv(env)) : localState(contentDirOf(env))
}

/**
 * The published documents' count and the revision of the last one changed. An edit or a publish gives the document a
 * new `_rev` and the newest `_updatedAt`; a deletion changes the count.
 */
async function remoteState(settings: ContentEnv): Promise<string> {
  const {projectId, dataset, readToken} = settings
  const client = datasetClient(settings, readToken ?? '').withConfig({perspective: 'published'})
  const state = await client.fetch<{count: number; last: string | null}>(
    '{"count": count(*), "last": *[defined(_updatedAt)] | order(_updatedAt desc, _id asc)[0]._rev}',
  )
  return `sanity:${projectId}/${dataset}:${state.count}:${state.last ?? ''}`
}

/** The bundled dataset's bytes and the names and sizes of its images and files (named by their content's hash). */
async function localState(contentDir: string): Promise<string> {
  const hash = createHash('sha256').update(await readFile(join(contentDir, 'data.ndjson')))
  for (const folder of ['images', 'files']) {
    const names = await readdir(join(contentDir, folder)).catch(() => [])
    for (const name of names.sort())
      hash.update(`${folder}/${name}:${(await stat(join(contentDir, folder, name))).size}`)
  }
  return `local:${hash.digest('hex')}`
}

/** The state of the content the repository's `.env` (under the process environment) points the site at. */
export const configuredContentState = (envFile: string) => contentState(withEnvFile(envFile))
