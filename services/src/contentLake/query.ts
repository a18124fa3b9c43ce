import {evaluate, GroqSyntaxError, parse, type ExprNode} from 'groq-js'

import {type DocumentIndex, indexDocuments, narrowScans} from '@parlia/schemas/lake/narrowScans'

import type {SanityDocument} from './dataset'

/** The body of a refused query, as the Content Lake writes it (`@sanity/client` formats it with a code frame). */
export interface QueryParseError {
  error: {type: 'queryParseError'; description: string; query: string; start: number; end: number}
}

/** A query the Content Lake refuses, with the body it answers. */
type Refusal = {ok: false; body: QueryParseError}

export type QueryOutcome = {ok: true; result: unknown} | Refusal

const parseError = (query: string, description: string, start: number, end: number): Refusal => ({
  ok: false,
  body: {error: {type: 'queryParseError', description, query, start, end}},
})

/** Names of the parameters a parsed query reads. */
function parameterNames(node: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const child of node) parameterNames(child, names)
  } else if (node !== null && typeof node === 'object') {
    const record = node as Record<string, unknown>
    if (record.type === 'Parameter' && typeof record.name === 'string') names.add(record.name)
    for (const child of Object.values(record)) parameterNames(child, names)
  }
  return names
}

/** The Content Lake refuses a query that reads a parameter it was not given (groq-js would read null). */
function missingParameter(query: string, names: Iterable<string>, params: Record<string, unknown>): Refusal | null {
  for (const name of names) {
    if (name in params) continue
    const at = query.search(new RegExp(`\\$${name}(?![A-Za-z0-9_])`))
    const start = Math.max(0, at)
    return parseError(query, `param $${name} referenced, but not provided`, start, start + name.length + 1)
  }
  return null
}

const queryParameterNames = (query: string) =>
  [...query.matchAll(/\$([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] as string)

function parseQuery(query: string, params: Record<string, unknown>): {tree: ExprNode} | Refusal {
  try {
    return {tree: parse(query, {params})}
  } catch (error) {
    if (error instanceof GroqSyntaxError) {
      const description = error.message.replace(/^Syntax error in GROQ query at position \d+: /, '')
      return parseError(query, description, error.position, Math.min(query.length, error.position + 1))
    }
    // groq-js resolves some parameters while parsing (slice bounds): a missing one fails there.
    return (
      missingParameter(query, queryParameterNames(query), params) ??
      parseError(query, (error as Error).message, 0, query.length)
    )
  }
}

/** A query parsed with its parameters, or the Content Lake's refusal (a syntax error, a parameter not given). */
export function compileQuery(query: string, params: Record<string, unknown>): {ok: true; tree: ExprNode} | Refusal {
  const parsed = parseQuery(query, params)
  if (!('tree' in parsed)) return parsed
  const missing = missingParameter(query, parameterNames(parsed.tree), params)
  if (missing) return missing
  return {ok: true, tree: parsed.tree}
}

/**
 * Each perspective's documents (kept by the store per revision) by id and type: as the Content Lake answers from its
 * indexes, a filter on a type or an id reads those documents only, and `->` finds its document by id. groq-js alone
 * scans every document for each: seconds a page at a hundred times the content.
 */
const indexes = new WeakMap<readonly SanityDocument[], DocumentIndex>()
function indexOf(documents: readonly SanityDocument[]): DocumentIndex {
  let index = indexes.get(documents)
  if (!index) indexes.set(documents, (index = indexDocuments(documents)))
  return index
}

/** Evaluates a query over the documents a perspective shows, as the Content Lake would answer it. */
export async function runQuery(
  query: string,
  params: Record<string, unknown>,
  documents: SanityDocument[],
  sanity: {projectId: string; dataset: string},
): Promise<QueryOutcome> {
  const compiled = compileQuery(query, params)
  if (!compiled.ok) return compiled
  const index = indexOf(documents)
  const narrowed = narrowScans(compiled.tree, index)
  const value = await evaluate(narrowed.tree, {
    dataset: documents,
    params: {...params, ...narrowed.params},
    sanity,
    dereference: ({_ref}) => index.byId(_ref),
  })
  return {ok: true, result: await value.get()}
}
