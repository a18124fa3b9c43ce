import {isDraftId, publishedId, type SanityDocument} from './dataset'

export type Perspective = 'published' | 'drafts' | 'raw'

/** API versions from this date read the published perspective when none is given; older ones read raw. */
const PUBLISHED_BY_DEFAULT_FROM = '2025-02-19'

const NAMES: Record<string, Perspective> = {published: 'published', drafts: 'drafts', previewDrafts: 'drafts', raw: 'raw'}

/** The perspective a request asks for, or null when it names one this server does not serve (releases). */
export function parsePerspective(value: string | null, apiVersion: string): Perspective | null {
  if (value === null || value === '') {
    const recent = apiVersion === 'X' || (/^\d{4}-\d{2}-\d{2}$/.test(apiVersion) && apiVersion >= PUBLISHED_BY_DEFAULT_FROM)
    return recent ? 'published' : 'raw'
  }
  return NAMES[value] ?? null
}

const isVersionId = (id: string) => id.startsWith('versions.')

/**
 * The documents a query sees: `published` hides drafts, `drafts` shows each draft in place of its published
 * document and under its id (`_originalId` keeps the draft's), `raw` shows everything.
 */
export function applyPerspective(documents: readonly SanityDocument[], perspective: Perspective): SanityDocument[] {
  if (perspective === 'raw') return [...documents]
  const byId = new Map<string, SanityDocument>()
  for (const doc of documents) {
    if (isDraftId(doc._id) || isVersionId(doc._id)) continue
    byId.set(doc._id, doc)
  }
  if (perspective === 'drafts') {
    for (const doc of documents) {
      if (isDraftId(doc._id)) byId.set(publishedId(doc._id), {...doc, _id: publishedId(doc._id), _originalId: doc._id})
    }
  }
  return [...byId.values()]
}
