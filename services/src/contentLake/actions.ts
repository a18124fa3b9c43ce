import type {IncomingMessage} from 'node:http'

import {isObject} from '../json/isObject'
import {withMutationArrayKeys} from './arrayKeys'
import type {SanityDocument} from './dataset'
import {badRequest, HttpError, readBody} from './http'
import {authorize, type Writer} from './mutate'
import {applyMutations, type Mutation, MutationError} from './mutations'
import type {RecordedRequest} from './server'
import type {Revision} from './store'

/** The Actions API exists from this API version on (and in `vX`). */
const FIRST_API_VERSION = '2024-05-23'

export const hasActionsApi = (apiVersion: string) => apiVersion === 'X' || apiVersion >= FIRST_API_VERSION

type Fields = Record<string, unknown>
type Documents = ReadonlyMap<string, SanityDocument>

const DRAFTS = 'drafts.'
const VERSION_ID = /^versions\.([^.]+)\.(.+)$/

/** The published id a draft (`drafts.<id>`) or a release version (`versions.<release>.<id>`) belongs to. */
function publishedIdOf(id: string): string | null {
  if (id.startsWith(DRAFTS)) return id.slice(DRAFTS.length) || null
  return VERSION_ID.exec(id)?.[2] ?? null
}

/** An action the API cannot read: 400, named by its index as the mutate endpoint names mutations. */
const invalid = (index: number, description: string) => badRequest(`Action ${index}: ${description}`)

/**
 * An action the dataset's state refuses: 409 in the `actionError` shape `@sanity/client` reads (its `ActionError`:
 * `items` with the failing action's index), the item types those of the mutate endpoint.
 */
function failed(
  index: number,
  id: string,
  type: string,
  description: string,
  details: Record<string, unknown> = {},
): HttpError {
  return new HttpError(409, {
    error: {
      description: `The action(s) failed: ${description}`,
      items: [{error: {description, id, type, ...details}, index}],
      type: 'actionError',
    },
  })
}

function text(action: Fields, name: string, index: number): string {
  const value = action[name]
  if (typeof value !== 'string' || !value) throw invalid(index, `${name} must be a non-empty string`)
  return value
}

function optionalText(action: Fields, name: string, index: number): string | undefined {
  return action[name] === undefined ? undefined : text(action, name, index)
}

function object(action: Fields, name: string, index: number): Fields {
  const value = action[name]
  if (!isObject(value)) throw invalid(index, `${name} must be an object`)
  return value
}

function optionalFlag(action: Fields, name: string, index: number): boolean | undefined {
  const value = action[name]
  if (value !== undefined && typeof value !== 'boolean') throw invalid(index, `${name} must be true or false`)
  return value
}

function publishedIdField(action: Fields, index: number): string {
  const id = text(action, 'publishedId', index)
  if (id.startsWith(DRAFTS) || id.startsWith('versions.')) {
    throw invalid(index, `publishedId must be a published document's id, not "${id}"`)
  }
  return id
}

/** A draft or version id, which must belong to `publishedId` when the action names one (the API's rule). */
function versionIdField(value: unknown, name: string, publishedId: string | null, index: number): string {
  if (typeof value !== 'string' || !value) throw invalid(index, `${name} must be a non-empty string`)
  const owner = publishedIdOf(value)
  if (owner === null) throw invalid(index, `${name} must start with "drafts." or "versions.<release>.": "${value}"`)
  if (publishedId !== null && owner !== publishedId) {
    throw invalid(index, `${name} "${value}" is not a draft or version of "${publishedId}"`)
  }
  return value
}

const notFound = (index: number, id: string, description: string) =>
  failed(index, id, 'documentNotFoundError', description)

const alreadyExists = (index: number, id: string, description = `Document "${id}" already exists`) =>
  failed(index, id, 'documentAlreadyExistsError', description)

function checkRevision(index: number, doc: SanityDocument | undefined, id: string, expected: string | undefined) {
  if (expected === undefined || doc?._rev === expected) return
  throw failed(
    index,
    id,
    'conflictError',
    doc
      ? `Document "${id}" has unexpected revision ID ("${String(doc._rev)}"), expected "${expected}"`
      : `Document "${id}" does not exist, expected revision "${expected}"`,
  )
}

