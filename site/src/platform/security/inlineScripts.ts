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
 * The one inline script of every page, the same in every build and page, so a build's policy is a constant a
 * shared cache can keep (Next would inline each page's chunk list as a script whose hash changes with every build
 * and page). It pushes the JSON block's entries onto the runtime's queue exactly as Next's script does, then adds
 * the page's scripts, in order, once the document is parsed and its first frame painted: the server-rendered page
 * paints before the code that hydrates it competes for the network and the main thread (Next's `defer` scripts
 * run before the first paint whenever they arrive first). A hidden tab paints nothing, so it loads them at once.
 */
export const BOOTSTRAP_LOADER =
  `(function(b){` +
  `var q=globalThis[b.global]||(globalThis[b.global]=[]);for(var i=0;i<b.params.length;i++)q.push(b.params[i]);` +
  `function load(){for(var j=0;j<b.scripts.length;j++){var s=document.createElement("script");s.src=b.scripts[j];s.async=false;document.head.appendChild(s)}}` +
  `function afterPaint(){document.visibilityState==="hidden"?load():requestAnimationFrame(function(){setTimeout(load,0)})}` +
  `document.readyState==="loading"?document.addEventListener("DOMContentLoaded",afterPaint):afterPaint()` +
  `})(JSON.parse(document.getElementById(${JSON.stringify(BOOTSTRAP_DATA_ID)}).textContent))`

export const BOOTSTRAP_LOADER_HASH = `sha256-${createHash('sha256').update(BOOTSTRAP_LOADER).digest('base64')}`

/**
 * The JSON block's text for `page`: the app's bootstrap, then the page's (Next's order), and the URLs of the
 * scripts Next would have written as `defer` tags, escaped for HTML as Next escapes its own data. Null when the
 * build inlines no bootstrap (webpack, `next dev`): Next's own tags stay.
 */
export function bootstrapData(manifest: BootstrapManifest, page: string, scripts: readonly string[]): string | null {
  const all = manifest.pagesChunkGroupBootstrapParams
  if (!all || !manifest.chunkLoadingGlobal) return null
  const params = [...new Set(['/_app', page])].map((name) => all[name]).filter(Boolean)
  if (params.length === 0) return null
  return htmlEscapeJsonString(JSON.stringify({global: manifest.chunkLoadingGlobal, params, scripts}))
}
