/** @jest-environment node */
import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'

import * as fontkit from 'fontkit'
import ts from 'typescript'

import {KEPT_FEATURES, OUTPUT_FONT, SOURCE_FONT, SUBSET_CODE_POINTS, WEIGHT_AXIS, subsetInter} from './subset-font'

const site = path.resolve(__dirname, '..')
const dataset = path.resolve(site, '..', 'content', 'data.ndjson')

/**
 * Characters that occur but are not in the subset, each with the reason it may be drawn by the fallback fonts
 * (system-ui, Arial…). Any other character missing from the font fails the test.
 */
const LEFT_TO_FALLBACK: Record<string, string> = {
  '\u202F':
    'narrow no-break space (before ; : ! ? and inside « »): @fontsource’s latin file has none; browsers shaping with ' +
    'HarfBuzz (Chromium, Firefox) draw it from Inter’s own space, others take a blank of the fallback',
  '←': 'the UI’s back and previous links (aria-hidden): @fontsource’s latin file has no arrows',
  '→': 'the UI’s next and read-more links (aria-hidden): @fontsource’s latin file has no arrows',
  '≤': 'the assistant evaluation’s report, printed in a terminal (src/assistant/eval/), never on a page',
  '≥': 'the assistant evaluation’s report, printed in a terminal (src/assistant/eval/), never on a page',
}

