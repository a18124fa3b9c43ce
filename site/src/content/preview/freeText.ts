import type {SchemaType, TypeNode} from 'groq-js'

/** A path as the Content Source Map names a value: field names, array indices, or array items by `_key`. */
export type SourcePath = ReadonlyArray<string | number | {_key: string; _index?: number}>

/** Deep enough for any field of ours; stops a schema that refers to itself. */
const MAX_DEPTH = 32

/** Sanity's own types whose strings code reads: a slug's `current` (our slugs are named `postId`, `jobId`…), assets. */
const isMachineType = (name: string) => name === 'slug' || name.startsWith('sanity.')

/**
 * Whether the schema types a document's value at `path` as free text an editor writes (a string field without a
 * list of options, Portable Text spans), as opposed to a value code reads: an option of a list (a category, a
 * contract type) or a slug, whose stega characters would break the comparisons and the URLs the site makes of it.
 */
export function isFreeText(schema: SchemaType, documentType: string, path: SourcePath): boolean {
  const document = schema.find((type) => type.type === 'document' && type.name === documentType)
  if (!document || document.type !== 'document') return false
  const declarations = new Map(
    schema.flatMap((type) => (type.type === 'type' ? [[type.name, type.value] as const] : [])),
  )

  function walk(node: TypeNode, rest: SourcePath, depth: number): boolean {
    if (depth > MAX_DEPTH) return false
    switch (node.type) {
      case 'inline': {
        if (isMachineType(node.name)) return false
        const declared = declarations.get(node.name)
        return declared ? walk(declared, rest, depth + 1) : false
      }
      case 'union':
        return node.of.some((member) => walk(member, rest, depth + 1))
      case 'string':
        // A literal (`value`) is an option of a list or a `_type`.
        return rest.length === 0 && node.value === undefined
      case 'object': {
        const [segment, ...tail] = rest
        if (typeof segment !== 'string') return false
        const attribute = node.attributes[segment]
        if (attribute) return walk(attribute.value, tail, depth + 1)
        // Attributes shared through `rest` (an array item's `_key`, an image's fields).
        return node.rest ? walk(node.rest, rest, depth + 1) : false
      }
      case 'array': {
        const [segment, ...tail] = rest
        return segment !== undefined && typeof segment !== 'string' ? walk(node.of, tail, depth + 1) : false
      }
      default:
        return false
    }
  }

  return walk({type: 'object', attributes: document.attributes}, path, 0)
}
