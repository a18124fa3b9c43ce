// Bundles the draft-mode editing script (the Studio's overlays, src/content/preview/editing/) into public/, apart from
// Next.js's bundles so visitors' pages stay byte for byte the same. Run by `npm run build` before `next build`.
import {rm} from 'node:fs/promises'
import path from 'node:path'

import {build} from 'esbuild'

import {EDITING_SCRIPT} from '../src/content/preview/editing/script'

const site = path.resolve(__dirname, '..')
const outdir = path.join(site, 'public', EDITING_SCRIPT.publicDir)

async function main() {
  await rm(outdir, {recursive: true, force: true})
  const result = await build({
    entryPoints: {main: path.join(site, EDITING_SCRIPT.source)},
    outdir,
    bundle: true,
    // The overlays load their heavy parts on demand, as chunks of their own.
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    define: {'process.env.NODE_ENV': '"production"'},
    legalComments: 'linked',
    logLevel: 'warning',
    metafile: true,
  })
  const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0)
  console.log(
    `Draft-mode editing script: ${Object.keys(result.metafile.outputs).length} files, ${Math.round(bytes / 1024)} KB in public/${EDITING_SCRIPT.publicDir}/`,
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
