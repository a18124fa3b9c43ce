import {Mutation} from '@sanity/mutator'

import {isObject} from '../json/isObject'
import type {SanityDocument} from './dataset'

/** Items to put before, after or in place of what a path matches (one location only). */
type Insert = ({before: string} | {after: string} | {replace: string}) & {items: unknown[]}

/** A patch's operations, as the Content Lake takes them (paths in JSONMatch, as `@sanity/mutator` reads it). */
export interface PatchOperations {
  setIfMissing?: Record<string, unknown>
  set?: Record<string, unknown>
  unset?: string[]
  diffMatchPatch?: Record<string, string>
  inc?: Record<string, number>
  dec?: Record<string, number>
  insert?: Insert
}

/** A patch it cannot apply (malformed, or a path or target `@sanity/mutator` refuses): answered 400. */
export class PatchError extends Error {}

const SELECTION = ['id', 'query', 'params', 'ifRevisionID']
const OPERATIONS = ['setIfMissing', 'set', 'unset', 'diffMatchPatch', 'inc', 'dec', 'insert']
const LOCATIONS = ['before', 'after', 'replace']

/**
 * `a["2024"]` names an attribute for the Content Lake (`@sanity/import` writes numeric-looking keys so), while
 * mutator reads a double-quoted string as a literal and would match nothing: it is rewritten to mutator's `a['2024']`.
 * Quoted strings are matched whole first, so a `["…"]` inside a filter's literal is left alone.
 */
function mutatorPath(path: string): string {
  return path.replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|\[\s*"((?:[^"\\]|\\.)*)"\s*\]/g, (whole, name?: string) =>
    name === undefined ? whole : `['${name.replace(/\\(.)/g, '$1').replace(/[\\']/g, '\\$&')}']`,
  )
}

/** `{path: value}` with every value checked, its paths rewritten for mutator. */
function byPath(patch: Record<string, unknown>, name: string, valid: (value: unknown) => boolean, expected: string) {
  const value = patch[name]
  if (value === undefined) return undefined
  if (!isObject(value) || !Object.values(value).every(valid)) throw new PatchError(`${name} takes {path: ${expected}}`)
  return Object.fromEntries(Object.entries(value).map(([path, item]) => [mutatorPath(path), item]))
}

const anything = () => true
const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value)
const isString = (value: unknown): value is string => typeof value === 'string'

function insertOf(insert: unknown): Insert {
  const {items, ...rest} = isObject(insert) ? insert : {}
  const [location, ...others] = Object.keys(rest)
  const path = location === undefined ? undefined : rest[location]
  if (
    location === undefined ||
    !LOCATIONS.includes(location) ||
    others.length > 0 ||
    !isString(path) ||
    !Array.isArray(items)
  )
    throw new PatchError('insert takes one of before, after or replace (a path) and items (an array)')
  return {[location]: mutatorPath(path), items} as Insert
}

/**
 * The operations of a patch, checked: mutator trusts their shapes (it would add a string to a number, or insert
 * `undefined`) and ignores what it does not know, where the Content Lake refuses both.
 */
function operationsOf(patch: Record<string, unknown>): PatchOperations {
  const unknown = Object.keys(patch).filter((key) => !SELECTION.includes(key) && !OPERATIONS.includes(key))
  if (unknown.length > 0) throw new PatchError(`Unsupported patch operation: ${unknown.join(', ')}`)
  const {unset, insert} = patch
  if (unset !== undefined && !(Array.isArray(unset) && unset.every(isString)))
    throw new PatchError('unset takes an array of paths')
  return {
    setIfMissing: byPath(patch, 'setIfMissing', anything, 'value'),
    set: byPath(patch, 'set', anything, 'value'),
    unset: (unset as string[] | undefined)?.map(mutatorPath),
    diffMatchPatch: byPath(patch, 'diffMatchPatch', isString, 'patch text') as Record<string, string> | undefined,
    inc: byPath(patch, 'inc', isNumber, 'number') as Record<string, number> | undefined,
    dec: byPath(patch, 'dec', isNumber, 'number') as Record<string, number> | undefined,
    insert: insert === undefined ? undefined : insertOf(insert),
  }
}

/**
 * Applies a patch's operations to a document with `@sanity/mutator`, the Studio's own implementation, so both agree.
 * It applies them in the Content Lake's order: setIfMissing, set, unset, diffMatchPatch, inc, dec, insert (mutator
 * moved setIfMissing first to match the Content Lake, sanity-io/sanity#5062). The document given is left untouched;
 * system fields and `ifRevisionID` are the caller's business.
 */
export function applyPatch(document: SanityDocument, patch: Record<string, unknown>): SanityDocument {
  // A copy, so the stored document shares no value with the request (or with another document it patches).
  const operations = structuredClone(operationsOf(patch))
  // Mutator applies a patch to the document its `id` names only.
  const mutation = new Mutation({mutations: [{patch: {...operations, id: document._id}}]})
  try {
    return mutation.apply(document) as SanityDocument
  } catch (error) {
    // A path it cannot parse, an index out of bounds, an insert into a non-array…
    throw new PatchError(error instanceof Error ? error.message : String(error))
  }
}
