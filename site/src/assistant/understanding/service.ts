import {createHash} from 'node:crypto'

import {contentVersion} from '../../content/fetch'
import {onContentChange} from '../../revalidation/contentChanges'
import {serverRenderedReadOptions} from '../../revalidation/publishWindow'
import {getSynonymGroups} from '../../search/synonymGroups'
import type {SynonymGroups} from '../../search/synonyms'
import {loadPassages} from '../passages'
import {createPassageIndex, type PassageIndex, type RetrievedPassage} from './passageIndex'

/**
 * How long a check of the content holds, as for the catalogue's engine (search/service.ts): the bundled dataset's
 * version is one stat() away; the Content Lake can only be checked by reading every passage, and its webhook calls
 * `invalidateAssistantIndex` on each change anyway.
 */
const CHECK_INTERVAL_MS = {cheap: 1_000, fullRead: 60_000}

interface Ready {
  index: PassageIndex
  groups: SynonymGroups
}

interface Built {
  /** The backend's version token when it has one. */
  version: string | null
  /** A hash of the passages and the synonyms, so a change the assistant does not quote keeps the index. */
  fingerprint: string
  ready: Promise<Ready>
}

interface IndexState {
  built: Built | null
  checkedAt: number
  checking: Promise<Ready> | null
}

/**
 * Next.js loads API routes and pages through separate module instances: the webhook (an API route) must reach the
 * index the assistant's endpoint uses, so the process's one lives on globalThis.
 */
const PROCESS_INDEX: unique symbol = Symbol.for('@parlia/site/assistantIndex')
const processGlobals = globalThis as typeof globalThis & {[PROCESS_INDEX]?: IndexState}
const state: IndexState = (processGlobals[PROCESS_INDEX] ??= {built: null, checkedAt: Number.NEGATIVE_INFINITY, checking: null})

async function build(passages: Awaited<ReturnType<typeof loadPassages>>, groups: SynonymGroups): Promise<Ready> {
  return {index: await createPassageIndex(passages), groups}
}

async function refresh(): Promise<Ready> {
  const version = await contentVersion()
  if (state.built && version !== null && version === state.built.version) {
    state.checkedAt = Date.now()
    return state.built.ready
  }
  // Live after a publish: the webhook's rebuild must not index what the API CDN still holds.
  const options = await serverRenderedReadOptions()
  const [passages, groups] = await Promise.all([loadPassages(options), getSynonymGroups(options)])
  const fingerprint = createHash('sha1').update(JSON.stringify([passages, groups])).digest('hex')
  if (!state.built || state.built.fingerprint !== fingerprint) state.built = {version, fingerprint, ready: build(passages, groups)}
  else state.built.version = version
  state.checkedAt = Date.now()
  return state.built.ready
}

/** This process's index: built once from the content, rebuilt when it changes (at most every second, or at once after a webhook). */
function assistantIndex(): Promise<Ready> {
  const interval = state.built?.version === null ? CHECK_INTERVAL_MS.fullRead : CHECK_INTERVAL_MS.cheap
  if (state.built && Date.now() - state.checkedAt < interval) return state.built.ready
  state.checking ??= refresh().finally(() => {
    state.checking = null
  })
  return state.checking
}

/** Called by the revalidation webhook on every change: the next question sees it. */
export function invalidateAssistantIndex(): void {
  state.checkedAt = Number.NEGATIVE_INFINITY
  if (state.built) state.built.version = null
}

// A change published through any instance's webhook.
onContentChange('assistant', invalidateAssistantIndex)

/** Default number of passages retrieved. */
const DEFAULT_LIMIT = 5

/**
 * The published passages that best answer `question`, best first (at most `limit`), with the editors' synonyms
 * applied; each `score` is from 0 to 1 and comparable across questions (see PassageIndex.search).
 */
export async function retrieve(question: string, {limit = DEFAULT_LIMIT}: {limit?: number} = {}): Promise<RetrievedPassage[]> {
  const {index, groups} = await assistantIndex()
  return index.search(question, groups, limit)
}
