import {randomUUID} from 'node:crypto'

import {isObject} from '../json/isObject'
import type {SanityDocument} from './dataset'
import {applyPatch, PatchError, type PatchOperations} from './patch'

/** A document to write; `create` may leave `_id` out or end it with `.` (a prefix for a generated id). */
type DocumentInput = {_id?: string; _type: string} & Record<string, unknown>

/** Which documents a patch or a delete names (by id: selections by GROQ query are not supported). */
type Selection = {id: string | string[]}

/** A mutation as the Content Lake's mutate endpoint takes it. */
export type Mutation =
  | {create: DocumentInput}
  | {createOrReplace: SanityDocument}
  | {createIfNotExists: SanityDocument}
  | {delete: Selection}
  | {patch: Selection & PatchOperations & {ifRevisionID?: string}}

export type Operation = 'create' | 'update' | 'delete' | 'none'

export interface MutationResult {
  id: string
  operation: Operation
  /** The document after the mutation (absent after a delete). */
  document?: SanityDocument
}

/** A refused transaction, with the status and body the Content Lake answers. */
export class MutationError extends Error {
  constructor(
    readonly status: number,
    readonly body: {error: Record<string, unknown>},
  ) {
    super(String(body.error.description))
  }
}

const invalid = (description: string) => new MutationError(400, {error: {description, type: 'httpBadRequest'}})

/** A mutation refused on the dataset's state: Sanity answers 409 with the failing mutation's index. */
function failed(index: number, id: string, type: string, description: string): MutationError {
  return new MutationError(409, {
    error: {
      description: `The mutation(s) failed: ${description}`,
      items: [{error: {description, id, type}, index}],
      type: 'mutationError',
    },
  })
}

const KINDS = ['create', 'createOrReplace', 'createIfNotExists', 'delete', 'patch'] as const
type Kind = (typeof KINDS)[number]

/** The one kind a mutation has, or a 400 naming what is wrong with it. */
function kindOf(mutation: unknown, index: number): Kind {
  const keys = isObject(mutation) ? Object.keys(mutation) : []
  const kind = KINDS.find((name) => keys.length === 1 && keys[0] === name)
  if (!kind) throw invalid(`Mutation ${index}: expected one of ${KINDS.join(', ')}`)
  if (!isObject((mutation as Record<string, unknown>)[kind]))
    throw invalid(`Mutation ${index}: ${kind} takes an object`)
  return kind
}

function documentOf(value: Record<string, unknown>, index: number, kind: Kind, id: string | undefined): SanityDocument {
  if (typeof value._type !== 'string' || !value._type)
    throw invalid(`Mutation ${index}: ${kind} needs a document with a _type`)
  if (typeof id !== 'string' || !/^[A-Za-z0-9_.-]{1,128}$/.test(id))
    throw invalid(`Mutation ${index}: invalid document id ${JSON.stringify(id)}`)
  return {...value, _id: id} as SanityDocument
}

function idsOf(selection: Record<string, unknown>, index: number): string[] {
  const {id} = selection
  const ids = Array.isArray(id) ? id : [id]
  // A query that matched nothing (querySelection.ts gives its ids beside it) selects nothing; an empty list alone is a mistake.
  const emptyQuery = ids.length === 0 && typeof selection.query === 'string'
  if ((ids.length === 0 && !emptyQuery) || !ids.every((one): one is string => typeof one === 'string' && one !== '')) {
    throw invalid(`Mutation ${index}: select documents by id or by query`)
  }
  return ids
}

export interface TransactionContext {
  transactionId: string
  /** The transaction's time, as an ISO date. */
  at: string
}

/**
 * Applies a transaction to a copy of the documents by id: all its mutations, or none (a refused one throws).
 * System fields follow Sanity: `_rev` is the transaction, `_updatedAt` its time, `_createdAt` kept. `touched`
 * names each document the transaction wrote or deleted, in the order it first did, with the indexes of the
 * mutations that did (the listen endpoint sends them with each document's event).
 */
