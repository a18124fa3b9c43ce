import type {ContentSourceMap, ContentSourceMapDocuments, ContentSourceMapParsedPath} from '@sanity/client'
import {jsonPath} from '@sanity/client/csm'

import type {SanityDocument} from './exportFormat'

/**
 * Content Source Maps (`resultSourceMap`) for results groq-js evaluated, which tracks no provenance: where each
 * value came from is reconstructed from the documents the query ran over. The embedded backend and the tests'
 * Content Lake (services/) both answer with these. A wrong overlay is worse than none, so a value whose origin
 * the context does not settle is left unmapped.
 */

export interface SourceMapOptions {
  /** Name array items by `_key` in source paths (`resultSourceMap=withKeyArraySelector`), not by index. */
  keyArraySelector: boolean
}

/** Fields Sanity itself never maps usefully: identifiers, types, keys, references, revisions and system dates. */
const UNMAPPED_FIELDS = new Set(['_id', '_type', '_key', '_ref', '_rev', '_createdAt', '_updatedAt', '_originalId'])

type Segment = ContentSourceMapParsedPath[number]
type ResultPath = (string | number)[]

const isMappableKey = (key: Segment | undefined) => !(typeof key === 'string' && UNMAPPED_FIELDS.has(key))

/** Where a value occurs: a document (its index in the perspective's documents) and a path in it. */
interface Place {
  doc: number
  path: Segment[]
}

/** A vote for the document a result object comes from: none yet (undefined), one document, or several. */
const MIXED = -1
type Vote = number | undefined

const combine = (a: Vote, b: Vote): Vote => (a === undefined ? b : b === undefined || a === b ? a : MIXED)

interface DatasetIndex {
  documents: readonly SanityDocument[]
  byId: Map<string, number>
  /** Every value and subtree of the documents by structure, equal ones sharing an id (hash-consing). */
  ids: Map<string, number>
  /** The places of each string and of each subtree holding one, by id. */
  places: Map<number, Place[]>
  /** The one document all of an id's places lie in, or MIXED (filled as asked). */
  soleDocs: Map<number, number>
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A primitive's structural key (its type first, so "1" and 1 differ). */
function primitiveKey(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return `s${value}`
    case 'number':
      return `n${value}`
    case 'boolean':
      return `b${value}`
    default:
      return 'null'
  }
}

/**
 * A subtree's structural key from its children's ids, each child given to `childId` (all of them, even once one
 * is unknown: the result's pass also gathers what it needs from each). Object keys are sorted: GROQ projections
 * reorder them.
 */
function subtreeKey(
  value: unknown[] | Record<string, unknown>,
  childId: (child: unknown, at: string | number) => number | undefined,
): string | undefined {
  let complete = true
  const parts = Array.isArray(value)
    ? value.map((item, at) => {
        const id = childId(item, at)
        complete &&= id !== undefined
        return `${id}`
      })
    : Object.keys(value)
        .sort()
        .map((key) => {
          const id = childId(value[key], key)
          complete &&= id !== undefined
          return `${JSON.stringify(key)}:${id}`
        })
  if (!complete) return undefined
  return Array.isArray(value) ? `[${parts.join(',')}]` : `{${parts.join(',')}}`
}

/** How an array item is named in a source path: by `_key` when it has one (its index kept for the other form). */
const itemSegment = (item: unknown, index: number): Segment =>
  isObject(item) && typeof item._key === 'string' ? {_key: item._key, _index: index} : index

