import {createHash} from 'node:crypto'

import {htmlEscapeJsonString} from 'next/dist/shared/lib/htmlescape'

/** The part of Next's build manifest that describes each page's chunk bootstrap (Turbopack production builds). */
export interface BootstrapManifest {
  pagesChunkGroupBootstrapParams?: Record<string, object>
  chunkLoadingGlobal?: string
}

/** The JSON block holding a page's bootstrap: data, which a Content-Security-Policy does not govern. */
export const BOOTSTRAP_DATA_ID = '__TURBOPACK_BOOTSTRAP__'

/**
 * The one inline script of every page. Next would inline each page's chunk list as a script of its own, whose
 * hash changes with every build and page, so only a policy computed per request could allow it. This script is
 * the same in every build and page: it pushes the JSON block's entries onto the runtime's queue exactly as Next's
 * script does, so the policy of a build is a constant a shared cache can keep.
 */
export const BOOTSTRAP_LOADER =
  `(function(b){for(var i=0;i<b.params.length;i++)(globalThis[b.global]||(globalThis[b.global]=[])).push(b.params[i])})` +
  `(JSON.parse(document.getElementById(${JSON.stringify(BOOTSTRAP_DATA_ID)}).textContent))`

export const BOOTSTRAP_LOADER_HASH = `sha256-${createHash('sha256').update(BOOTSTRAP_LOADER).digest('base64')}`

/**
 * The JSON block's text for `page`: the app's bootstrap, then the page's (Next's order), escaped for HTML as
 * Next escapes its own data. Null when the build inlines no bootstrap (webpack, `next dev`).
 */
export function bootstrapData(manifest: BootstrapManifest, page: string): string | null {
  const all = manifest.pagesChunkGroupBootstrapParams
  if (!all || !manifest.chunkLoadingGlobal) return null
  const params = [...new Set(['/_app', page])].map((name) => all[name]).filter(Boolean)
  if (params.length === 0) return null
  return htmlEscapeJsonString(JSON.stringify({global: manifest.chunkLoadingGlobal, params}))
}
