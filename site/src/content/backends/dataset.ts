import {stat, readFile} from 'node:fs/promises'
import path from 'node:path'

import {evaluate, parse, type ExprNode} from 'groq-js'

import {fromExport, parseNdjson, type SanityDocument} from './exportFormat'
import type {ContentBackend} from './types'

interface Snapshot {
  mtimeMs: number
  size: number
  documents: SanityDocument[]
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
  const parsedQueries = new Map<string, ExprNode>()

  async function read(mtimeMs: number, size: number): Promise<Snapshot> {
    const documents = fromExport(parseNdjson(await readFile(file, 'utf8'), file))
    current = {mtimeMs, size, documents}
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

  // groq-js resolves parameters used in slices (`[$start...$end]`) at parse time.
  function compile(query: string, params: Record<string, unknown>): ExprNode {
    const key = `${query}\u0000${JSON.stringify(params)}`
    let tree = parsedQueries.get(key)
    if (!tree) {
      tree = parse(query, {params})
      parsedQueries.set(key, tree)
    }
    return tree
  }

  return {
    name: 'dataset',
    async fetch<R>(query: string, params: Record<string, unknown>) {
      const {documents} = await load()
      const result = await evaluate(compile(query, params), {dataset: documents, params})
      return (await result.get()) as R
    },
  }
}
