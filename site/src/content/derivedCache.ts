import {createHash} from 'node:crypto'

import type {FetchOptions} from './backends/types'
import {contentChecks, contentVersion} from './fetch'
import {onContentChange} from './revalidation/contentChanges'
import {serverRenderedReadOptions} from './revalidation/publishWindow'

/** What the site builds from the content once per process (an index, a table), rebuilt when the content changes. */
export interface DerivedCache<T> {
  get(): Promise<T>
  /** A change was published: the next `get` reads the content again. */
  invalidate(): void
}

interface Built<T> {
  /** The content's version it was read at; null once a webhook said it changed. */
  version: string | null
  /** A hash of what was read, so a change that leaves it as it was keeps what was built. */
  fingerprint: string
  /** Read after a change from a source that may lag (the API CDN): read once more at the next check. */
  unconfirmed: boolean
  value: Promise<T>
}

interface State<T> {
  built: Built<T> | null
  checkedAt: number
  checking: Promise<T> | null
}

/**
 * `load` reads what `build` needs from the content (live while a publish may not have reached the API CDN); it runs
 * when the content's version changed (checked every `contentChecks().everyMs`), or a webhook said so, and `build`
 * only when what it read changed. Next.js loads API routes and pages through separate module instances, and the
 * webhook (an API route) must reach what the pages use: the state of each `name` lives on globalThis, and every
 * instance's webhook call (contentChanges) invalidates it.
 */
export function derivedCache<S, T>(
  name: string,
  load: (options: FetchOptions) => Promise<S>,
  build: (source: S) => T | Promise<T>,
): DerivedCache<T> {
  const key = Symbol.for(`@parlia/site/derived/${name}`)
  const processGlobals = globalThis as typeof globalThis & {[key: symbol]: State<T> | undefined}
  const state: State<T> = (processGlobals[key] ??= {built: null, checkedAt: Number.NEGATIVE_INFINITY, checking: null})

  async function refresh(): Promise<T> {
    const options = await serverRenderedReadOptions()
    const version = await contentVersion(options)
    const {built} = state
    if (built && version === built.version && !built.unconfirmed) {
      state.checkedAt = Date.now()
      return built.value
    }
    const source = await load(options)
    const fingerprint = createHash('sha1').update(JSON.stringify(source)).digest('hex')
    const unconfirmed = contentChecks().mayLag && !options.fresh && built?.version !== version
    if (!built || built.fingerprint !== fingerprint) {
      state.built = {version, fingerprint, unconfirmed, value: Promise.resolve(build(source))}
    } else Object.assign(built, {version, unconfirmed})
    state.checkedAt = Date.now()
    return state.built!.value
  }

  const invalidate = () => {
    state.checkedAt = Number.NEGATIVE_INFINITY
    if (state.built) state.built.version = null
  }
  // A change published through any instance's webhook.
  onContentChange(name, invalidate)

  return {
    get() {
      if (state.built && Date.now() - state.checkedAt < contentChecks().everyMs) return state.built.value
      state.checking ??= refresh().finally(() => {
        state.checking = null
      })
      return state.checking
    },
    invalidate,
  }
}
