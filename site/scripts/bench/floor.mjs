// The framework's floor, shared by bench:bundle and bench:lighthouse: an empty Pages Router page built by the
// repository's own `next` (same Next.js, React and Turbopack), whose only content is a short French heading, so
// Lighthouse has a largest contentful paint to time. Its `_document` only sets the language, title and description:
// it renders on the server and adds no byte of JavaScript.
//
// The app is built in a scratch folder directly under the repository root: under site/, Next would pick up
// site/src/instrumentation.ts, and the floor's server would then open (and trip over) the site's embedded database.
// Turbopack's module ids hash the modules' paths, the folder's name (with the process id) among them, so the floor's
// first load moves by a couple of bytes from one run to the next (112,550 or 112,552 bytes gzip, measured); the site's
// build, in a fixed folder, does not move.
import {spawn} from 'node:child_process'
import {mkdirSync, rmSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'

const REPOSITORY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..')
export const NEXT_BIN = path.join(REPOSITORY, 'node_modules', '.bin', 'next')

const FLOOR_HEADING = 'Page vide'

const FILES = {
  'next.config.mjs': `export default {turbopack: {root: ${JSON.stringify(REPOSITORY)}}}\n`,
  'pages/index.js': `export default function Floor() {\n  return <h1>${FLOOR_HEADING}</h1>\n}\n`,
  'pages/_document.js': `import {Head, Html, Main, NextScript} from 'next/document'

export default function Document() {
  return (
    <Html lang="fr">
      <Head>
        <title>${FLOOR_HEADING}</title>
        <meta name="description" content="La page la plus légère que ce Next.js sait servir." />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  )
}
`,
}

/** Where the floor of this process is built: gitignored (`/.bench-floor*`), removed by `removeFloor`. */
const floorDir = (pid = process.pid) => path.join(REPOSITORY, `.bench-floor-${pid}`)

export function removeFloor(dir = floorDir()) {
  rmSync(dir, {recursive: true, force: true})
}

/**
 * Builds the floor app and resolves with its folder (its build is in `<dir>/.next`). The folder is removed when the
 * build fails, and when the process exits (also through process.exit after a signal); `removeFloor` removes it sooner.
 */
export async function buildFloor() {
  const dir = floorDir()
  removeFloor(dir)
  process.once('exit', () => removeFloor(dir))
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true})
    writeFileSync(path.join(dir, file), text)
  }
  const output = []
  const code = await new Promise((resolve, reject) => {
    const child = spawn(NEXT_BIN, ['build'], {
      cwd: dir,
      // NEXT_DIST_DIR is the site's setting (its next.config.ts): the floor always builds into .next.
      env: {...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: ''},
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('error', reject)
    child.on('close', resolve)
  })
  if (code !== 0) {
    removeFloor(dir)
    throw new Error(
      `The floor's build failed (next build, exit code ${code}):\n${Buffer.concat(output).toString('utf8').slice(-4000)}`,
    )
  }
  return dir
}
