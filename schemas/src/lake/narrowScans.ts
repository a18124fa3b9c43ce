import type {ExprNode} from 'groq-js'

import type {SanityDocument} from './exportFormat'

/** The prefix of the parameters that carry a narrowed scan's documents: no query of ours names one so. */
const SCAN_PARAMETER = '__scan'

/**
 * The documents of a perspective by id and by type, in the dataset's order: what a Content Lake answers from its
 * indexes. With them a `*[_type == "post" && …]` evaluates its filter on the articles only, not on every document:
 * at a hundred times the content, groq-js's scans of every document made a page's queries take seconds.
 */
export interface DocumentIndex {
  /** The first document of an id, as groq-js's own `->` finds it. */
  byId(id: string): SanityDocument | null
  /** The documents a filter requiring one of these ids or types can match, in the dataset's order. */
  candidates(field: '_id' | '_type', values: readonly string[]): SanityDocument[]
}

export function indexDocuments(documents: readonly SanityDocument[]): DocumentIndex {
  const positions = {_id: new Map<string, number[]>(), _type: new Map<string, number[]>()}
  documents.forEach((document, position) => {
    for (const field of ['_id', '_type'] as const) {
      const key = document[field]
      const list = positions[field].get(key)
      if (list) list.push(position)
      else positions[field].set(key, [position])
    }
  })
  // A build asks the same scans for every page: each set of ids or types is gathered once per snapshot.
  const gathered = new Map<string, SanityDocument[]>()
  return {
    byId: (id) => {
      const first = positions._id.get(id)?.[0]
      return first === undefined ? null : (documents[first] ?? null)
    },
    candidates(field, values) {
      const key = `${field}\u0000${[...new Set(values)].sort().join('\u0000')}`
      let found = gathered.get(key)
      if (!found) {
        const merged = [...new Set(values)].flatMap((value) => positions[field].get(value) ?? [])
        found = merged.sort((a, b) => a - b).flatMap((position) => documents[position] ?? [])
        gathered.set(key, found)
      }
      return found
    },
  }
}

type Node = ExprNode & Record<string, unknown>

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as {type?: unknown}).type === 'string'
}

/** The conjuncts of a filter: `a && (b && c)` is `a`, `b`, `c`. */
function conjuncts(node: ExprNode): ExprNode[] {
  if (node.type === 'And') return [...conjuncts(node.left), ...conjuncts(node.right)]
  if (node.type === 'Group') return conjuncts(node.base)
  return [node]
}

/** The field of the filtered document a node reads, if it is `_id` or `_type` (`_type`, `@._type`). */
function documentField(node: ExprNode): '_id' | '_type' | null {
  if (node.type !== 'AccessAttribute' || (node.base && node.base.type !== 'This')) return null
  return node.name === '_id' || node.name === '_type' ? node.name : null
}

/** The strings a node is, if it is a literal string or a literal list of strings. */
function literalStrings(node: ExprNode): string[] | null {
  if (node.type === 'Value') {
    const values: unknown[] = Array.isArray(node.value) ? node.value : [node.value]
    return values.every((value) => typeof value === 'string') ? (values as string[]) : null
  }
  if (node.type === 'Array') {
    const values = node.elements.map((element) =>
      !element.isSplat && element.value.type === 'Value' ? element.value.value : null,
    )
    return values.every((value) => typeof value === 'string') ? (values as string[]) : null
  }
  return null
}

/** What a conjunct requires of the document: `_type == "post"`, `"post" == _type`, `_id in ["a", "b"]`. */
function requirement(node: ExprNode): {field: '_id' | '_type'; values: string[]} | null {
  if (node.type !== 'OpCall') return null
  const sides: [ExprNode, ExprNode][] =
    node.op === '=='
      ? [
          [node.left, node.right],
          [node.right, node.left],
        ]
      : node.op === 'in'
        ? [[node.left, node.right]]
        : []
  for (const [fieldSide, valueSide] of sides) {
    const field = documentField(fieldSide)
    const values = field && literalStrings(valueSide)
    if (field && values && (node.op === 'in' || values.length === 1)) return {field, values}
  }
  return null
}

/**
 * Rewrites every `*[filter]` whose filter requires an id or a type (a conjunct `_type == "post"`, `_id == "x"`,
 * `_type in [...]`) to filter a parameter holding only the documents that can match, the narrowest of them. The
 * filter itself stays, so the result is the same as the full scan's, in the same order. Parameters are inlined at
 * parse time, so `_type == $type` counts as a literal.
 */
export function narrowScans(tree: ExprNode, index: DocumentIndex): {tree: ExprNode; params: Record<string, unknown>} {
  const params: Record<string, unknown> = {}

  function narrowed(node: Node): Node {
    if (node.type !== 'Filter' || node.base.type !== 'Everything') return node
    let narrowest: SanityDocument[] | null = null
    for (const conjunct of conjuncts(node.expr)) {
      const required = requirement(conjunct)
      if (!required) continue
      const documents = index.candidates(required.field, required.values)
      if (!narrowest || documents.length < narrowest.length) narrowest = documents
    }
    if (!narrowest) return node
    const name = `${SCAN_PARAMETER}${Object.keys(params).length}`
    params[name] = narrowest
    return {...node, base: {type: 'Parameter', name}}
  }

  function visit(value: unknown): unknown {
    if (Array.isArray(value)) return value.map(visit)
    if (!isNode(value)) return value
    const copy: Record<string, unknown> = {}
    // A literal's value is data, never a node, even when it is an object with a `type`.
    for (const [key, child] of Object.entries(value)) copy[key] = value.type === 'Value' ? child : visit(child)
    return narrowed(copy as Node)
  }

  return {tree: visit(tree) as ExprNode, params}
}
