// Writes the subset of Inter the site serves (src/ui/styles/fonts.ts): the variable latin file of @fontsource-variable/inter
// cut down to the characters of French text and the weights the CSS uses. The font is preloaded and on the path of
// the largest contentful paint, so every byte left out is paint time won. Run by `npm run build` and `npm run dev`
// before Next.js; skipped when the output is newer than its input and this script. The characters kept are listed
// here only: src/ui/styles/fontSubset.test.ts reads the generated font back and checks every character of the bundled
// dataset and of the site's strings against it.
import {mkdir, rename, stat, writeFile} from 'node:fs/promises'
import {readFileSync} from 'node:fs'
import path from 'node:path'

import subsetFont from 'subset-font'

const site = path.resolve(__dirname, '..')

/** The whole font, weights 100 to 900, its "latin" unicode range (the package's other files hold other scripts). */
export const SOURCE_FONT = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')

/** Where the subset is written (gitignored); fonts.ts names it by its path relative to src/ui/styles/. */
export const OUTPUT_FONT = path.join(site, 'src', 'ui', 'styles', 'generated', 'inter-fr-wght.woff2')

/** The weight axis kept: the CSS uses 400, 600, 700 (headings, <strong>) and 800. fonts.ts declares the same range. */
export const WEIGHT_AXIS = {min: 400, max: 800} as const

const range = (first: number, last: number) => Array.from({length: last - first + 1}, (_, index) => first + index)

/**
 * The code points asked of the subsetter. What the source font lacks is simply not there: the test reads the
 * generated font's own character map, and names the characters deliberately left to the fallback fonts.
 */
export const SUBSET_CODE_POINTS: readonly number[] = [
  // Basic Latin (printable) and Latin-1 Supplement: accented capitals and lowercase, « », NBSP, °, ©, ®, ×, ·
  ...range(0x20, 0x7e),
  ...range(0xa0, 0xff),
  // Latin Extended-A: Œ œ, and names such as Łukasz or Dvořák (the source's latin file has only Œ œ and ı of it)
  ...range(0x100, 0x17f),
  // French typography: thin space, narrow no-break space, – —, ‘ ’ “ ”, •, …, ‹ ›
  0x2009,
  0x202f,
  0x2013,
  0x2014,
  0x2018,
  0x2019,
  0x201c,
  0x201d,
  0x2022,
  0x2026,
  0x2039,
  0x203a,
  // €, №, ™, the UI's arrows (← → ↗), the minus sign of figures
  0x20ac,
  0x2116,
  0x2122,
  0x2190,
  0x2192,
  0x2197,
  0x2212,
]

/**
 * The OpenType features kept: those browsers apply by default (what is left of them in the subset is kern and calt,
 * Inter's contextual alternates, such as punctuation raised between capitals) and those the CSS turns on
 * (`font-variant-numeric: tabular-nums`). Fractions and proportional figures, which nothing asks for, go with their
 * glyphs (2.6 KB). The test checks the CSS asks for no other.
 */
export const KEPT_FEATURES = ['ccmp', 'locl', 'rlig', 'liga', 'clig', 'calt', 'kern', 'mark', 'mkmk', 'rvrn', 'tnum']

/** Name records kept beside harfbuzz's default (IDs 0–6): the license and its URL, as the OFL asks. */
const LICENSE_NAME_IDS = [13, 14]

/** subset-font's options, and the feature list its types do not declare yet. */
type Options = Parameters<typeof subsetFont>[2] & {keepFeatures: string[]}

/** The subset, as woff2 bytes; the same input always gives the same bytes. */
export async function subsetInter(source: Buffer = readFileSync(SOURCE_FONT)): Promise<Buffer> {
  const options: Options = {
    targetFormat: 'woff2',
    preserveNameIds: LICENSE_NAME_IDS,
    keepFeatures: KEPT_FEATURES,
    // Still a variable font, over the weights in use only.
    variationAxes: {wght: {...WEIGHT_AXIS}},
  }
  return subsetFont(source, String.fromCodePoint(...SUBSET_CODE_POINTS), options)
}

const modified = async (file: string) => (await stat(file)).mtimeMs

async function main() {
  const inputs = [SOURCE_FONT, __filename, require.resolve('subset-font/package.json')]
  const output = await modified(OUTPUT_FONT).catch(() => null)
  const relative = path.relative(site, OUTPUT_FONT)
  if (output !== null && (await Promise.all(inputs.map(modified))).every((input) => input < output)) {
    console.log(`Font subset: ${relative} is up to date`)
    return
  }
  const source = readFileSync(SOURCE_FONT)
  const subset = await subsetInter(source)
  await mkdir(path.dirname(OUTPUT_FONT), {recursive: true})
  // Written aside then renamed: a build or dev server starting meanwhile never reads half a file.
  const partial = `${OUTPUT_FONT}.${process.pid}.tmp`
  await writeFile(partial, subset)
  await rename(partial, OUTPUT_FONT)
  console.log(`Font subset: ${relative}, ${subset.length} bytes (Inter latin 100–900: ${source.length} bytes)`)
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
}
