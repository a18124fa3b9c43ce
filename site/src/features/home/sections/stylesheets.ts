import {existsSync, readFileSync} from 'node:fs'
import path from 'node:path'

/** The project's relative imports of a module: `import … from './x'`, `import './x.module.css'`. */
const RELATIVE_IMPORT = /^import\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm

/** The file a relative import names: itself (a stylesheet), or the module with its extension. */
function resolved(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier)
  if (specifier.endsWith('.css')) return base
  return ['.tsx', '.ts'].map((extension) => base + extension).find((file) => existsSync(file)) ?? null
}

/**
 * The CSS modules a component's file needs, its own and those of every module it imports from the project,
 * sorted. A section the server alone draws ships no script, so its stylesheets must be imported by the page.
 */
export function stylesheetsOf(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return []
  seen.add(file)
  const found = new Set<string>()
  for (const [statement, specifier] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
    if (/^import\s+type\s/.test(statement)) continue
    const target = resolved(file, specifier!)
    if (!target) continue
    if (target.endsWith('.module.css')) found.add(target)
    else if (!target.endsWith('.css')) for (const sheet of stylesheetsOf(target, seen)) found.add(sheet)
  }
  return [...found].sort()
}
