import {randomUUID} from 'node:crypto'

import {AlgoliaError, MESSAGES} from './errors'

export type AlgoliaRecord = Record<string, unknown> & {objectID: string}
type Settings = Record<string, unknown>

interface Index {
  records: Map<string, AlgoliaRecord>
  settings: Settings
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

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const badRequest = (message: string) => new AlgoliaError(400, message)

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
    if (!index) indices.set(name, (index = {records: new Map(), settings: {}}))
    return index
  }

  /** A record as Algolia takes it: an object within the size limit, its objectID given or generated. */
  function record(body: unknown, position: number, objectID?: string): AlgoliaRecord {
    if (!isObject(body)) throw badRequest(`Record at the position ${position} is not an object`)
    const id = objectID ?? body.objectID ?? randomUUID()
    if (typeof id !== 'string' && typeof id !== 'number') throw badRequest(`Record at the position ${position} has an invalid objectID`)
    const result = {...body, objectID: String(id)}
    const size = Buffer.byteLength(JSON.stringify(result))
    if (size > maxRecordBytes) {
      throw badRequest(`Record at the position ${position} objectID=${result.objectID} is too big size=${size}/${maxRecordBytes} bytes.`)
    }
    return result
  }

  const objectIdOf = (body: unknown, position: number): string => {
    const id = isObject(body) ? body.objectID : undefined
    if (typeof id !== 'string' && typeof id !== 'number') throw badRequest(`Missing objectID at the position ${position}`)
    return String(id)
  }

  /** Every operation is checked before any is applied, so a refused batch changes nothing. */
  function batch(name: string, requests: unknown): string[] {
    if (!Array.isArray(requests)) throw badRequest('requests must be an array of {action, body}')
    const steps = (requests as unknown[]).map((request, position): ((index: Index) => string) => {
      if (!isObject(request) || typeof request.action !== 'string') throw badRequest(`Missing action at the position ${position}`)
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
            if (current || action === 'partialUpdateObject') index.records.set(id, record({...current, ...(body as object)}, position, id))
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
     * `copy` with a scope copies those parts only (settings; rules and synonyms are not kept here) and creates the
     * destination even when the source does not exist, as `replaceAllObjects` relies on for a first run; without a
     * scope it makes the destination a full copy. `move` replaces the destination with the source, which goes.
     */
    operation(name: string, params: unknown) {
      if (!isObject(params) || typeof params.destination !== 'string' || !params.destination) throw badRequest('destination is required')
      const {operation, destination, scope} = params as unknown as OperationParams
      if (operation === 'move') {
        indices.set(destination, existing(name))
        indices.delete(name)
      } else if (operation === 'copy') {
        const source = indices.get(name)
        if (scope === undefined) {
          const from = existing(name)
          indices.set(destination, {records: new Map(from.records), settings: structuredClone(from.settings)})
        } else {
          if (!Array.isArray(scope)) throw badRequest('scope must be an array')
          const target = ensure(destination)
          if (scope.includes('settings')) target.settings = structuredClone(source?.settings ?? {})
        }
      } else {
        throw badRequest(`Invalid operation: ${String(operation)}`)
      }
      return {taskID: changed(), updatedAt: new Date().toISOString()}
    },
  }
}

export type Store = ReturnType<typeof createStore>
