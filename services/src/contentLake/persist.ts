import {randomUUID} from 'node:crypto'
import {mkdir, rename, rm, writeFile} from 'node:fs/promises'
import path from 'node:path'

import {assetPlaceholders, formatAssetPlaceholder} from '@parlia/schemas/dataset'
import {exportedAssetFile, toExport} from '@parlia/schemas/lake/exportFormat'

import type {Blobs} from './assets'
import type {SanityDocument} from './dataset'
import type {Store} from './store'

/** Long enough to gather a Studio's burst of keystrokes into one write. */
const DEBOUNCE_MS = 200

/** Writes `data` to `file` through a hidden file beside it, so a reader never sees half of it. */
async function writeAtomically(file: string, data: string | Buffer): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`)
  try {
    await writeFile(temporary, data)
    await rename(temporary, file)
  } catch (error) {
    await rm(temporary, {force: true})
    throw error
  }
}

/**
 * Saves the lake's dataset into its export folder after each commit (debounced), so that edits made in a local
 * Studio land in `contentDir` to be reviewed and committed: `data.ndjson` in the store's order (the file's, new
 * documents last), so that an untouched document keeps its line byte for byte; an uploaded asset's bytes once a
 * document refers to it. Nothing is ever deleted from images/ or files/ (`removeUnreferencedAssets` does that).
 * Answers `close`, which stops listening and writes what is pending.
 */
export function persistDataset(
  contentDir: string,
  store: Store,
  blobs: Blobs,
  // The system fields the lake gave documents on load, taken away again (dataset.ts: withSystemFields).
  withoutInvented: (document: SanityDocument) => SanityDocument = (document) => document,
): {close(): Promise<void>} {
  const exported = () => toExport(store.live().documents.map(withoutInvented))
  // One `JSON.stringify` a line, as Sanity's exporter and the content commands write it.
  const ndjson = (documents: readonly SanityDocument[]) => documents.map((doc) => `${JSON.stringify(doc)}\n`).join('')
  /** The uploaded assets already written, by id. */
  const savedAssets = new Set<string>()
  // The data as loaded: a commit that leaves it as it is (an upload alone) rewrites nothing.
  let savedText = ndjson(exported())
  let dirty = false
  let timer: NodeJS.Timeout | undefined
  let writing = Promise.resolve()

  async function save() {
    dirty = false
    const documents = exported()
    const referenced = new Set(
      documents.flatMap((doc) => [...assetPlaceholders(doc)].map((found) => found.placeholder)),
    )
    // The files first: the data never names one that is missing.
    for (const [id, bytes] of blobs) {
      const file = exportedAssetFile(id)
      if (savedAssets.has(id) || !referenced.has(formatAssetPlaceholder(file))) continue
      await mkdir(path.join(contentDir, file.folder), {recursive: true})
      await writeAtomically(path.join(contentDir, file.folder, file.filename), bytes)
      savedAssets.add(id)
    }
    const text = ndjson(documents)
    if (text === savedText) return
    await writeAtomically(path.join(contentDir, 'data.ndjson'), text)
    savedText = text
  }

  function flush(): Promise<void> {
    clearTimeout(timer)
    // One write at a time, each of the latest revision: the last to finish is the newest.
    writing = writing.then(save).catch((error: unknown) => {
      dirty = true
      console.error(
        `Content Lake: could not save the dataset into ${contentDir} (${(error as Error).message}); ` +
          'it will be saved again after the next change.',
      )
    })
    return writing
  }

  const unsubscribe = store.subscribe(() => {
    dirty = true
    clearTimeout(timer)
    timer = setTimeout(flush, DEBOUNCE_MS)
  })

  return {
    async close() {
      unsubscribe()
      await writing
      if (dirty) await flush()
    },
  }
}
