// A page's first-load JavaScript: what a first visit to it downloads before the page is interactive.
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {gzipSync} from 'node:zlib'

/**
 * The first load of `route` (a page of the build manifest): the app's files (`/_app`), the page's own and the
 * manifests the router loads (`lowPriorityFiles`), JavaScript only (stylesheets are not counted), each file once,
 * sorted.
 */
export function firstLoadFiles(buildManifest, route) {
  const own = buildManifest.pages[route]
  if (!own) throw new Error(`${route} is not in the build manifest.`)
  const files = new Set([...buildManifest.pages['/_app'], ...own, ...buildManifest.lowPriorityFiles])
  return [...files].filter((file) => file.endsWith('.js')).sort()
}

/** The files' bytes once gzipped at level 9, summed; `cache` (file → bytes) spares files shared by pages. */
export function gzipBytes(distDir, files, cache = new Map()) {
  let total = 0
  for (const file of files) {
    if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(path.join(distDir, file)), {level: 9}).length)
    total += cache.get(file)
  }
  return total
}
