import {evaluate} from 'groq-js'

import {isObject} from '../json/isObject'
import type {SanityDocument} from './dataset'
import {badRequest} from './http'
import {compileQuery} from './query'

/**
 * Sanity selects the documents a `delete` or a `patch` touches by id or by a GROQ query (`{query, params}`), as the
 * Studio's Presentation tool deletes its expired preview secrets. Here each query becomes the ids it selects in
 * `documents` (drafts included, as on the live API with a write token) before the transaction applies; a query that
 * selects nothing leaves an empty selection, so the mutations keep their indexes in errors and events.
 */
export async function withQueriesResolved(
  mutations: readonly unknown[],
  documents: readonly SanityDocument[],
): Promise<unknown[]> {
  const resolved: unknown[] = []
  for (const [index, mutation] of mutations.entries()) {
    const [kind, selection] = isObject(mutation) ? (Object.entries(mutation)[0] ?? []) : []
    if ((kind !== 'delete' && kind !== 'patch') || !isObject(selection) || typeof selection.query !== 'string') {
      resolved.push(mutation)
      continue
    }
    const {query, params = {}} = selection
    resolved.push({[kind]: {...selection, id: await selectedIds(query, params, documents, index)}})
  }
  return resolved
}

async function selectedIds(query: string, params: unknown, documents: readonly SanityDocument[], index: number) {
  if (!isObject(params)) throw badRequest(`Mutation ${index}: params must be an object`)
  // Refused as the query endpoint refuses it: a syntax error, a parameter it reads but was not given.
  const compiled = compileQuery(query, params)
  if (!compiled.ok) throw badRequest(`Mutation ${index}: invalid query: ${compiled.body.error.description}`)
  const result = await (await evaluate(compiled.tree, {dataset: documents, params})).get()
  const selected = Array.isArray(result) ? result : [result]
  const ids = selected.flatMap((document) =>
    isObject(document) && typeof document._id === 'string' ? [document._id] : [],
  )
  // Each document once, however often the query names it.
  return [...new Set(ids)]
}
