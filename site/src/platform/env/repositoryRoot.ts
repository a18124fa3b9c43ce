import {existsSync, readFileSync} from 'node:fs'
import path from 'node:path'

/** Whether `dir` holds the monorepo's turbo.json: a workspace's own (site/turbo.json) `extends` it. */
function holdsRootTurboConfig(dir: string): boolean {
  const file = path.join(/* turbopackIgnore: true */ dir, 'turbo.json')
  return existsSync(file) && !/"extends"\s*:/.test(readFileSync(file, 'utf8'))
}

/**
 * The repository root: the nearest folder holding the root turbo.json, from `from` up. Server code bundled by
 * Next.js has no reliable __dirname, so the default start is the working directory (the site runs from
 * `site/` or from the root). Without a root above, the start folder itself.
 */
export function repositoryRoot(from: string = process.cwd()): string {
  const start = path.resolve(/* turbopackIgnore: true */ from)
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (holdsRootTurboConfig(dir)) return dir
    if (path.dirname(dir) === dir) return start
  }
}