/** An existing document copied under another id (the store restamps `_rev` and `_updatedAt`, keeps `_createdAt`). */
const copyAs = (doc: SanityDocument, id: string): SanityDocument => ({...doc, _id: id})

/**
 * What publishing does to references the Studio made to unpublished documents: `_strengthenOnPublish` goes, and
 * `_weak` with it unless the reference asked to stay weak (the Studio's own publish did it before the Actions API).
 */
function strengthen(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strengthen)
  if (!isObject(value)) return value
  if (typeof value._ref === 'string' && isObject(value._strengthenOnPublish)) {
    const {_strengthenOnPublish: options, _weak: weak, ...reference} = value
    return options.weak === true && weak !== undefined ? {...reference, _weak: weak} : reference
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, strengthen(item)]))
}

/** Each action becomes the mutations it amounts to on the documents as the earlier actions of its request left them. */
type Translate = (action: Fields, documents: Documents, index: number) => Mutation[]

/** A new draft (or version); its published document must not exist. `ifExists: 'ignore'` keeps a draft that does. */
const create: Translate = (action, documents, index) => {
  const publishedId = publishedIdField(action, index)
  const attributes = object(action, 'attributes', index)
  const id = versionIdField(attributes._id, 'attributes._id', publishedId, index)
  const ifExists = action.ifExists ?? 'fail'
  if (ifExists !== 'fail' && ifExists !== 'ignore') throw invalid(index, 'ifExists must be "fail" or "ignore"')
  if (documents.has(publishedId)) {
    throw alreadyExists(index, publishedId, `A published document with ID "${publishedId}" already exists`)
  }
  if (documents.has(id)) {
    if (ifExists === 'ignore') return []
    throw alreadyExists(index, id)
  }
  return [{create: {...attributes, _id: id} as SanityDocument}]
}

/**
 * A patch on the draft, made first from the published document when there is none. A release version is not made
 * from it: it must exist.
 */
const edit: Translate = (action, documents, index) => {
  const publishedId = publishedIdField(action, index)
  const draftId = versionIdField(action.draftId, 'draftId', publishedId, index)
  const patch = object(action, 'patch', index)
  if ('query' in patch || 'params' in patch) throw invalid(index, 'an edit patches its draftId, not a query')
  const mutations: Mutation[] = []
  if (!documents.has(draftId)) {
    const published = documents.get(publishedId)
    if (!published || !draftId.startsWith(DRAFTS)) {
      throw notFound(index, draftId, `Cannot edit "${draftId}": neither it nor "${publishedId}" exists`)
    }
    mutations.push({create: copyAs(published, draftId)})
  }
  // The draft is the patch's only target, whatever id the patch names.
  mutations.push({patch: {...patch, id: draftId}})
  return mutations
}

/** The draft (or version) replaces the published document, which it creates if need be; the draft goes. */
const publish: Translate = (action, documents, index) => {
  const publishedId = publishedIdField(action, index)
  const draftId = versionIdField(action.draftId, 'draftId', publishedId, index)
  const ifDraftRevisionId = optionalText(action, 'ifDraftRevisionId', index)
  const ifPublishedRevisionId = optionalText(action, 'ifPublishedRevisionId', index)
  const draft = documents.get(draftId)
  if (!draft) throw notFound(index, draftId, `Cannot publish "${draftId}": it does not exist`)
  checkRevision(index, draft, draftId, ifDraftRevisionId)
  checkRevision(index, documents.get(publishedId), publishedId, ifPublishedRevisionId)
  return [{createOrReplace: copyAs(strengthen(draft) as SanityDocument, publishedId)}, {delete: {id: draftId}}]
}

/** The published document goes; it becomes the draft unless there is one already. */
const unpublish: Translate = (action, documents, index) => {
  const publishedId = publishedIdField(action, index)
  const draftId = versionIdField(action.draftId, 'draftId', publishedId, index)
  const published = documents.get(publishedId)
  if (!published) throw notFound(index, publishedId, `Cannot unpublish "${publishedId}": it is not published`)
  return [...(documents.has(draftId) ? [] : [{create: copyAs(published, draftId)}]), {delete: {id: publishedId}}]
}

