import {ownPagePath, slugOf} from '@parlia/schemas/pages/paths'
import type {SanityClient} from '@sanity/client'

/** A document about to be published: its published copy (if any) and the version being published. */
export interface PublishedChange {
  id: string
  type: string
  published: ({_type: string} & Record<string, unknown>) | null
  next: ({_type: string} & Record<string, unknown>) | null
}

/** What the Studio did about a renamed page: the redirect from its old address, and those it no longer needs. */
export interface SlugHistoryReport {
  from: string
  to: string
  redirectId: string
  removed: string[]
}

/**
 * Keeps every address a page has had: when a published document's slug changes, its old address redirects to the
 * document (a reference, so it follows the page wherever it goes next), and a redirect the Studio made from the new
 * address to this same document (a rename undone) is removed. An editor's own redirect from the old address is
 * pointed at the document too: the page it was shadowed by has moved. Nothing for a first publish or a type
 * without a page.
 */
export async function recordSlugChange(
  client: SanityClient,
  {id, type, published, next}: PublishedChange,
): Promise<SlugHistoryReport | null> {
  const before = published && slugOf(published)
  const after = next && slugOf(next)
  if (!before || !after || before === after) return null
  const from = ownPagePath(type, before)
  const to = ownPagePath(type, after)
  if (!from || !to) return null

  const documentId = id.replace(/^drafts\./u, '')
  const existing = await client.fetch<{_id: string} | null>(
    `*[_type == "redirect" && source == $from && !(_id in path("drafts.**"))][0]{_id}`,
    {from},
  )
  const obsolete = await client.fetch<string[]>(
    `*[_type == "redirect" && source == $to && origin == "slugHistory" && target._ref == $documentId]._id`,
    {to, documentId},
  )
  const target = {_type: 'reference', _ref: documentId, _weak: true}
  const transaction = client.transaction()
  const redirectId = existing?._id ?? `redirect-historique-${documentId}-${before}`.replace(/[^a-zA-Z0-9_-]/gu, '-')
  if (existing) {
    transaction.patch(existing._id, (patch) => patch.set({target, origin: 'slugHistory'}).unset(['url']))
  } else {
    transaction.create({
      _id: redirectId,
      _type: 'redirect',
      source: from,
      target,
      permanent: true,
      origin: 'slugHistory',
      note: `Ancienne adresse de la page, remplacée par ${to} à sa publication.`,
    })
  }
  for (const obsoleteId of obsolete) transaction.delete(obsoleteId)
  await transaction.commit({visibility: 'sync'})
  return {from, to, redirectId, removed: obsolete}
}