export function applyMutations(
  before: ReadonlyMap<string, SanityDocument>,
  mutations: readonly unknown[],
  {transactionId, at}: TransactionContext,
): {documents: Map<string, SanityDocument>; results: MutationResult[]; touched: Map<string, number[]>} {
  const documents = new Map(before)
  const results: MutationResult[] = []
  const touched = new Map<string, number[]>()
  const touch = (id: string, index: number) => {
    const indexes = touched.get(id) ?? []
    if (indexes.at(-1) !== index) indexes.push(index)
    touched.set(id, indexes)
  }
  const write = (doc: SanityDocument, previous: SanityDocument | undefined, index: number): SanityDocument => {
    const stamped = {
      ...doc,
      _createdAt: previous?._createdAt ?? doc._createdAt ?? at,
      _updatedAt: at,
      _rev: transactionId,
    }
    documents.set(doc._id, stamped)
    touch(doc._id, index)
    return stamped
  }

  for (const [index, mutation] of mutations.entries()) {
    const kind = kindOf(mutation, index)
    const body = (mutation as Record<string, Record<string, unknown>>)[kind] as Record<string, unknown>
    if (kind === 'create' || kind === 'createOrReplace' || kind === 'createIfNotExists') {
      const given = body._id
      const id =
        kind === 'create' && (given === undefined || (typeof given === 'string' && given.endsWith('.')))
          ? `${given ?? ''}${randomUUID()}`
          : given
      const doc = documentOf(body, index, kind, id as string | undefined)
      const previous = documents.get(doc._id)
      if (previous && kind === 'create')
        throw failed(index, doc._id, 'documentAlreadyExistsError', `Document by ID "${doc._id}" already exists`)
      if (previous && kind === 'createIfNotExists') {
        results.push({id: doc._id, operation: 'none', document: previous})
        continue
      }
      // A replaced document starts afresh (its creation date aside): only what the mutation gives remains.
      results.push({id: doc._id, operation: previous ? 'update' : 'create', document: write(doc, previous, index)})
    } else if (kind === 'delete') {
      for (const id of idsOf(body, index)) {
        if (!documents.delete(id)) continue
        results.push({id, operation: 'delete'})
        touch(id, index)
      }
    } else {
      for (const id of idsOf(body, index)) {
        const previous = documents.get(id)
        if (!previous) throw failed(index, id, 'documentNotFoundError', `Document "${id}" not found`)
        if (typeof body.ifRevisionID === 'string' && body.ifRevisionID !== previous._rev) {
          throw failed(
            index,
            id,
            'conflictError',
            `Document "${id}" has unexpected revision ID ("${String(previous._rev)}"), expected "${body.ifRevisionID}"`,
          )
        }
        let patched: SanityDocument
        try {
          patched = applyPatch(previous, body)
        } catch (error) {
          if (error instanceof PatchError) throw invalid(`Mutation ${index}: ${error.message}`)
          throw error
        }
        // A patch cannot move or retype a document.
        results.push({
          id,
          operation: 'update',
          document: write({...patched, _id: id, _type: previous._type}, previous, index),
        })
      }
    }
  }
  refuseDanglingStrongReferences(before, documents, mutations)
  return {documents, results, touched}
}

/** The ids a document references strongly: a reference without `_weak` (the Studio marks its drafts' ones weak). */
function strongReferences(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const item of value) strongReferences(item, into)
  else if (isObject(value)) {
    if (typeof value._ref === 'string' && value._weak !== true) into.add(value._ref)
    for (const child of Object.values(value)) strongReferences(child, into)
  }
  return into
}

/**
 * Sanity's referential integrity: a document still strongly referenced cannot be deleted (an unpublish deletes the
 * published copy), and the whole transaction is refused with 409, naming the documents that reference it.
 */
function refuseDanglingStrongReferences(
  before: ReadonlyMap<string, SanityDocument>,
  after: ReadonlyMap<string, SanityDocument>,
  mutations: readonly unknown[],
): void {
  const deleted = [...before.keys()].filter((id) => !after.has(id))
  if (deleted.length === 0) return
  const referencing = new Map<string, string[]>()
  for (const doc of after.values()) {
    for (const id of strongReferences(doc)) {
      if (deleted.includes(id)) referencing.set(id, [...(referencing.get(id) ?? []), doc._id])
    }
  }
  const [id, from] = [...referencing].at(0) ?? []
  if (!id || !from) return
  const index = mutations.findIndex((mutation) => JSON.stringify(mutation).includes(JSON.stringify(id)))
  const description = `Document "${id}" cannot be deleted as there are references to it from "${from[0]}"`
  throw new MutationError(409, {
    error: {
      description: `The mutation(s) failed: ${description}`,
      items: [
        {
          error: {description, id, referencingIDs: from, type: 'documentHasExistingReferencesError'},
          index: Math.max(index, 0),
        },
      ],
      type: 'mutationError',
    },
  })
}
