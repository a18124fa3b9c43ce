import type {SanityDocument} from './exportFormat'

/**
 * What a query sees of a dataset, as the Content Lake defines it: `published` hides drafts, `drafts` shows each
 * draft in place of its published document (under the published id, `_originalId` keeping the draft's), `raw`
 * shows everything. The embedded backend and the tests' Content Lake (services/) apply these same rules.
 */
export type Perspective = 'published' | 'drafts' | 'raw'

const DRAFT_PREFIX = 'drafts.'

const isDraftId = (id: string) => id.startsWith(DRAFT_PREFIX)
const publishedId = (id: string) => (isDraftId(id) ? id.slice(DRAFT_PREFIX.length) : id)

/** Content release versions (`versions.<release>.<id>`): neither perspective of ours shows them. */
const isVersionId = (id: string) => id.startsWith('versions.')

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
