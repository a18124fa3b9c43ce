import {internalLinkProblem} from '@parlia/schemas/links/checks'
import {ownersOfPath, ownPagePath, slugOf} from '@parlia/schemas/pages/paths'
import {storedDestinationPath} from '@parlia/schemas/redirects/lakeContext'
import type {RulesContext} from '@parlia/schemas/redirects/rules'

import type {Finding} from './check'
import type {ExportedDocument} from './dataset'

const isPublished = (doc: ExportedDocument) => !doc._id.startsWith('drafts.')

/** The link checks' context read from the dataset itself: its published pages and redirects. */
function datasetContext(documents: ExportedDocument[]): RulesContext {
  const published = documents.filter(isPublished)
  const byId = new Map(published.map((doc) => [doc._id, doc]))
  const pages = new Map(
    published.flatMap((doc) => {
      const slug = slugOf(doc)
      const path = slug ? ownPagePath(doc._type, slug) : null
      return path ? [[path, doc] as const] : []
    }),
  )
  // Looked up once per typed link: by source, not by a scan of the dataset (100 000 documents at 100×).
  const redirects = new Map(
    published.flatMap((doc) => (doc._type === 'redirect' && typeof doc.source === 'string' ? [[doc.source, doc] as const] : [])),
  )
  return {
    pageAt(path) {
      const doc = pages.get(path)
      const owner = ownersOfPath(path).find((candidate) => candidate.type === doc?._type)
      return doc && owner ? `${owner.kind} : ${String(doc.title ?? doc.name ?? doc._id)}` : null
    },
    redirectFrom(path) {
      const redirect = redirects.get(path)
      if (!redirect) return null
      const target = byId.get((redirect.target as {_ref?: string} | undefined)?._ref ?? '')
      const destinationPath = storedDestinationPath({
        url: typeof redirect.url === 'string' ? redirect.url : null,
        target: target ? {_type: target._type, slug: slugOf(target)} : null,
      })
      return {source: path, destinationPath}
    },
  }
}

/**
 * Every link's typed address held to the Studio's link checks (@parlia/schemas/links/checks), offline: the Studio
 * asks the Content Lake, `sanity documents validate --file` cannot.
 */
export async function linkFindings(documents: ExportedDocument[]): Promise<Finding[]> {
  const context = datasetContext(documents)
  const findings: Finding[] = []
  const visit = async (doc: ExportedDocument, value: unknown, path: string): Promise<void> => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) {
        await visit(doc, item, `${path}[${(item as {_key?: string})?._key ?? index}]`)
      }
      return
    }
    if (!value || typeof value !== 'object') return
    const record = value as Record<string, unknown>
    if (record._type === 'link' && typeof record.href === 'string') {
      const problem = await internalLinkProblem(record.href, context)
      if (problem) findings.push({documentId: doc._id, path: `${path}.href`, message: problem})
    }
    for (const [key, child] of Object.entries(record)) await visit(doc, child, path ? `${path}.${key}` : key)
  }
  for (const doc of documents) await visit(doc, doc, '')
  return findings
}
