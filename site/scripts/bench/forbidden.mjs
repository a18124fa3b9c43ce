// Code that must never be in a public page's first load: the assistant's widget (loaded once the page is idle), the
// draft preview and the Studio's visual editing (a separate script, public/preview-editing/, for editors only).
//
// Method: Turbopack's client chunks name no source file (numeric module ids, no source maps), so the check looks
// for the code's own words. Its markers are the string literals and JSX texts of those sources that read as prose
// (two words or more, 16 characters or more, no quote or backslash: minifiers keep such strings as they are) and that
// no other source of the site, of schemas/ or of search/ holds; for the visual-editing package, two names of its protocol. A
// first-load file holding a marker holds that code. So that a blind check cannot pass, the widget's markers must be
// found in the build's lazily loaded chunks (where Turbopack's minifier wrote them), the package's in the package;
// the preview's code is server-only (its bar is drawn by _document) or a separate bundle, so its markers only have to
// exist.
import {readdirSync, readFileSync} from 'node:fs'
import {createRequire} from 'node:module'
import path from 'node:path'

import ts from 'typescript'

const FORBIDDEN = [
  {name: 'assistant widget', sources: ['src/assistant/widget'], shipsIn: 'lazy chunks'},
  {name: 'draft preview', sources: ['src/content/preview']},
  // Message names of the Studio's Presentation protocol, which the package's overlays speak.
  {
    name: 'visual editing',
    package: '@sanity/visual-editing',
    markers: ['sanity-visual-editing', 'visual-editing/focus'],
    shipsIn: 'package',
  },
]

const MIN_LENGTH = 16
const PROSE = /\p{L}{2,}\s+\p{L}{2,}/u

/** The prose strings of a TypeScript or JavaScript source: string literals (not module names or types), JSX texts. */
export function proseStrings(text, fileName = 'source.tsx') {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const found = new Set()
  const visit = (node) => {
    let value = null
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const parent = node.parent
      const moduleName =
        ((ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) && parent.moduleSpecifier === node) ||
        (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword)
      if (!moduleName && !ts.isLiteralTypeNode(parent)) value = node.text
    } else if (ts.isJsxText(node) && !node.text.includes('&')) {
      // JSX collapses a text's lines: each trimmed, the empty ones dropped, the rest joined by a space.
      value = node.text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .join(' ')
    }
    if (value !== null && value.length >= MIN_LENGTH && PROSE.test(value) && !/["'`\\\n]/.test(value)) found.add(value)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return [...found]
}

const walk = (dir) =>
  readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  )

/** The shipping sources under `dir`: scripts, not tests or declarations. */
const sourcesUnder = (dir) =>
  walk(dir).filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file) && !/\.test\.|\.d\.ts$/.test(file))

/** Each group with its markers: the prose strings of its sources that no other source holds. */
function forbiddenMarkers(site, groups = FORBIDDEN) {
  const forbiddenDirs = groups.flatMap((group) => (group.sources ?? []).map((dir) => path.join(site, dir) + path.sep))
  const isForbidden = (file) => forbiddenDirs.some((dir) => file.startsWith(dir))
  const others = ['src', '../schemas/src', '../search/src']
    .flatMap((dir) => sourcesUnder(path.join(site, dir)))
    .filter((file) => !isForbidden(file))
    .map((file) => readFileSync(file, 'utf8'))
  return groups.map((group) => {
    if (group.markers) return {...group, markers: group.markers}
    const strings = new Set(
      group.sources.flatMap((dir) =>
        sourcesUnder(path.join(site, dir)).flatMap((file) => proseStrings(readFileSync(file, 'utf8'), file)),
      ),
    )
    return {...group, markers: [...strings].filter((marker) => !others.some((text) => text.includes(marker))).sort()}
  })
}

/**
 * The verdict for each group: `firstLoad` and each of `shipping` map a file's name to its text (the first-load files
 * of the checked pages; where a group's code is, by its `shipsIn`). `violations` lists the first-load files holding a
 * marker; `seen`, the markers found where the code is (none, or no marker at all: the check is blind, which fails).
 */
export function forbiddenVerdict(groups, firstLoad, shipping) {
  return groups.map((group) => {
    const violations = []
    for (const [file, text] of firstLoad) {
      const markers = group.markers.filter((marker) => text.includes(marker))
      if (markers.length) violations.push({file, markers})
    }
    const seenFiles = new Set()
    const seen = group.markers.filter((marker) => {
      const files = [...(shipping[group.shipsIn] ?? [])]
        .filter(([, text]) => text.includes(marker))
        .map(([file]) => file)
      files.forEach((file) => seenFiles.add(file))
      return files.length > 0
    })
    const live = group.shipsIn ? seen.length > 0 : group.markers.length > 0
    return {...group, violations, seen, seenFiles: [...seenFiles].sort(), ok: violations.length === 0 && live}
  })
}

/** Where each group's code is, to prove its markers live: labels for the report. */
export const SHIPS_IN = {'lazy chunks': "the build's lazily loaded chunks", package: 'its package'}

/**
 * Reads the build and checks it: `firstLoad` maps each first-load file of the checked pages to its text,
 * `everyFirstLoad` holds every page's first-load files (the chunks outside it are the lazily loaded ones).
 */
export function checkForbidden(site, distDir, firstLoad, everyFirstLoad) {
  const groups = forbiddenMarkers(site)
  const chunks = path.join(distDir, 'static', 'chunks')
  const lazy = new Map(
    readdirSync(chunks, {recursive: true})
      .map((file) => `static/chunks/${String(file).split(path.sep).join('/')}`)
      .filter((file) => file.endsWith('.js') && !everyFirstLoad.has(file))
      .map((file) => [file, readFileSync(path.join(distDir, file), 'utf8')]),
  )
  const packages = new Map(
    groups
      .filter((group) => group.package)
      .flatMap((group) => {
        const dist = path.dirname(createRequire(path.join(site, 'package.json')).resolve(group.package))
        return readdirSync(dist, {recursive: true})
          .map(String)
          .filter((file) => file.endsWith('.js'))
          .map((file) => [
            `${group.package}/${path.basename(dist)}/${file}`,
            readFileSync(path.join(dist, file), 'utf8'),
          ])
      }),
  )
  return forbiddenVerdict(groups, firstLoad, {'lazy chunks': lazy, package: packages})
}