function buildIndex(documents: readonly SanityDocument[]): DatasetIndex {
  const index: DatasetIndex = {documents, byId: new Map(), ids: new Map(), places: new Map(), soleDocs: new Map()}

  const intern = (key: string) => {
    let id = index.ids.get(key)
    if (id === undefined) {
      id = index.ids.size
      index.ids.set(key, id)
    }
    return id
  }
  const addPlace = (id: number, place: Place) => {
    const places = index.places.get(id)
    if (places) places.push(place)
    else index.places.set(id, [place])
  }

  /** Interns a value and records its place when it is a string a field holds, or a subtree holding one. */
  function visit(value: unknown, doc: number, path: Segment[]): {id: number; mappable: boolean} {
    if (Array.isArray(value) || isObject(value)) {
      let mappable = false
      const key = subtreeKey(value, (child, at) => {
        const visited = visit(child, doc, [...path, typeof at === 'number' ? itemSegment(child, at) : at])
        mappable ||= visited.mappable
        return visited.id
      }) as string
      const id = intern(key)
      if (mappable) addPlace(id, {doc, path})
      return {id, mappable}
    }
    const id = intern(primitiveKey(value))
    const mappable = typeof value === 'string' && isMappableKey(path.at(-1))
    if (mappable) addPlace(id, {doc, path})
    return {id, mappable}
  }

  documents.forEach((document, doc) => {
    index.byId.set(document._id, doc)
    visit(document, doc, [])
  })
  return index
}

/** A dataset snapshot's documents never change: each array is indexed once, on its first source map. */
const indexes = new WeakMap<readonly SanityDocument[], DatasetIndex>()

function indexFor(documents: readonly SanityDocument[]): DatasetIndex {
  let index = indexes.get(documents)
  if (!index) {
    index = buildIndex(documents)
    indexes.set(documents, index)
  }
  return index
}

/** The one document holding every place of an id, MIXED when they are in several, undefined when nowhere. */
function soleDoc(index: DatasetIndex, id: number): Vote {
  const places = index.places.get(id)
  if (!places) return undefined
  let doc = index.soleDocs.get(id)
  if (doc === undefined) {
    doc = places.reduce<Vote>((vote, place) => combine(vote, place.doc), undefined) ?? MIXED
    index.soleDocs.set(id, doc)
  }
  return doc
}

/** How many of the trailing field names of a result path and a source path agree. */
function trailingMatch(resultPath: ResultPath, place: Place): number {
  const wanted = resultPath.filter((segment) => typeof segment === 'string')
  const found = place.path.filter((segment) => typeof segment === 'string')
  let count = 0
  while (
    count < wanted.length &&
    count < found.length &&
    wanted[wanted.length - 1 - count] === found[found.length - 1 - count]
  )
    count += 1
  return count
}

/**
 * The place a result value comes from: in the context's document when it holds the value, else in the one
 * document holding it; among several places in that document, the one whose trailing field names match the
 * result path best. Anything less certain is no place at all.
 */
function choosePlace(
  index: DatasetIndex,
  id: number | undefined,
  context: Vote,
  resultPath: ResultPath,
): Place | undefined {
  if (id === undefined) return undefined
  const places = index.places.get(id)
  if (!places) return undefined
  const inContext = context !== undefined && context !== MIXED ? places.filter((place) => place.doc === context) : []
  const sole = soleDoc(index, id)
  const pool = inContext.length > 0 ? inContext : sole !== undefined && sole !== MIXED ? places : []
  if (pool.length === 1) return pool[0]
  let best: Place | undefined
  let bestScore = 0
  let tie = false
  for (const place of pool) {
    const score = trailingMatch(resultPath, place)
    if (score > bestScore) [best, bestScore, tie] = [place, score, false]
    else if (score === bestScore) tie = true
  }
  return best && !tie ? best : undefined
}

interface NodeInfo {
  /** The id of an equal value or subtree of the documents, if any. */
  id: number | undefined
  /** The document every unambiguous string below comes from. */
  vote: Vote
  /** For an object: the document it stands for, when its `_id` or its strings tell. */
  doc: Vote
}

/**
 * First pass over a result, from the leaves up: each subtree's id in the documents, and the document each object
 * stands for: its `_id`, else the one document its own unambiguous strings come from, else the one the objects it
 * holds stand for, else the one of every unambiguous string below it.
 */
