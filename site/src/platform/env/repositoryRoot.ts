import {existsSync} from 'node:fs'
import path from 'node:path'

/**
 * The repository root: the nearest folder holding turbo.json, from `from` up. Server code bundled by
 * Next.js has no reliable __dirname, so the default start is the working directory (the site runs from
 * `site/` or from the root). Without a root above, the start folder itself.
 */
export function repositoryRoot(from: string = process.cwd()): string {
  const start = path.resolve(/* turbopackIgnore: true */ from)
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(/* turbopackIgnore: true */ dir, 'turbo.json'))) return dir
    if (path.dirname(dir) === dir) return start
  }
}
