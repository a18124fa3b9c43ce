import {createHash} from 'node:crypto'

import {contentVersion} from '../../content/fetch'
import {onContentChange} from '../../content/revalidation/contentChanges'
import {serverRenderedReadOptions} from '../../content/revalidation/publishWindow'
import {getSynonymGroups} from '../../search/synonymGroups'
import {loadIntents} from '../intents/load'
import {loadPassages} from '../passages'
import {createUnderstandingEngine, type UnderstandingEngine} from './engine'

/**
 * How long a check of the content holds, as for the catalogue's engine (search/multiSearch.ts): the bundled dataset's
 * version is one stat() away; the Content Lake can only be checked by reading every passage, and its webhook calls
 * `invalidateAssistantIndex` on each change anyway.
 */
const CHECK_INTERVAL_MS = {cheap: 1_000, fullRead: 60_000}

interface Built {
  /** The backend's version token when it has one. */
  version: string | null
  /** A hash of the passages, the synonyms and the intents, so a change the assistant does not read keeps the engine. */
  fingerprint: string
  ready: Promise<UnderstandingEngine>
}

interface IndexState {
  built: Built | null
  checkedAt: number
  checking: Promise<UnderstandingEngine> | null
}

/**
 * Next.js loads API routes and pages through separate module instances: the webhook (an API route) must reach the
 * index the assistant's endpoint uses, so the process's one lives on globalThis.
 */
const PROCESS_INDEX: unique symbol = Symbol.for('@parlia/site/assistantIndex')
const processGlobals = globalThis as typeof globalThis & {[PROCESS_INDEX]?: IndexState}
const state: IndexState = (processGlobals[PROCESS_INDEX] ??= {
  built: null,
  checkedAt: Number.NEGATIVE_INFINITY,
  checking: null,
})

async function refresh(): Promise<UnderstandingEngine> {
  const version = await contentVersion()
  if (state.built && version !== null && version === state.built.version) {
    state.checkedAt = Date.now()
    return state.built.ready
  }
  // Live after a publish: the webhook's rebuild must not index what the API CDN still holds.
  const options = await serverRenderedReadOptions()
  const [passages, groups, intents] = await Promise.all([
    loadPassages(options),
    getSynonymGroups(options),
    loadIntents(options),
  ])
  const fingerprint = createHash('sha1')
    .update(JSON.stringify([passages, groups, intents]))
    .digest('hex')
  if (!state.built || state.built.fingerprint !== fingerprint) {
    state.built = {version, fingerprint, ready: createUnderstandingEngine(passages, groups, intents)}
  } else state.built.version = version
  state.checkedAt = Date.now()
  return state.built.ready
}

/** This process's engine: built once from the content, rebuilt when it changes (at most every second, or at once after a webhook). */
export function assistantEngine(): Promise<UnderstandingEngine> {
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
