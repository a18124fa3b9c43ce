import {existsSync} from 'node:fs'
import {cp, mkdtemp, readdir, rm} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {create, extract} from 'tar'

/** What a Sanity dataset export holds that the bundled dataset keeps. */
const DATASET_ENTRIES = ['data.ndjson', 'images', 'files']

/** `sanity dataset import` looks for data.ndjson one folder deep in the tarball. */
const TOP_FOLDER = 'parlia-content'

/** Runs `task` with a fresh temporary folder, removed afterwards. */
export async function withTempDir<T>(task: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'parlia-content-'))
  try {
    return await task(dir)
  } finally {
    await rm(dir, {recursive: true, force: true})
  }
}

/** A hidden file (`files/.gitkeep`) is the repository's, not the dataset's: an export never holds one. */
const isDatasetPath = (path: string) => !path.split('/').some((part) => part.startsWith('.') && part !== '.')

/** Packs the dataset of `contentDir` into a gzipped tarball in Sanity's export layout. */
export async function pack(contentDir: string, tarball: string): Promise<void> {
  if (!existsSync(join(contentDir, 'data.ndjson'))) throw new Error(`No data.ndjson in ${contentDir}`)
  const entries = DATASET_ENTRIES.filter((entry) => existsSync(join(contentDir, entry)))
  await create({gzip: true, portable: true, file: tarball, cwd: contentDir, prefix: TOP_FOLDER, filter: isDatasetPath}, entries)
}

/**
 * Replaces the dataset of `contentDir` (data.ndjson, images/, files/ and nothing
 * else) with the one of a Sanity export tarball; an entry the export lacks is removed.
 */
export async function unpack(tarball: string, contentDir: string): Promise<void> {
  await withTempDir(async (dir) => {
    await extract({file: tarball, cwd: dir})
    const root = await exportRoot(dir)
    for (const entry of DATASET_ENTRIES) {
      await rm(join(contentDir, entry), {recursive: true, force: true})
      if (existsSync(join(root, entry))) await cp(join(root, entry), join(contentDir, entry), {recursive: true})
    }
  })
}

/** The one top folder of an extracted export, checked before anything is replaced. */
async function exportRoot(dir: string): Promise<string> {
  const [folder, ...others] = await readdir(dir)
  if (!folder || others.length > 0 || !existsSync(join(dir, folder, 'data.ndjson'))) {
    throw new Error('Not a Sanity dataset export: expected one top folder holding data.ndjson')
  }
  return join(dir, folder)
}