const hex = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`
const describeChars = (codePoints: Iterable<number>) =>
  [...codePoints].map((codePoint) => `${hex(codePoint)} ${JSON.stringify(String.fromCodePoint(codePoint))}`)

/** Characters a font has to draw: controls (line breaks, tabs) and format characters are not drawn. */
const drawn = (char: string) => !/[\p{Cc}\p{Cf}]/u.test(char)

/** Every character of every string value of the bundled dataset, with one place it occurs. */
function datasetChars(): Map<string, string> {
  const chars = new Map<string, string>()
  const visit = (value: unknown, where: string): void => {
    if (typeof value === 'string') for (const char of value) if (!chars.has(char)) chars.set(char, where)
    if (Array.isArray(value)) for (const item of value) visit(item, where)
    else if (value && typeof value === 'object') for (const item of Object.values(value)) visit(item, where)
  }
  for (const line of readFileSync(dataset, 'utf8').split('\n')) {
    if (!line.trim()) continue
    const document = JSON.parse(line) as {_id: string}
    visit(document, `content/data.ndjson ${document._id}`)
  }
  return chars
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
  })
}

/** Every character of the site's string literals, template texts and JSX texts (comments and tests left out). */
function sourceChars(): Map<string, string> {
  const chars = new Map<string, string>()
  for (const file of sourceFiles(path.join(site, 'src'))) {
    const text = readFileSync(file, 'utf8')
    // A cheap filter: an ASCII-only file has only characters the subset keeps.
    if (!/[^\x00-\x7f]/.test(text)) continue
    const source = ts.createSourceFile(
      file,
      text,
      ts.ScriptTarget.Latest,
      false,
      file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    )
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
        const where = `${path.relative(site, file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`
        for (const char of node.text) if (!chars.has(char)) chars.set(char, where)
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return chars
}

describe('the subset of Inter (scripts/subset-font.ts)', () => {
  let font: fontkit.Font
  let bytes: Buffer

  beforeAll(async () => {
    bytes = await subsetInter()
    font = fontkit.create(bytes) as fontkit.Font
  })

  it('draws every character of the bundled dataset and of the site’s strings, but those named for the fallback', () => {
    const covered = new Set(font.characterSet)
    const missing = new Map<number, string>()
    for (const chars of [datasetChars(), sourceChars()]) {
      for (const [char, where] of chars) {
        const codePoint = char.codePointAt(0)!
        if (drawn(char) && !covered.has(codePoint) && !(char in LEFT_TO_FALLBACK)) missing.set(codePoint, where)
      }
    }
    expect([...missing].map(([codePoint, where]) => `${describeChars([codePoint])[0]} (${where})`)).toEqual([])
  })

  it('keeps everything asked of the source font, and nothing else', () => {
    const source = new Set((fontkit.openSync(SOURCE_FONT) as fontkit.Font).characterSet)
    const expected = SUBSET_CODE_POINTS.filter((codePoint) => source.has(codePoint))
    const covered = font.characterSet.filter((codePoint) => codePoint !== 0xffff) // the cmap's closing segment
    expect(describeChars(new Set(covered))).toEqual(describeChars(new Set(expected)))
  })

  it('leaves to the fallback only characters it does not have', () => {
    const covered = new Set(font.characterSet)
    expect(Object.keys(LEFT_TO_FALLBACK).filter((char) => covered.has(char.codePointAt(0)!))).toEqual([])
  })

  it('covers French: accented capitals, œ, « », ’, €, and the no-break space', () => {
    const covered = new Set(font.characterSet)
    const sentence =
      '«\u00A0À l’Œuvre, Éloïse mange un bœuf à 12,50\u00A0€\u00A0; où ça\u00A0?\u00A0» — ÇA, ÿ, æ, n° 3, ©'
    expect([...sentence].filter((char) => !covered.has(char.codePointAt(0)!))).toEqual([])
  })

  it('is still a variable font, over the weights the CSS uses', () => {
    expect(font.variationAxes.wght).toMatchObject({min: WEIGHT_AXIS.min, max: WEIGHT_AXIS.max, default: 400})
    const weights = new Set<number>([400, 700]) // body text; headings, <strong> and <b>
    for (const file of cssFiles(path.join(site, 'src'))) {
      for (const [, weight] of readFileSync(file, 'utf8').matchAll(/font-weight:\s*([^;}]+)/g)) {
        const value = weight!.trim()
        weights.add(value === 'bold' ? 700 : value === 'normal' ? 400 : Number(value))
      }
    }
    expect([...weights].filter((weight) => !(weight >= WEIGHT_AXIS.min && weight <= WEIGHT_AXIS.max))).toEqual([])
    expect(Math.min(...weights)).toBe(WEIGHT_AXIS.min)
    expect(Math.max(...weights)).toBe(WEIGHT_AXIS.max)
  })

  it('keeps the OpenType features the CSS turns on', () => {
    const asked = new Set<string>()
    const numeric: Record<string, string> = {
      'tabular-nums': 'tnum',
      'proportional-nums': 'pnum',
      'lining-nums': 'lnum',
      'oldstyle-nums': 'onum',
      'diagonal-fractions': 'frac',
      'stacked-fractions': 'afrc',
      'slashed-zero': 'zero',
      ordinal: 'ordn',
    }
    for (const file of cssFiles(path.join(site, 'src'))) {
      const css = readFileSync(file, 'utf8')
      for (const [, value] of css.matchAll(/font-variant-numeric:\s*([^;}]+)/g)) {
        for (const keyword of value!.trim().split(/\s+/)) if (numeric[keyword]) asked.add(numeric[keyword])
      }
      for (const [, value] of css.matchAll(/font-feature-settings:\s*([^;}]+)/g)) {
        for (const [, tag] of value!.matchAll(/["']([\w ]{4})["']/g)) asked.add(tag!)
      }
      expect(css).not.toMatch(/font-variant-(?:ligatures|caps|alternates|east-asian|position)\s*:/)
    }
    expect([...asked].filter((tag) => !KEPT_FEATURES.includes(tag))).toEqual([])
    expect(font.availableFeatures).toEqual(expect.arrayContaining([...asked]))
  })

  it('is the same bytes every time', async () => {
    expect((await subsetInter()).equals(bytes)).toBe(true)
  })

  it('is the file fonts.ts serves, declared with the same weights', () => {
    const styles = path.join(site, 'src', 'ui', 'styles')
    const fonts = readFileSync(path.join(styles, 'fonts.ts'), 'utf8')
    const src = /src: '([^']+)'/.exec(fonts)?.[1]
    expect(src && path.resolve(styles, src)).toBe(OUTPUT_FONT)
    expect(fonts).toContain(`weight: '${WEIGHT_AXIS.min} ${WEIGHT_AXIS.max}'`)
  })
})

function cssFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return cssFiles(file)
    return entry.name.endsWith('.css') ? [file] : []
  })
}
