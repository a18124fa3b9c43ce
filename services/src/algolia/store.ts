import {randomUUID} from 'node:crypto'

import {isObject} from '../json/isObject'
import {AlgoliaError, MESSAGES} from './errors'

export type AlgoliaRecord = Record<string, unknown> & {objectID: string}
type Settings = Record<string, unknown>

/** A regular synonym, the one kind this stand-in applies: every term of the list finds the others. */
export interface SynonymHit {
  objectID: string
  type: 'synonym'
  synonyms: string[]
}

interface Index {
  records: Map<string, AlgoliaRecord>
  settings: Settings
  synonyms: Map<string, SynonymHit>
}

/** One operation of `POST /1/indexes/{indexName}/batch`, as the client's `batch`, `saveObjects`, `deleteObjects`… send it. */
interface BatchRequest {
  action: string
  body?: unknown
}

export interface OperationParams {
  operation: 'copy' | 'move'
  destination: string
  /** Copies only these parts of the index (the records are never one of them). */
  scope?: string[]
}

const badRequest = (message: string) => new AlgoliaError(400, message)

/** Algolia's other kinds (one-way, alternative corrections, placeholders) are refused rather than silently ignored. */
function synonymHit(body: unknown, position: number, objectID?: string): SynonymHit {
  if (!isObject(body)) throw badRequest(`Synonym at the position ${position} is not an object`)
  const id = objectID ?? body.objectID
  if (typeof id !== 'string' || !id) throw badRequest(`Missing objectID at the position ${position}`)
  if (objectID !== undefined && body.objectID !== undefined && body.objectID !== objectID) {
    throw badRequest('The objectID in the body does not match the one in the path')
  }
  if (body.type !== 'synonym')
    throw badRequest(
      `Unsupported synonym type at the position ${position}: this local server applies regular synonyms only`,
    )
  const {synonyms} = body
  if (
    !Array.isArray(synonyms) ||
    synonyms.length < 2 ||
    !synonyms.every((term) => typeof term === 'string' && term.trim())
  ) {
    throw badRequest(`Synonym at the position ${position} needs synonyms, an array of at least two non-empty strings`)
  }
  return {objectID: id, type: 'synonym', synonyms: [...(synonyms as string[])]}
}

/** Accents and case aside, as Algolia compares words. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

export interface SearchSynonymsParams {
  query?: string
  type?: string
  page?: number
  hitsPerPage?: number
}

/**
 * The indices the server holds, changed only through the write API. Every change is applied at once: its task
 * is already published when the client first asks.
 */
