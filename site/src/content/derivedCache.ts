import {createHash} from 'node:crypto'

import type {FetchOptions} from './backends/types'
import {contentVersion} from './fetch'
import {onContentChange} from './revalidation/contentChanges'
import {serverRenderedReadOptions} from './revalidation/publishWindow'

/**
 * How long a check of the content holds. The bundled dataset's version is one stat() away; the Content Lake can only
 * be checked by reading everything again, and its webhook invalidates the caches on each change anyway, so it is
 * re-read far less often.
 */
const CHECK_INTERVAL_MS = {cheap: 1_000, fullRead: 60_000}

/** What the site builds from the content once per process (an index, a table), rebuilt when the content changes. */
export interface DerivedCache<T> {
  get(): Promise<T>
  /** A change was published: the next `get` reads the content again. */
  invalidate(): void
}

interface Built<T> {
  /** The backend's version token when it has one. */
  version: string | null
  /** A hash of what was read, so a change that leaves it as it was keeps what was built. */
  fingerprint: string
  value: Promise<T>
}

interface State<T> {
  built: Built<T> | null
  checkedAt: number
  checking: Promise<T> | null
}

/**
 * `load` reads what `build` needs from the content (live while a publish may not have reached the API CDN); `build`
 * runs again only when that changed. Next.js loads API routes and pages through separate module instances, and the
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
    const version = await contentVersion()
    if (state.built && version !== null && version === state.built.version) {
      state.checkedAt = Date.now()
      return state.built.value
    }
    const source = await load(await serverRenderedReadOptions())
    const fingerprint = createHash('sha1').update(JSON.stringify(source)).digest('hex')
    if (!state.built || state.built.fingerprint !== fingerprint) {
      state.built = {version, fingerprint, value: Promise.resolve(build(source))}
    } else state.built.version = version
    state.checkedAt = Date.now()
    return state.built.value
  }

  const invalidate = () => {
    state.checkedAt = Number.NEGATIVE_INFINITY
    if (state.built) state.built.version = null
  }
  // A change published through any instance's webhook.
  onContentChange(name, invalidate)

  return {
    get() {
      const interval = state.built?.version === null ? CHECK_INTERVAL_MS.fullRead : CHECK_INTERVAL_MS.cheap
      if (state.built && Date.now() - state.checkedAt < interval) return state.built.value
      state.checking ??= refresh().finally(() => {
        state.checking = null
      })
      return state.checking
    },
    invalidate,
  }
}
