import {randomKey} from '@sanity/util/content'

import {isObject} from '../json/isObject'

/** A copy of `value` in which every object in an array has a `_key`: Sanity's own random key where one is missing. */
function withArrayKeys<T>(value: T): T {
  if (Array.isArray(value))
    return value.map((item) => {
      const keyed = withArrayKeys(item)
      return isObject(keyed) && !('_key' in keyed) ? {...keyed, _key: randomKey(12)} : keyed
    }) as T
  if (isObject(value))
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, withArrayKeys(field)])) as T
  return value
}

const CREATES = ['create', 'createOrReplace', 'createIfNotExists'] as const
const PATCH_VALUES = ['set', 'setIfMissing', 'insert'] as const

/**
 * The `autoGenerateArrayKeys` option of the mutate and actions endpoints: the documents a transaction writes and the
 * values its patches set or insert get a `_key` on every object in an array that lacks one, as on Sanity. Applied to
 * the mutations an action becomes, so both endpoints key the same way.
 */
export function withMutationArrayKeys<T>(mutations: readonly T[]): T[] {
  return mutations.map((mutation) => {
    if (!isObject(mutation)) return mutation
    const kind = CREATES.find((name) => name in mutation)
    if (kind) return {...mutation, [kind]: withArrayKeys(mutation[kind])}
    if (!isObject(mutation.patch)) return mutation
    const patch = {...mutation.patch}
    for (const name of PATCH_VALUES) if (name in patch) patch[name] = withArrayKeys(patch[name])
    return {...mutation, patch}
  })
}