/** Deletes a draft (or version) that exists. `purge` (history too) changes nothing here: the lake keeps none. */
const discard = (idField: 'draftId' | 'versionId'): Translate => {
  return (action, documents, index) => {
    const id = versionIdField(action[idField], idField, null, index)
    optionalFlag(action, 'purge', index)
    if (!documents.has(id)) throw notFound(index, id, `Cannot discard "${id}": it does not exist`)
    return [{delete: {id}}]
  }
}

/**
 * Deletes a published document and the drafts and versions listed in `includeDrafts`, which must name every one
 * that exists.
 */
const remove: Translate = (action, documents, index) => {
  const publishedId = publishedIdField(action, index)
  optionalFlag(action, 'purge', index)
  const listed = action.includeDrafts ?? []
  if (!Array.isArray(listed)) throw invalid(index, 'includeDrafts must be an array of ids')
  const includeDrafts = listed.map((id, at) => versionIdField(id, `includeDrafts[${at}]`, publishedId, index))
  if (!documents.has(publishedId))
    throw notFound(index, publishedId, `Cannot delete "${publishedId}": it is not published`)
  const left = [...documents.keys()].find((id) => publishedIdOf(id) === publishedId && !includeDrafts.includes(id))
  if (left !== undefined) {
    throw failed(
      index,
      left,
      'conflictError',
      `Cannot delete "${publishedId}": "${left}" exists and is not in includeDrafts`,
    )
  }
  return [{delete: {id: [publishedId, ...includeDrafts]}}]
}

/** Replaces the draft (or version), or creates it; the draft or the published document must exist. */
const replaceDraft: Translate = (action, documents, index) => {
  const publishedId = publishedIdField(action, index)
  const attributes = object(action, 'attributes', index)
  const id = versionIdField(attributes._id, 'attributes._id', publishedId, index)
  if (!documents.has(id) && !documents.has(publishedId)) {
    throw notFound(index, id, `Cannot replace "${id}": neither it nor "${publishedId}" exists`)
  }
  return [{createOrReplace: {...attributes, _id: id} as SanityDocument}]
}

/** A new draft or version: the `document` given, or a copy of the `baseId` document (at `ifBaseRevisionId`). */
const createVersion: Translate = (action, documents, index) => {
  const publishedId = publishedIdField(action, index)
  if (action.document !== undefined) {
    const document = object(action, 'document', index)
    const id = versionIdField(document._id, 'document._id', publishedId, index)
    if (documents.has(id)) throw alreadyExists(index, id)
    return [{create: {...document, _id: id} as SanityDocument}]
  }
  const baseId = text(action, 'baseId', index)
  const versionId = versionIdField(action.versionId, 'versionId', publishedId, index)
  const base = documents.get(baseId)
  if (!base) throw notFound(index, baseId, `Cannot create "${versionId}": "${baseId}" does not exist`)
  checkRevision(index, base, baseId, optionalText(action, 'ifBaseRevisionId', index))
  if (documents.has(versionId)) throw alreadyExists(index, versionId)
  return [{create: copyAs(base, versionId)}]
}

/** Replaces a draft or version that exists. */
const replaceVersion: Translate = (action, documents, index) => {
  const document = object(action, 'document', index)
  const id = versionIdField(document._id, 'document._id', null, index)
  if (!documents.has(id)) throw notFound(index, id, `Cannot replace "${id}": it does not exist`)
  return [{createOrReplace: {...document, _id: id} as SanityDocument}]
}

const TRANSLATIONS: Record<string, Translate> = {
  'sanity.action.document.create': create,
  'sanity.action.document.edit': edit,
  'sanity.action.document.publish': publish,
  'sanity.action.document.unpublish': unpublish,
  'sanity.action.document.discard': discard('draftId'),
  'sanity.action.document.delete': remove,
  'sanity.action.document.replaceDraft': replaceDraft,
  'sanity.action.document.version.create': createVersion,
  'sanity.action.document.version.discard': discard('versionId'),
  'sanity.action.document.version.replace': replaceVersion,
}

