// `npm run typegen`: writes the home page's composition from its sections (src/features/home/sections/generated/),
// extracts the schema the Studio edits (src/content/schema.json) and types every GROQ query of the site
// (src/content/sanity.types.ts). `--check` generates all of it into a temporary folder and fails when a committed
// file differs, leaving the working copy untouched.
import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'

import {schemaTypes} from '@parlia/schemas'
import {runTypegenGenerate, type TypeGenConfig} from '@sanity/codegen'
import {Schema} from '@sanity/schema'
import {builtinTypes, extractSchema, groupProblems, validateSchema} from '@sanity/schema/_internal'

import {componentName, generatedFiles} from '../src/features/home/sections/generate'
import {HOME_SECTIONS, SCRIPTED_HOME_SECTIONS} from '../src/features/home/sections/registry'
import {stylesheetsOf} from '../src/features/home/sections/stylesheets'

const SITE = path.resolve(__dirname, '..')
const SECTIONS = path.join(SITE, 'src', 'features', 'home', 'sections', 'generated')
const SCHEMA_FILE = path.join(SITE, 'src', 'content', 'schema.json')
const TYPES_FILE = path.join(SITE, 'src', 'content', 'sanity.types.ts')

/** TypeGen's settings, paths from the site's folder: the shared queries, and each page's composed from its sections. */
const TYPEGEN: Partial<TypeGenConfig> = {
  path: ['src/content/queries.ts', 'src/features/*/query.ts', 'src/features/*/sections/generated/query.ts'],
  schema: path.relative(SITE, SCHEMA_FILE),
  overloadClientMethods: true,
  // Unformatted output does not depend on which Prettier configuration applies where it is written, so `--check`
  // can compare a copy made elsewhere.
  formatGeneratedCode: false,
}

/**
 * The schema as `sanity schema extract --enforce-required-fields` writes it, from the types the Studio is configured
 * with (`schemaTypes(studioSchema)`, studio/sanity.config.ts), through the functions that command calls: no Studio
 * to load. It is read when called, so with the section fields generate() just wrote.
 */
async function schemaJson(): Promise<string> {
  const {studioSchema} = await import('../src/content/studioSchema')
  const types = schemaTypes(studioSchema)
  // As the Studio does: our types are validated, Sanity's built-in ones (slug, geopoint…) only compiled with them.
  const errors = groupProblems(validateSchema(types).getTypes()).flatMap(({path: where, problems}) =>
    problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${where.map((step) => step.name).join(' > ')}: ${problem.message}`),
  )
  if (errors.length > 0) throw new Error(`The schema has errors:\n${errors.join('\n')}`)
  const schema = Schema.compile({name: 'default', types: [...builtinTypes, ...types]})
  return `${JSON.stringify(extractSchema(schema, {enforceRequiredFields: true}), null, 2)}\n`
}

/** The stylesheets of the sections the server alone draws, from generated/, which the page imports for them. */
function drawnStylesheets(): string[] {
  const scripted: readonly string[] = SCRIPTED_HOME_SECTIONS
  const sheets = HOME_SECTIONS.filter((section) => !scripted.includes(section)).flatMap((section) =>
    stylesheetsOf(path.join(SECTIONS, '..', section, `${componentName(section)}.tsx`)),
  )
  return [...new Set(sheets)].map((sheet) => path.relative(SECTIONS, sheet).split(path.sep).join('/')).sort()
}

const homeFiles = () => Object.entries(generatedFiles(HOME_SECTIONS, SCRIPTED_HOME_SECTIONS, drawnStylesheets()))

const read = (file: string) => readFile(file, 'utf8').catch(() => null)

/** The committed files that differ from a fresh generation; the types only when their inputs are up to date. */
async function staleFiles(): Promise<string[]> {
  const sections = homeFiles()
  const stale: string[] = []
  for (const [name, text] of sections) {
    if ((await read(path.join(SECTIONS, name))) !== text) stale.push(path.join(SECTIONS, name))
  }
  // With stale sections the committed fields are not the registry's: the schema is regenerated with them anyway.
  if (stale.length > 0) return stale
  if ((await read(SCHEMA_FILE)) !== (await schemaJson())) stale.push(SCHEMA_FILE)
  // The types are read from the committed schema and queries: with one of those stale they are regenerated anyway.
  if (stale.length > 0) return stale
  const dir = await mkdtemp(path.join(tmpdir(), 'parlia-typegen-'))
  try {
    const fresh = path.join(dir, 'sanity.types.ts')
    await runTypegenGenerate({workDir: SITE, config: {...TYPEGEN, generates: fresh}})
    return (await read(TYPES_FILE)) === (await read(fresh)) ? [] : [TYPES_FILE]
  } finally {
    await rm(dir, {recursive: true, force: true})
  }
}

async function generate() {
  await mkdir(SECTIONS, {recursive: true})
  for (const [name, text] of homeFiles()) {
    await writeFile(path.join(SECTIONS, name), text)
  }
  await writeFile(SCHEMA_FILE, await schemaJson())
  await runTypegenGenerate({workDir: SITE, config: {...TYPEGEN, generates: path.relative(SITE, TYPES_FILE)}})
}

/** `@sanity/schema` is pinned here, `sanity` in the studio: the extraction is the Studio's only while they match. */
async function sameSanityRelease() {
  const version = async (name: string) =>
    (JSON.parse(await readFile(require.resolve(`${name}/package.json`), 'utf8')) as {version: string}).version
  const [schema, studio] = await Promise.all([version('@sanity/schema'), version('sanity')])
  if (schema !== studio) throw new Error(`@sanity/schema ${schema} differs from sanity ${studio}: pin both alike.`)
}

async function main() {
  await sameSanityRelease()
  if (!process.argv.includes('--check')) return generate()
  const stale = await staleFiles()
  if (stale.length === 0) return
  console.error(`Out of date with the schema, the home page's sections or the site's queries:\n${stale.join('\n')}`)
  console.error('Run `npm run typegen` and commit the result.')
  process.exitCode = 1
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
