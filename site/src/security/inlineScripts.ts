import {createHash} from 'node:crypto'
import {readFileSync} from 'node:fs'
import path from 'node:path'

import {getTurbopackChunkGroupBootstrap} from 'next/dist/server/get-page-files'
import {htmlEscapeJsonString} from 'next/dist/shared/lib/htmlescape'

/** The part of Next's build manifest that describes the inline script of each page. */
export interface BootstrapManifest {
  pagesChunkGroupBootstrapParams?: Record<string, object>
  chunkLoadingGlobal?: string
}

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`

/**
 * The hashes of the inline scripts a production build writes into its pages. Turbopack's pages carry one: the
 * bootstrap of the app's and the page's chunks, which Next's <NextScript> builds from the build manifest. Built
 * here with Next's own functions, they let a static page run its one inline script under a policy that allows
 * no other (a nonce cannot be written into a page generated ahead of the request).
 */
export function bootstrapScriptHashes(manifest: BootstrapManifest): string[] {
  const params = manifest.pagesChunkGroupBootstrapParams
  const global = manifest.chunkLoadingGlobal
  if (!params || !global) return []
  const hashes = new Set<string>()
  for (const page of Object.keys(params)) {
    const script = getTurbopackChunkGroupBootstrap(params, global, page === '/_app' ? [page] : ['/_app', page])
    if (script) hashes.add(sha256(htmlEscapeJsonString(script)))
  }
  return [...hashes]
}

let cached: string[] | null = null

/**
 * The hashes for the build being served, read once. `next dev` writes no such script (its policy allows
 * inline scripts); a production server without its manifest fails loudly rather than serve dead pages.
 */
export function pageScriptHashes(distDir: string = process.env.NEXT_DIST_DIR || '.next'): string[] {
  if (process.env.NODE_ENV === 'development') return []
  cached ??= bootstrapScriptHashes(
    JSON.parse(readFileSync(path.join(/* turbopackIgnore: true */ process.cwd(), distDir, 'build-manifest.json'), 'utf8')),
  )
  return cached
}