function analyse(
  index: DatasetIndex,
  value: unknown,
  key: string | number | undefined,
  infos: Map<object, NodeInfo>,
): NodeInfo {
  if (Array.isArray(value) || isObject(value)) {
    const known = infos.get(value)
    if (known) return known
    let vote: Vote
    let strings: Vote
    let objects: Vote
    const structure = subtreeKey(value, (child, at) => {
      const info = analyse(index, child, at, infos)
      vote = combine(vote, info.vote)
      if (typeof child === 'string') strings = combine(strings, info.vote)
      else objects = combine(objects, info.doc)
      return info.id
    })
    const id = structure === undefined ? undefined : index.ids.get(structure)
    let doc: Vote
    if (isObject(value)) {
      // Lists are left out of the second vote: they gather other documents (references followed).
      const own = strings ?? objects ?? vote
      doc = (typeof value._id === 'string' ? index.byId.get(value._id) : undefined) ?? (own === MIXED ? undefined : own)
    }
    const info = {id, vote, doc}
    infos.set(value, info)
    return info
  }
  const id = index.ids.get(primitiveKey(value))
  const vote = typeof value === 'string' && isMappableKey(key) && id !== undefined ? soleDoc(index, id) : undefined
  // An ambiguous string names no document.
  return {id, vote: vote === MIXED ? undefined : vote, doc: undefined}
}

/**
 * The Content Source Map of a query's result evaluated over `documents` (the documents of the perspective the
 * query ran in): whole subtrees copied unchanged from a document are mapped once, other strings one by one.
 * A draft shown under its published id is named by its own id (`_originalId`), the one the Studio edits.
 */
export function contentSourceMap(
  result: unknown,
  documents: readonly SanityDocument[],
  {keyArraySelector}: SourceMapOptions,
): ContentSourceMap {
  const index = indexFor(documents)
  const infos = new Map<object, NodeInfo>()
  analyse(index, result, undefined, infos)

  const sourceDocuments: ContentSourceMapDocuments = []
  const documentAt = new Map<number, number>()
  const paths: string[] = []
  const pathAt = new Map<string, number>()
  const mappings: ContentSourceMap['mappings'] = {}

  function map(resultPath: ResultPath, place: Place) {
    let document = documentAt.get(place.doc)
    if (document === undefined) {
      const source = index.documents[place.doc] as SanityDocument
      document =
        sourceDocuments.push({
          _id: typeof source._originalId === 'string' ? source._originalId : source._id,
          _type: source._type,
        }) - 1
      documentAt.set(place.doc, document)
    }
    const sourcePath = jsonPath(
      keyArraySelector
        ? place.path
        : place.path.map((segment) => (typeof segment === 'object' ? segment._index : segment)),
    )
    let path = pathAt.get(sourcePath)
    if (path === undefined) {
      path = paths.push(sourcePath) - 1
      pathAt.set(sourcePath, path)
    }
    mappings[jsonPath(resultPath)] = {type: 'value', source: {type: 'documentValue', document, path}}
  }

  /** Second pass, from the root down, each value read in the context of the nearest object that names a document. */
  function walk(value: unknown, resultPath: ResultPath, context: Vote) {
    if (Array.isArray(value) || isObject(value)) {
      const info = infos.get(value) as NodeInfo
      const own = info.doc ?? context
      const place = choosePlace(index, info.id, own, resultPath)
      // A subtree equal to one of a document's is mapped once: the client appends the rest of the path.
      if (place) {
        map(resultPath, place)
        return
      }
      if (Array.isArray(value)) value.forEach((item, at) => walk(item, [...resultPath, at], own))
      else
        for (const [key, child] of Object.entries(value)) if (isMappableKey(key)) walk(child, [...resultPath, key], own)
      return
    }
    if (typeof value !== 'string') return
    const place = choosePlace(index, index.ids.get(primitiveKey(value)), context, resultPath)
    if (place) map(resultPath, place)
  }

  walk(result, [], undefined)
  return {documents: sourceDocuments, paths, mappings}
}
