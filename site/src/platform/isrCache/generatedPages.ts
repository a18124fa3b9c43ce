import {access, readFile} from 'node:fs/promises'
import path from 'node:path'

import type {Redis} from 'ioredis'
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache'
import {getRouteCacheKey} from 'next/dist/server/lib/route-cache-key'
import {getRouteRegex} from 'next/dist/shared/lib/router/utils/route-regex'
import {normalizePagePath} from 'next/dist/shared/lib/page-path/normalize-page-path'

import {buildIdReader, isrKeyPrefix} from './redisIsrCache'

// Next's kinds are const enums, which isolated modules cannot read: its value, as Next writes it.
const PAGES = 'PAGES' as never

export interface GeneratedPages {
  /**
   * Whether the page has been generated: prerendered by the build, or rendered since on a first request (kept by
   * Next's file-system cache in the build's folder, or by the Redis cache every instance shares). A page never
   * generated has nothing to regenerate: its first request renders it from the content of that moment.
   */
  has(route: string): Promise<boolean>
}

export interface GeneratedPagesDeps {
  /** `<distDir>/server`, where the build's pages and Next's file-system cache are. */
  serverDistDir: string
  /** The shared ISR cache's connection, when there is one (`REDIS_URL`). */
  redis: Redis | null
}

/**
 * Next's file-system cache keeps in memory only what it writes nowhere: a page's redirect (an editor's redirect at a
 * document's address) or its absence. Such a page is generated too: a document published at its address must replace
 * it. A private static of Next's, in the process's one copy of the module (`next` stays outside the server bundles).
 */
const inNextMemory = (key: string) =>
  (FileSystemCache as unknown as {memoryCache?: {has(key: string): boolean}}).memoryCache?.has(key) ?? false

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  )

/** The build's page routes (`/blog/[postId]`), each with what matches its paths: what Next keys a page's cache by. */
async function pageRoutes(serverDistDir: string): Promise<{route: string; matches: RegExp}[]> {
  const manifest = JSON.parse(await readFile(path.join(serverDistDir, 'pages-manifest.json'), 'utf8')) as object
  return Object.keys(manifest)
    .filter((route) => !route.startsWith('/api/') && !route.startsWith('/_'))
    .map((route) => ({route, matches: getRouteRegex(route).re}))
}

export function generatedPages({serverDistDir, redis}: GeneratedPagesDeps): GeneratedPages {
  const buildId = buildIdReader()
  let routes: ReturnType<typeof pageRoutes> | null = null
  return {
    async has(route) {
      // Prerendered: the build's own file.
      if (await exists(path.join(serverDistDir, 'pages', `${normalizePagePath(route)}.html`))) return true
      // Rendered since: under the key of the page route it belongs to. A path may match several routes (`/blog`
      // matches `/[legal]` too); only the one that rendered it has an entry.
      routes ??= pageRoutes(serverDistDir)
      const keys = (await routes)
        .filter(({matches}) => matches.test(route))
        .map(({route: sourceRoute}) => getRouteCacheKey(route, {kind: PAGES, sourceRoute}))
      if (!keys.length) return false
      if (!redis) {
        if (keys.some(inNextMemory)) return true
        return (await Promise.all(keys.map((key) => exists(path.join(serverDistDir, `${key}.html`))))).some(Boolean)
      }
      try {
        const prefix = isrKeyPrefix(buildId(serverDistDir))
        return (await redis.exists(...keys.map((key) => prefix + key))) > 0
      } catch {
        // Redis away: the page may be there; regenerating it costs less than leaving it on old content.
        return true
      }
    },
  }
}
