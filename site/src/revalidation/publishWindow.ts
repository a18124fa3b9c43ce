import type {FetchOptions} from '../content/backends/types'

/**
 * How long server-rendered reads skip the API CDN after a publish. Sanity documents that the API CDN's invalidation
 * takes up to 60 s to propagate, and up to 10 minutes for rarely used queries, which a quiet page's queries are (the
 * local stack's CDN lags 30 s). Reading live longer than needed only costs a few uncached requests per page view.
 */
export const PUBLISH_WINDOW_MS = 10 * 60 * 1000

/**
 * Whether a publish is recent enough that the API CDN may still serve the content from before it.
 * In process for now, so only the instance that received the webhook reads live; issue #15 shares it between
 * instances through Redis (`notePublish` a `SET … PX` of the window, `readsFresh` an `EXISTS`), hence async.
 */
export interface PublishWindow {
  /** Opens the window at `now`, or extends it when one is open. */
  notePublish(now?: number): Promise<void>
  /** True from a publish until PUBLISH_WINDOW_MS later, that instant excluded. */
  readsFresh(now?: number): Promise<boolean>
}

export function createPublishWindow(durationMs = PUBLISH_WINDOW_MS): PublishWindow {
  let closesAt = Number.NEGATIVE_INFINITY
  return {
    async notePublish(now = Date.now()) {
      // A late or replayed call never shortens a window a later publish opened.
      closesAt = Math.max(closesAt, now + durationMs)
    },
    async readsFresh(now = Date.now()) {
      return now < closesAt
    },
  }
}

/**
 * Next.js loads API routes and pages through separate module instances (Turbopack's API and `ssr` runtimes), so a
 * module-level window opened by the webhook would never reach the pages: the process's one lives on globalThis.
 */
const PROCESS_WINDOW: unique symbol = Symbol.for('@parlia/site/publishWindow')
const processGlobals = globalThis as typeof globalThis & {[PROCESS_WINDOW]?: PublishWindow}

/** This server process's window: the webhook opens it, the server-rendered pages read it. */
export const publishWindow: PublishWindow = (processGlobals[PROCESS_WINDOW] ??= createPublishWindow())

/** How server-rendered pages read content: live while a publish may not have reached the API CDN, from it otherwise. */
export async function serverRenderedReadOptions(): Promise<FetchOptions> {
  return {fresh: await publishWindow.readsFresh()}
}
