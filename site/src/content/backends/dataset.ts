import {stat, readFile} from 'node:fs/promises'
import path from 'node:path'

import {ndjsonDocuments} from '@parlia/schemas/dataset'
import {stegaEncodeSourceMap, type StegaConfig} from '@sanity/client/stega'
import {evaluate, parse} from 'groq-js'
import {LRUCache} from 'lru-cache'

import {fromExport, type SanityDocument} from '@parlia/schemas/lake/exportFormat'
import {applyPerspective} from '@parlia/schemas/lake/perspective'
import {contentSourceMap} from '@parlia/schemas/lake/sourceMap'
import {indexDocuments, narrowScans} from '@parlia/schemas/lake/narrowScans'
import type {ContentBackend, FetchOptions, QueryParams} from './types'

/**
 * Bounds of the memoised query results of a snapshot. A build asks a few hundred distinct (query, parameters)
 * pairs, all kept; visitors choose parameters too (every `/blog/<anything>` asks for its slug), so beyond
 * 1,000 results or 16 million characters of JSON (about 16 MB; a result is weighed by its JSON length) the
 * least recently used ones are dropped and evaluated again if asked for.
 */
export const RESULT_CACHE_LIMITS = {maxEntries: 1000, maxChars: 16 * 1024 * 1024} as const

/** A result, boxed: the cache holds no null, and a query for a missing document answers null. */
type CachedResult = {value: unknown}
type Query = {query: string; params: QueryParams}

interface Snapshot {
  mtimeMs: number
  size: number
  /** Results by query and parameters of the published perspective: a snapshot never changes, so neither do they. */
  results: LRUCache<string, CachedResult, Query>
  /** The drafts perspective's, made on the first preview read (stega-encoded when configured). */
  previewResults: () => LRUCache<string, CachedResult, Query>
}

export interface DatasetBackend extends ContentBackend {
  /** What the current snapshot's result cache holds (for tests and diagnostics). */
  cacheUsage(): {entries: number; chars: number}
}

export interface DatasetBackendOptions {
  /**
   * How preview reads mark their strings for the Studio's overlays, as `@sanity/client` does with the Content
   * Source Map the Content Lake returns: here the map is reconstructed over the drafts perspective. Published
   * reads are never encoded.
   */
  stega?: StegaConfig
}

/** `transform` turns an evaluated result into what the cache keeps and serves (the preview's stega). */
function resultCache(
  documents: SanityDocument[],
  transform: (value: unknown) => unknown = (value) => value,
): Snapshot['results'] {
  const index = indexDocuments(documents)
  // groq-js's own `->` scans every document for each reference; the index finds it by id.
  const dereference = ({_ref}: {_ref: string}) => index.byId(_ref)
  return new LRUCache<string, CachedResult, Query>({
    max: RESULT_CACHE_LIMITS.maxEntries,
    maxSize: RESULT_CACHE_LIMITS.maxChars,
    sizeCalculation: ({value}) => Math.max(1, JSON.stringify(value)?.length ?? 0),
    // groq-js evaluates every query in JavaScript, and a build asks the same ones for each page.
    // It resolves parameters used in slices (`[$start...$end]`) at parse time. Concurrent identical
    // queries share one evaluation.
    fetchMethod: async (_key, _stale, {context: {query, params}}) => {
      const narrowed = narrowScans(parse(query, {params}), index)
      const result = await evaluate(narrowed.tree, {
        dataset: documents,
        params: {...params, ...narrowed.params},
        dereference,
      })
      return {value: transform(await result.get())}
    },
  })
}

/**
 * The bundled dataset, evaluated with groq-js: the same GROQ as on the Content Lake, in the same perspectives
 * (published, or drafts for a preview). The file is parsed once and again only when its modification time or
 * size changes, so a revalidation after an edit of `data.ndjson` serves the edit.
 */
export function createDatasetBackend(contentDir: string, {stega}: DatasetBackendOptions = {}): DatasetBackend {
  const file = path.join(contentDir, 'data.ndjson')

  /** The preview's results, stega-encoded from their source map over the drafts perspective when configured. */
  function previewCache(documents: SanityDocument[]): Snapshot['results'] {
    const drafts = applyPerspective(documents, 'drafts')
    if (!stega?.enabled) return resultCache(drafts)
    const config = {...stega, enabled: true}
    return resultCache(drafts, (value) =>
      stegaEncodeSourceMap(value, contentSourceMap(value, drafts, {keyArraySelector: true}), config),
    )
  }

  let current: Snapshot | null = null
  let reading: Promise<Snapshot> | null = null

  async function read(mtimeMs: number, size: number): Promise<Snapshot> {
    const documents = fromExport(ndjsonDocuments(await readFile(file), file))
    let previewResults: Snapshot['results'] | null = null
    current = {
      mtimeMs,
      size,
      results: resultCache(applyPerspective(documents, 'published')),
      previewResults: () => (previewResults ??= previewCache(documents)),
    }
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
    async fetch<R>(query: string, params: QueryParams, {preview}: FetchOptions = {}) {
      const snapshot = await load()
      const results = preview ? snapshot.previewResults() : snapshot.results
      const {value} = await results.forceFetch(`${query}\u0000${JSON.stringify(params)}`, {context: {query, params}})
      // Callers own their copy, so one page's mapping can never leak into another's.
      return structuredClone(value) as R
    },
    async version() {
      const {mtimeMs, size} = await stat(file)
      return `${mtimeMs}:${size}`
    },
    // A stat() of the file, and what is read is what the file holds.
    checks: {everyMs: 1_000, mayLag: false},
    cacheUsage: () => ({entries: current?.results.size ?? 0, chars: current?.results.calculatedSize ?? 0}),
  }
}
