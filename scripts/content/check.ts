import {spawnSync} from 'node:child_process'
import {existsSync} from 'node:fs'
import {join} from 'node:path'

import {runCommand} from './cli'
import {assetPlaceholders, type ExportedDocument, placeholderPath, readDataset} from './dataset'
import {CONTENT_DIR, REPO_ROOT} from './env'
import {linkFindings} from './links'
import {pageCountFindings} from './pageCount'
import {duplicateVariationFindings} from './variationImages'

/** A problem found in one document, at one field. */
export interface Finding {
  documentId: string
  path: string
  message: string
}

interface ValidationMarker {
  level: string
  message: string
  path: (string | number | {_key: string})[]
}

const STUDIO_SANITY = join(REPO_ROOT, 'studio', 'scripts', 'sanity.mjs')

/** The CLI's uniqueness check of slugs asks the Content Lake; offline we check it over the file below. */
const REMOTE_CHECK = /Exception occurred while validating value: .*(ENOTFOUND|ECONNREFUSED|EAI_AGAIN|fetch failed)/

const pathToString = (path: ValidationMarker['path']) =>
  path.map((segment) => (typeof segment === 'object' ? `[_key=="${segment._key}"]` : String(segment))).join('.')

/**
 * Sanity's own validation (`sanity documents validate --file`), with the studio's schema:
 * every rule an editor sees while typing, applied to the bundled dataset.
 */
export function schemaFindings(file: string): Finding[] {
  const {stdout, stderr, status, error} = spawnSync(
    process.execPath,
    [STUDIO_SANITY, 'documents', 'validate', '--file', file, '--yes', '--format', 'ndjson', '--level', 'error'],
    // The CLI insists on a login before validating; nothing here talks to the API but the slug check.
    {encoding: 'utf8', env: {...process.env, SANITY_AUTH_TOKEN: process.env.SANITY_AUTH_TOKEN || 'offline-content-check'}},
  )
  if (error) throw error
  const findings: Finding[] = []
  for (const line of stdout.split('\n')) {
    if (!line.startsWith('{')) continue
    const result = JSON.parse(line) as {documentId: string; markers: ValidationMarker[]}
    for (const marker of result.markers) {
      if (marker.level !== 'error' || REMOTE_CHECK.test(marker.message)) continue
      findings.push({documentId: result.documentId, path: pathToString(marker.path), message: marker.message})
    }
  }
  if (status !== 0 && findings.length === 0 && !stdout.includes('"markers"')) {
    throw new Error(`sanity documents validate failed (exit ${status}):\n${stderr || stdout}`)
  }
  return findings
}

/** Slugs are unique per document type (Sanity's default rule), every reference and asset resolves. */
export function integrityFindings(contentDir: string, documents: ExportedDocument[]): Finding[] {
  const findings: Finding[] = []
  const ids = new Set(documents.map((doc) => doc._id))
  const slugs = new Map<string, string>()

  const visit = (doc: ExportedDocument, value: unknown, path: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(doc, item, `${path}[${(item as {_key?: string})?._key ?? index}]`))
      return
    }
    if (!value || typeof value !== 'object') return
    const record = value as Record<string, unknown>
    if (typeof record._ref === 'string' && !ids.has(record._ref)) {
      findings.push({documentId: doc._id, path, message: `Référence vers un document absent : ${record._ref}`})
    }
    if (record._type === 'slug' && typeof record.current === 'string') {
      const key = `${doc._type}:${path}:${record.current}`
      const other = slugs.get(key)
      if (other) findings.push({documentId: doc._id, path, message: `Identifiant d’URL déjà utilisé par ${other}`})
      else slugs.set(key, doc._id)
    }
    for (const [key, child] of Object.entries(record)) if (key !== '_sanityAsset') visit(doc, child, path ? `${path}.${key}` : key)
  }

  for (const doc of documents) {
    visit(doc, doc, '')
    for (const {path, placeholder} of assetPlaceholders(doc)) {
      const file = placeholderPath(placeholder)
      if (!file || !existsSync(join(contentDir, file))) {
        findings.push({documentId: doc._id, path, message: `Fichier introuvable : ${placeholder}`})
      }
    }
  }
  return findings
}

export function countByType(documents: ExportedDocument[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const doc of documents) counts[doc._type] = (counts[doc._type] ?? 0) + 1
  return counts
}

/** `npm run content:check`: fails on the first broken document, naming its id and field. */
if (require.main === module) {
  runCommand(async () => {
    const documents = readDataset(CONTENT_DIR)
    const findings = [
      ...integrityFindings(CONTENT_DIR, documents),
      ...pageCountFindings(CONTENT_DIR, documents),
      ...duplicateVariationFindings(documents),
      ...(await linkFindings(documents)),
      ...schemaFindings(join(CONTENT_DIR, 'data.ndjson')),
    ]
    const counts = countByType(documents)
    for (const [type, count] of Object.entries(counts).sort()) console.log(`${type.padEnd(16)} ${count}`)
    if (findings.length > 0) {
      const [first] = findings
      throw new Error(
        `Content check failed: ${first!.documentId} › ${first!.path || '(document)'}: ${first!.message}` +
          (findings.length > 1 ? `\n(${findings.length - 1} more problem(s); fix this one first)` : ''),
      )
    }
    console.log(`Content check passed: ${documents.length} documents valid, every reference and file resolves.`)
  })
}
