// Mendoza patches (https://github.com/sanity-io/mendoza), the `effects` of the listen endpoint's events. The
// `mendoza` package only applies patches (its differ is Go, on Sanity's side): this writes the few operations
// needed, and the tests check each patch with the package's `applyPatch`.
import type {RawPatch} from 'mendoza'

import {isObject} from '../json/isObject'
import type {SanityDocument} from './dataset'

// Opcodes: their index in mendoza's operation table.
const VALUE = 0
const PUSH_FIELD_COPY = 10
const RETURN_INTO_OBJECT_SAME_KEY_POP = 15
const OBJECT_SET_FIELD_VALUE = 17
const OBJECT_DELETE_FIELD = 19

/**
 * Whether two JSON values are equal. Not util.isDeepStrictEqual: it compares prototypes, and the patches'
 * structuredClone makes objects of another realm than the request's JSON.parse does under Jest.
 */
function equal(left: unknown, right: unknown): boolean {
  if (left === right) return true
  if (Array.isArray(left) && Array.isArray(right))
    return left.length === right.length && left.every((item, index) => equal(item, right[index]))
  if (!isObject(left) || !isObject(right)) return false
  const keys = Object.keys(left)
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && equal(left[key], right[key]))
  )
}

/** Appends the operations turning the object `left` into `right`, field by field, descending into objects. */
function diffObject(left: Record<string, unknown>, right: Record<string, unknown>, patch: RawPatch) {
  // Mendoza names an input field by its index among the input's keys in sorted order.
  const keys = Object.keys(left).sort()
  for (const [index, key] of keys.entries()) {
    if (!Object.hasOwn(right, key)) patch.push(OBJECT_DELETE_FIELD, index)
  }
  for (const [key, value] of Object.entries(right)) {
    const previous = Object.hasOwn(left, key) ? left[key] : undefined
    if (previous !== undefined && equal(previous, value)) continue
    if (isObject(previous) && isObject(value)) {
      patch.push(PUSH_FIELD_COPY, keys.indexOf(key))
      diffObject(previous, value, patch)
      patch.push(RETURN_INTO_OBJECT_SAME_KEY_POP)
    } else {
      patch.push(OBJECT_SET_FIELD_VALUE, value, key)
    }
  }
}

/** The patch turning `left` into `right` (null: no document); arrays and strings are replaced whole. */
function diff(left: unknown, right: unknown): RawPatch {
  if (isObject(left) && isObject(right)) {
    const patch: RawPatch = []
    diffObject(left, right, patch)
    return patch
  }
  return [VALUE, right]
}

// The Studio applies `apply` to the document without its `_rev`, then sets `resultRev` (sanity's
// applyMendozaPatch): the patches leave `_rev` out.
const withoutRev = (doc: SanityDocument | undefined) => {
  if (!doc) return null
  const {_rev, ...rest} = doc
  return rest
}

/** A change's effects in mendoza's format: `apply` turns the previous document into the result, `revert` back. */
export function mendozaEffects(
  before: SanityDocument | undefined,
  after: SanityDocument | undefined,
): {apply: RawPatch; revert: RawPatch} {
  const [left, right] = [withoutRev(before), withoutRev(after)]
  return {apply: diff(left, right), revert: diff(right, left)}
}