export function createStore({maxRecordBytes}: {maxRecordBytes: number}) {
  const indices = new Map<string, Index>()
  const tasks = new Set<number>()
  let lastTaskID = 0
  /** Moves on with every change, so the search engine knows when to rebuild. */
  let version = 0

  function changed(): number {
    version += 1
    lastTaskID += 1
    tasks.add(lastTaskID)
    return lastTaskID
  }

  function existing(name: string): Index {
    const index = indices.get(name)
    if (!index) throw new AlgoliaError(404, MESSAGES.indexNotFound)
    return index
  }

  function ensure(name: string): Index {
    let index = indices.get(name)
    if (!index) indices.set(name, (index = {records: new Map(), settings: {}, synonyms: new Map()}))
    return index
  }

  /** A record as Algolia takes it: an object within the size limit, its objectID given or generated. */
  function record(body: unknown, position: number, objectID?: string): AlgoliaRecord {
    if (!isObject(body)) throw badRequest(`Record at the position ${position} is not an object`)
    const id = objectID ?? body.objectID ?? randomUUID()
    if (typeof id !== 'string' && typeof id !== 'number')
      throw badRequest(`Record at the position ${position} has an invalid objectID`)
    const result = {...body, objectID: String(id)}
    const size = Buffer.byteLength(JSON.stringify(result))
    if (size > maxRecordBytes) {
      throw badRequest(
        `Record at the position ${position} objectID=${result.objectID} is too big size=${size}/${maxRecordBytes} bytes.`,
      )
    }
    return result
  }

  const objectIdOf = (body: unknown, position: number): string => {
    const id = isObject(body) ? body.objectID : undefined
    if (typeof id !== 'string' && typeof id !== 'number')
      throw badRequest(`Missing objectID at the position ${position}`)
    return String(id)
  }

  /** Every operation is checked before any is applied, so a refused batch changes nothing. */
  function batch(name: string, requests: unknown): string[] {
    if (!Array.isArray(requests)) throw badRequest('requests must be an array of {action, body}')
    const steps = (requests as unknown[]).map((request, position): ((index: Index) => string) => {
      if (!isObject(request) || typeof request.action !== 'string')
        throw badRequest(`Missing action at the position ${position}`)
      const {action, body} = request as unknown as BatchRequest
      switch (action) {
        case 'addObject':
        case 'updateObject': {
          const saved = record(body, position, action === 'updateObject' ? objectIdOf(body, position) : undefined)
          return (index) => (index.records.set(saved.objectID, saved), saved.objectID)
        }
        case 'partialUpdateObject':
        case 'partialUpdateObjectNoCreate': {
          const id = objectIdOf(body, position)
          return (index) => {
            const current = index.records.get(id)
            if (current || action === 'partialUpdateObject')
              index.records.set(id, record({...current, ...(body as object)}, position, id))
            return id
          }
        }
        case 'deleteObject': {
          const id = objectIdOf(body, position)
          return (index) => (index.records.delete(id), id)
        }
        case 'clear':
          return (index) => (index.records.clear(), '')
        default:
          throw badRequest(`Invalid action: ${action}`)
      }
    })
    const index = ensure(name)
    return steps.map((step) => step(index))
  }

  return {
    version: () => version,
    records: (name: string): AlgoliaRecord[] => [...(indices.get(name)?.records.values() ?? [])],
    hasTask: (taskID: number) => tasks.has(taskID),

    batch(name: string, requests: unknown) {
      const objectIDs = batch(name, requests)
      return {taskID: changed(), objectIDs}
    },
    saveObject(name: string, body: unknown) {
      const saved = record(body, 0)
      ensure(name).records.set(saved.objectID, saved)
      return {taskID: changed(), objectID: saved.objectID, createdAt: new Date().toISOString()}
    },
    putObject(name: string, objectID: string, body: unknown) {
      const saved = record(body, 0, objectID)
      ensure(name).records.set(objectID, saved)
      return {taskID: changed(), objectID, updatedAt: new Date().toISOString()}
    },
    getObject(name: string, objectID: string): AlgoliaRecord {
      const found = existing(name).records.get(objectID)
      if (!found) throw new AlgoliaError(404, MESSAGES.objectNotFound)
      return found
    },
    deleteObject(name: string, objectID: string) {
      indices.get(name)?.records.delete(objectID)
      return {taskID: changed(), deletedAt: new Date().toISOString()}
    },
    deleteIndex(name: string) {
      indices.delete(name)
      return {taskID: changed(), deletedAt: new Date().toISOString()}
    },
    /** Each index's regular synonyms as lists of terms, for the search engine. */
    synonymGroups: (name: string): string[][] =>
      [...(indices.get(name)?.synonyms.values() ?? [])].map(({synonyms}) => synonyms),

    /** `saveSynonyms`: every synonym is checked before any is saved; `replaceExistingSynonyms` drops the others first. */
    saveSynonyms(name: string, body: unknown, {replaceExisting}: {replaceExisting: boolean}) {
      if (!Array.isArray(body)) throw badRequest('The body must be an array of synonyms')
      const hits = (body as unknown[]).map((hit, position) => synonymHit(hit, position))
      const index = ensure(name)
      if (replaceExisting) index.synonyms.clear()
      for (const hit of hits) index.synonyms.set(hit.objectID, hit)
      return {taskID: changed(), updatedAt: new Date().toISOString()}
    },
    saveSynonym(name: string, objectID: string, body: unknown) {
      const hit = synonymHit(body, 0, objectID)
      ensure(name).synonyms.set(objectID, hit)
      return {taskID: changed(), updatedAt: new Date().toISOString(), id: objectID}
    },
    getSynonym(name: string, objectID: string): SynonymHit {
      const found = existing(name).synonyms.get(objectID)
      if (!found) throw new AlgoliaError(404, MESSAGES.synonymNotFound)
      return found
    },
    deleteSynonym(name: string, objectID: string) {
      existing(name).synonyms.delete(objectID)
      return {taskID: changed(), deletedAt: new Date().toISOString()}
    },
    clearSynonyms(name: string) {
      existing(name).synonyms.clear()
      return {taskID: changed(), updatedAt: new Date().toISOString()}
    },
    /** `searchSynonyms`: those of `type` with a term containing the query (accents and case aside), a page at a time. */
    searchSynonyms(name: string, params: unknown) {
      const {query = '', type, page = 0, hitsPerPage = 100} = (isObject(params) ? params : {}) as SearchSynonymsParams
      const wanted = folded(String(query))
      const hits = [...existing(name).synonyms.values()].filter(
        (hit) =>
          (type === undefined || hit.type === type) && hit.synonyms.some((term) => folded(term).includes(wanted)),
      )
      return {hits: hits.slice(page * hitsPerPage, (page + 1) * hitsPerPage), nbHits: hits.length}
    },

    getSettings: (name: string): Settings => existing(name).settings,
    /** Only the settings given change; `null` resets one, as on Algolia. */
    setSettings(name: string, settings: unknown) {
      if (!isObject(settings)) throw badRequest('Settings must be an object')
      const index = ensure(name)
      for (const [key, value] of Object.entries(settings)) {
        if (value === null) delete index.settings[key]
        else index.settings[key] = value
      }
      return {taskID: changed(), updatedAt: new Date().toISOString()}
    },
    /**
     * `copy` with a scope copies those parts only (settings and synonyms; rules are not kept here) and creates the
     * destination even when the source does not exist, as `replaceAllObjects` relies on for a first run; without a
     * scope it makes the destination a full copy. `move` replaces the destination with the source, which goes.
     */
    operation(name: string, params: unknown) {
      if (!isObject(params) || typeof params.destination !== 'string' || !params.destination)
        throw badRequest('destination is required')
      const {operation, destination, scope} = params as unknown as OperationParams
      if (operation === 'move') {
        indices.set(destination, existing(name))
        indices.delete(name)
      } else if (operation === 'copy') {
        const source = indices.get(name)
        if (scope === undefined) {
          const from = existing(name)
          indices.set(destination, {
            records: new Map(from.records),
            settings: structuredClone(from.settings),
            synonyms: structuredClone(from.synonyms),
          })
        } else {
          if (!Array.isArray(scope)) throw badRequest('scope must be an array')
          const target = ensure(destination)
          if (scope.includes('settings')) target.settings = structuredClone(source?.settings ?? {})
          if (scope.includes('synonyms')) target.synonyms = structuredClone(source?.synonyms ?? new Map())
        }
      } else {
        throw badRequest(`Invalid operation: ${String(operation)}`)
      }
      return {taskID: changed(), updatedAt: new Date().toISOString()}
    },
  }
}

export type Store = ReturnType<typeof createStore>
