import type {SanityDocument} from './dataset'

/** One step of a patch path: an attribute, an array index (negative from the end) or an array item by `_key`. */
type Segment = string | number | {key: string}

/** The patch operations this stand-in applies, in the order the Content Lake applies them. */
export interface PatchOperations {
  setIfMissing?: Record<string, unknown>
  set?: Record<string, unknown>
  unset?: string[]
  inc?: Record<string, number>
  dec?: Record<string, number>
}

const SUPPORTED = new Set(['id', 'query', 'params', 'ifRevisionID', 'setIfMissing', 'set', 'unset', 'inc', 'dec'])

/** A patch it cannot apply (a malformed path, an operation it does not implement): answered 400. */
export class PatchError extends Error {}

const SEGMENT =
  /^(?:\.?([A-Za-z_$][\w$-]*)|\[(-?\d+)\]|\[\s*_key\s*==\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')\s*\]|\[\s*"((?:[^"\\]|\\.)*)"\s*\])/

const unescape = (text: string) => text.replace(/\\(.)/g, '$1')

/**
 * `a.b[2].c[_key=="x"]`, and `a["2024"]` for an attribute named like a number (as `@sanity/import` writes it):
 * the JSONMatch subset that addresses one value (no wildcards, filters or slices).
 */
function parsePath(path: string): Segment[] {
  const segments: Segment[] = []
  let rest = path.trim()
  while (rest) {
    const match = SEGMENT.exec(rest)
    if (!match || (segments.length === 0 && rest.startsWith('.')))
      throw new PatchError(`Unsupported patch path: ${path}`)
    const [whole, name, index, doubleQuoted, singleQuoted, quotedName] = match
    if (name !== undefined) segments.push(name)
    else if (index !== undefined) segments.push(Number(index))
    else if (quotedName !== undefined) segments.push(unescape(quotedName))
    else segments.push({key: unescape(doubleQuoted ?? singleQuoted ?? '')})
    rest = rest.slice(whole.length)
  }
  if (segments.length === 0) throw new PatchError('Empty patch path')
  return segments
}

type Container = Record<string, unknown> | unknown[]

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/** The array index a segment addresses, or -1. */
function indexIn(array: unknown[], segment: number | {key: string}): number {
  if (typeof segment === 'number') return segment < 0 ? array.length + segment : segment < array.length ? segment : -1
  return array.findIndex((item) => isObject(item) && item._key === segment.key)
}

/** Where a path's last step lives; `create` makes missing objects on the way, as `set` does. */
function locate(
  root: Record<string, unknown>,
  segments: Segment[],
  create: boolean,
): {container: Container; last: Segment} | null {
  let current: unknown = root
  for (const [position, segment] of segments.entries()) {
    if (position === segments.length - 1) {
      if (typeof segment === 'string' ? isObject(current) : Array.isArray(current))
        return {container: current as Container, last: segment}
      return null
    }
    let next: unknown
    if (typeof segment === 'string') {
      if (!isObject(current)) return null
      if (current[segment] === undefined && create) current[segment] = {}
      next = current[segment]
    } else {
      if (!Array.isArray(current)) return null
      next = current[indexIn(current, segment)]
    }
    current = next
  }
  return null
}

function read({container, last}: {container: Container; last: Segment}): unknown {
  if (typeof last === 'string') return (container as Record<string, unknown>)[last]
  const array = container as unknown[]
  return array[indexIn(array, last)]
}

function write({container, last}: {container: Container; last: Segment}, value: unknown): void {
  if (typeof last === 'string') {
    ;(container as Record<string, unknown>)[last] = value
    return
  }
  const array = container as unknown[]
  const index = indexIn(array, last)
  if (index >= 0) array[index] = value
}

function remove({container, last}: {container: Container; last: Segment}): void {
  if (typeof last === 'string') {
    delete (container as Record<string, unknown>)[last]
    return
  }
  const array = container as unknown[]
  const index = indexIn(array, last)
  if (index >= 0) array.splice(index, 1)
}

function numberTarget(root: Record<string, unknown>, path: string, amount: unknown) {
  if (typeof amount !== 'number') throw new PatchError(`inc and dec take numbers: ${path}`)
  const at = locate(root, parsePath(path), false)
  // The Content Lake leaves a missing or non-numeric value alone.
  return at && typeof read(at) === 'number' ? at : null
}

/** Applies a patch's operations to a copy of the document (system fields are the store's business). */
export function applyPatch(document: SanityDocument, patch: Record<string, unknown>): SanityDocument {
  const unsupported = Object.keys(patch).filter((key) => !SUPPORTED.has(key))
  if (unsupported.length > 0) throw new PatchError(`Unsupported patch operation: ${unsupported.join(', ')}`)
  const {setIfMissing = {}, set = {}, unset = [], inc = {}, dec = {}} = patch as PatchOperations
  if (![setIfMissing, set, inc, dec].every(isObject) || !Array.isArray(unset)) throw new PatchError('Malformed patch')
  const root = structuredClone(document) as Record<string, unknown>
  for (const [path, value] of Object.entries(setIfMissing)) {
    const at = locate(root, parsePath(path), true)
    if (at && read(at) === undefined) write(at, structuredClone(value))
  }
  for (const [path, value] of Object.entries(set)) {
    const at = locate(root, parsePath(path), true)
    if (at) write(at, structuredClone(value))
  }
  for (const path of unset) {
    if (typeof path !== 'string') throw new PatchError('unset takes an array of paths')
    const at = locate(root, parsePath(path), false)
    if (at) remove(at)
  }
  const steps = [
    ...Object.entries(inc).map(([path, amount]) => [path, amount, 1] as const),
    ...Object.entries(dec).map(([path, amount]) => [path, amount, -1] as const),
  ]
  for (const [path, amount, sign] of steps) {
    const at = numberTarget(root, path, amount)
    if (at) write(at, (read(at) as number) + sign * amount)
  }
  return root as SanityDocument
}
