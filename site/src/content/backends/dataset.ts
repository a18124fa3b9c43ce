import {stat, readFile} from 'node:fs/promises'
import path from 'node:path'

import {evaluate, parse} from 'groq-js'

import {fromExport, parseNdjson, type SanityDocument} from './exportFormat'
import type {ContentBackend} from './types'

interface Snapshot {
  mtimeMs: number
  size: number
  documents: SanityDocument[]
  /** Results by query and parameters: a snapshot never changes, so neither do they. */
  results: Map<string, Promise<unknown>>
}

/**
 * The bundled dataset, evaluated with groq-js: the same GROQ as on the Content Lake.
 * The file is parsed once and again only when its modification time or size changes,
 * so a revalidation after an edit of `data.ndjson` serves the edit.
 */
export function createDatasetBackend(contentDir: string): ContentBackend {
  const file = path.join(contentDir, 'data.ndjson')
  let current: Snapshot | null = null
  let reading: Promise<Snapshot> | null = null

  async function read(mtimeMs: number, size: number): Promise<Snapshot> {
    const documents = fromExport(parseNdjson(await readFile(file, 'utf8'), file))
    current = {mtimeMs, size, documents, results: new Map()}
    return current
  }

  async function load(): Promise<Snapshot> {
    const {mtimeMs, size} = await stat(file)
    if (current && current.mtimeMs === mtimeMs && current.size === size) return current
    // Concurrent reads after a change share one parse of the file.
    reading ??= read(mtimeMs, size).finally(() => {
      reading = null
    })
    return reading
  }

  return {
    name: 'dataset',
    async fetch<R>(query: string, params: Record<string, unknown>) {
      const snapshot = await load()
      const key = `${query}\u0000${JSON.stringify(params)}`
      let result = snapshot.results.get(key)
      if (!result) {
        // groq-js scans every document for every query, and a build asks the same ones for each page.
        // It resolves parameters used in slices (`[$start...$end]`) at parse time.
        result = Promise.resolve(evaluate(parse(query, {params}), {dataset: snapshot.documents, params})).then((value) => value.get())
        snapshot.results.set(key, result)
      }
      // Callers own their copy, so one page's mapping can never leak into another's.
      return structuredClone(await result) as R
    },
    async version() {
      const {mtimeMs, size} = await stat(file)
      return `${mtimeMs}:${size}`
    },
  }
}