/** A mutation the store refused while translating action `index`, told as that action's failure. */
function actionFailure(error: MutationError, index: number): HttpError {
  const {description, items} = error.body.error
  if (error.status !== 409) return invalid(index, String(description).replace(/^Mutation \d+: /, ''))
  const [item] = (items ?? []) as {error: {id: string; type: string; description: string}}[]
  if (!item) return new HttpError(409, error.body)
  // What else the mutation's error names (the documents that reference one being deleted) is kept.
  const {id, type, description: itemDescription, ...details} = item.error
  return failed(index, id, type, itemDescription, details)
}

/**
 * The mutations a request's actions amount to, in order: each action is read against the documents as the actions
 * before it leave them (applied to a copy), so the request commits as one transaction of the store or not at all.
 */
function translateActions(documents: readonly SanityDocument[], actions: readonly unknown[]): Mutation[] {
  let state: Documents = new Map(documents.map((doc) => [doc._id, doc]))
  // Only for reading the effect of earlier actions: the store stamps the real transaction when it commits.
  const context = {transactionId: 'pending', at: new Date().toISOString()}
  const all: Mutation[] = []
  for (const [index, action] of actions.entries()) {
    if (!isObject(action)) throw invalid(index, 'an action must be an object')
    const {actionType} = action
    const translate = typeof actionType === 'string' ? TRANSLATIONS[actionType] : undefined
    if (!translate) {
      throw invalid(
        index,
        `unsupported actionType ${JSON.stringify(actionType)} (the local Content Lake has no releases)`,
      )
    }
    const mutations = translate(action, state, index)
    try {
      state = applyMutations(state, mutations, context).documents
    } catch (error) {
      if (error instanceof MutationError) throw actionFailure(error, index)
      throw error
    }
    all.push(...mutations)
  }
  return all
}

async function actionsFromBody(request: IncomingMessage) {
  let body: unknown
  try {
    body = JSON.parse(await readBody(request))
  } catch (error) {
    if (error instanceof HttpError) throw error
    throw badRequest('Request body must be a JSON object with actions')
  }
  if (!isObject(body)) throw badRequest('Request body must be a JSON object with actions')
  const {actions, transactionId} = body
  if (!Array.isArray(actions) || actions.length === 0)
    throw badRequest('Request body must hold a non-empty array of actions')
  if (transactionId !== undefined && (typeof transactionId !== 'string' || !transactionId))
    throw badRequest('transactionId must be a string')
  const flags = ['dryRun', 'skipCrossDatasetReferenceValidation', 'autoGenerateArrayKeys'] as const
  for (const name of flags) {
    if (body[name] !== undefined && typeof body[name] !== 'boolean') throw badRequest(`${name} must be true or false`)
  }
  return {
    actions,
    transactionId,
    dryRun: body.dryRun === true,
    autoGenerateArrayKeys: body.autoGenerateArrayKeys === true,
  }
}

/**
 * `POST /v{apiVersion}/data/actions/{dataset}` (the Actions API, `client.action`, which the Studio saves with): a
 * bearer token with write access, `{actions, transactionId?, dryRun?, skipCrossDatasetReferenceValidation?,
 * autoGenerateArrayKeys?}`;
 * answers `{transactionId}`. The actions become the store's mutations, committed as one transaction by the same
 * writer as the mutate endpoint; cross-dataset references are not checked, so the last flag changes nothing.
 */
export async function answerActions(
  request: IncomingMessage,
  recorded: RecordedRequest,
  writer: Writer,
  revision: () => Revision,
): Promise<{status: number; body: unknown}> {
  authorize(request, writer)
  const {actions, transactionId, dryRun, autoGenerateArrayKeys} = await actionsFromBody(request)
  recorded.actions = actions
  // From here to the commit nothing awaits: no other write can come between reading the documents and writing.
  const translated = translateActions(revision().documents, actions)
  const mutations = autoGenerateArrayKeys ? withMutationArrayKeys(translated) : translated
  recorded.mutations = mutations
  try {
    // Actions that change nothing (a create that finds its draft) commit no transaction, as the Content Lake does.
    const transaction = writer.mutate(mutations, {dryRun: dryRun || mutations.length === 0, transactionId})
    return {status: 200, body: {transactionId: transaction.transactionId}}
  } catch (error) {
    if (error instanceof MutationError) throw new HttpError(error.status, error.body)
    throw error
  }
}
