import path from 'node:path'

import type {CacheHandlerContext} from 'next/dist/server/lib/incremental-cache'
import {nodeFs} from 'next/dist/server/lib/node-fs-methods'

// Next's kinds are const enums, which isolated modules cannot read: their value, as Next writes it.
export const PAGES = 'PAGES' as never

/** A page as Next hands it to its cache handler. */
export const page = (html: string) => ({kind: PAGES, html, pageData: {html}, headers: undefined, status: 200}) as const

/** What Next passes to a cache handler serving the build folder `dist`. */
export const cacheContext = (dist: string) =>
  ({
    fs: nodeFs,
    serverDistDir: path.join(dist, 'server'),
    flushToDisk: true,
    revalidatedTags: [],
    _requestHeaders: {},
  }) satisfies CacheHandlerContext
