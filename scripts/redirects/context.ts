/**
 * What the rules ask of the dataset while a file's lines are checked: `lakeRulesContext`'s questions, and the documents
 * at the destinations' paths, answered from one query where the answer is none.
 */
import {isFixedPath, ownersOfPath, OWN_PAGE_TYPES, SLUG_PROJECTION} from '@parlia/schemas/pages/paths'
import {lakeRulesContext} from '@parlia/schemas/redirects/lakeContext'
import type {RedirectRule, RulesContext} from '@parlia/schemas/redirects/rules'
import type {SanityClient} from '@sanity/client'

/** The published documents with a page of their own, and the stored redirects' sources, read in one query. */
export interface Snapshot {
  /** The id of the document of each type and slug (`type/slug`). */
  pages: Map<string, string>
  /** The ids of the stored redirects from each source. */
  redirects: Map<string, string[]>
}

const pageKey = (type: string, slug: string) => `${type}/${slug}`

/** Reads the snapshot, once before the first line: nothing is written until every line is checked. */
export async function snapshotOf(client: SanityClient): Promise<Snapshot> {
  const {pages, redirects} = await client.withConfig({perspective: 'published', useCdn: false}).fetch<{
    pages: {_id: string; _type: string; slug: string}[]
    redirects: {_id: string; source: string}[]
  }>(
    `{
      "pages": *[_type in $types && defined(${SLUG_PROJECTION})]{_id, _type, "slug": ${SLUG_PROJECTION}},
      "redirects": *[_type == "redirect" && defined(source)]{_id, source}
    }`,
    {types: OWN_PAGE_TYPES},
  )
  const snapshot: Snapshot = {pages: new Map(), redirects: new Map()}
  for (const {_id, _type, slug} of pages) {
    const key = pageKey(_type, slug)
    if (!snapshot.pages.has(key)) snapshot.pages.set(key, _id)
  }
  for (const {_id, source} of redirects) {
    snapshot.redirects.set(source, [...(snapshot.redirects.get(source) ?? []), _id])
  }
  return snapshot
}

/** The published document whose own page is at `path`, or null: the redirect then follows it if its slug changes. */
export function documentAt(snapshot: Snapshot, path: string): string | null {
  for (const owner of ownersOfPath(path)) {
    const id = snapshot.pages.get(pageKey(owner.type, owner.slug))
    if (id) return id
  }
  return null
}

/**
 * The rules' context of a line (its redirect's id, the lines accepted before it): `lakeRulesContext`, asked only where
 * the snapshot shows a page or a redirect. Asking the lake about every line's source and destination took minutes for
 * a thousand lines; its answers stay the lake's, the snapshot only spares the questions whose answer is none.
 */
export function linesContext(client: SanityClient, snapshot: Snapshot) {
  return (id: string, pending: RedirectRule[]): RulesContext => {
    const lake = lakeRulesContext(client, {ignoring: id, pending})
    return {
      pageAt: (path) => (isFixedPath(path) || documentAt(snapshot, path) ? lake.pageAt(path) : null),
      redirectFrom: (path) =>
        pending.some((rule) => rule.source === path) ||
        (snapshot.redirects.get(path) ?? []).some((other) => other !== id)
          ? lake.redirectFrom(path)
          : null,
    }
  }
}
