// `npm run typegen`: extracts the schema to schema.json and types the site's GROQ
// queries. `--check` regenerates both into a temporary folder and fails when the
// committed files differ, leaving the working copy untouched.
import {mkdtemp, readFile, rm} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import {join, relative, resolve} from 'node:path'

import {configDefinition, runTypegenGenerate} from '@sanity/codegen'

import cliConfig from '../sanity.cli'
import {runSanity, STUDIO_DIR} from './sanity.mjs'

const config = configDefinition.parse(cliConfig.typegen ?? {})
const SCHEMA_FILE = resolve(STUDIO_DIR, config.schema)
const TYPES_FILE = resolve(STUDIO_DIR, config.generates)

async function extractSchema(path: string): Promise<void> {
  // The CLI joins --path to the studio folder even when it is absolute.
  const code = await runSanity(['schema', 'extract', '--path', relative(STUDIO_DIR, path), '--enforce-required-fields'])
  if (code !== 0) throw new Error(`sanity schema extract failed with code ${code}`)
}

/** Always reads the configured schema.json: its path is printed into the types. */
async function generateTypes(path: string): Promise<void> {
  await runTypegenGenerate({config: {...config, generates: path}, workDir: STUDIO_DIR})
}

const sameContent = async (committed: string, fresh: string) =>
  (await readFile(committed, 'utf8').catch(() => null)) === (await readFile(fresh, 'utf8'))

/** Returns the committed files that differ from a fresh generation. */
async function staleFiles(dir: string): Promise<string[]> {
  const freshSchema = join(dir, 'schema.json')
  await extractSchema(freshSchema)
  // The types are a function of the schema: with a stale schema.json both are regenerated anyway.
  if (!(await sameContent(SCHEMA_FILE, freshSchema))) return [SCHEMA_FILE]
  const freshTypes = join(dir, 'sanity.types.ts')
  await generateTypes(freshTypes)
  return (await sameContent(TYPES_FILE, freshTypes)) ? [] : [TYPES_FILE]
}

async function check(): Promise<boolean> {
  const dir = await mkdtemp(join(tmpdir(), 'parlia-typegen-'))
  try {
    const stale = await staleFiles(dir)
    if (stale.length === 0) return true
    console.error(`\nOut of date with the schema or the site's queries: ${stale.join(', ')}`)
    console.error('Run `npm run typegen` and commit the result.')
    return false
  } finally {
    await rm(dir, {recursive: true, force: true})
  }
}

try {
  if (process.argv.includes('--check')) {
    process.exitCode = (await check()) ? 0 : 1
  } else {
    await extractSchema(SCHEMA_FILE)
    await generateTypes(TYPES_FILE)
  }
} catch (error) {
  // The CLI has printed the details (e.g. schema errors); a stack trace adds nothing.
  console.error(`\n${error instanceof Error ? error.message : error}`)
  process.exitCode = 1
}
