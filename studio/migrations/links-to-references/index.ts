import {OWN_PAGE_TYPES, ownPagePath, SLUG_PROJECTION} from '@parlia/schemas/pages/paths'
import {comparablePath} from '@parlia/schemas/redirects/addresses'
import {at, defineMigration, type MigrationContext, set, unset} from 'sanity/migrate'

/** The published documents with a page of their own, by the address of that page. */
export type PagesByPath = ReadonlyMap<string, string>

/** Read once a run: every link of every document is looked up in it. */
const pagesByRun = new WeakMap<MigrationContext['client'], Promise<PagesByPath>>()

async function readPages(client: MigrationContext['client']): Promise<PagesByPath> {
  const pages = await client.fetch<{_id: string; _type: string; slug: string | null}[]>(
    `*[_type in $types && !(_id in path("drafts.**"))]{_id, _type, "slug": ${SLUG_PROJECTION}}`,
    {types: OWN_PAGE_TYPES},
  )
  return new Map(
    pages.flatMap(({_id, _type, slug}) => {
      const path = slug ? ownPagePath(_type, slug) : null
      return path ? [[path, _id] as const] : []
    }),
  )
}

/**
 * The patches that make a link typed as the address of a document's page name that document: none for another
 * site, a query or fragment (a reference carries neither), a fixed page or a link that already names its page.
 */
export function linkPatches(node: {_type?: unknown; href?: unknown; page?: unknown}, pages: PagesByPath) {
  if (node._type !== 'link' || node.page || typeof node.href !== 'string' || !/^\/(?!\/)[^?#]*$/u.test(node.href)) {
    return []
  }
  const id = pages.get(comparablePath(node.href) ?? '')
  return id ? [at('page', set({_type: 'reference', _ref: id})), at('href', unset())] : []
}

/**
 * Links, in link objects and in rich text, were typed addresses; those leading to a document's page now name the
 * document, so they follow its renames and the Studio lists them where it is cited. For a dataset holding typed
 * addresses (the bundled one is already migrated): `node studio/scripts/sanity.mjs migration run
 * links-to-references` (a dry run; add `--no-dry-run` to write), drafts included.
 */
export default defineMigration({
  title: 'Links to our own pages name their document instead of its address',
  migrate: {
    async object(node, _path, context) {
      if (node._type !== 'link') return []
      let pages = pagesByRun.get(context.client)
      if (!pages) pagesByRun.set(context.client, (pages = readPages(context.client)))
      return linkPatches(node, await pages)
    },
  },
})
