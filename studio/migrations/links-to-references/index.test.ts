/** @jest-environment node */
import type {SanityDocument} from 'sanity'

import {migrationMutations} from '../../src/testing/migrationMutations'

import migration from '.'

const pages = [
  {_id: 'connector-glpi', _type: 'connector', slug: 'glpi'},
  {_id: 'post-rgpd', _type: 'post', slug: 'chatbot-rgpd'},
  {_id: 'legal-privacy', _type: 'legalPage', slug: 'politique-de-confidentialite'},
]

const document = (id: string, fields: Record<string, unknown>): SanityDocument =>
  ({_id: id, _type: 'post', _rev: 'r', _createdAt: '', _updatedAt: '', ...fields}) as SanityDocument

const block = (key: string, href: string) => ({
  _type: 'block',
  _key: key,
  style: 'normal',
  markDefs: [{_type: 'link', _key: `${key}-link`, href}],
  children: [{_type: 'span', _key: `${key}-span`, text: 'lien', marks: [`${key}-link`]}],
})

/** The mutations Sanity's migration runner would send, its client answering from `pages`. */
async function mutationsFor(documents: SanityDocument[]) {
  const fetches: unknown[] = []
  const client = {
    fetch: async (query: string, params: unknown) => {
      fetches.push(params)
      expect(query).toContain('!(_id in path("drafts.**"))')
      return pages
    },
  }
  return {mutations: await migrationMutations(migration, documents, client), fetches}
}

/** Every patch the run sends to one document, in order. */
const patchOf = (mutations: unknown[], id: string) =>
  (mutations as {type: string; id: string; patches: {path: unknown[]; op: unknown}[]}[])
    .filter((mutation) => mutation.type === 'patch' && mutation.id === id)
    .flatMap((mutation) => mutation.patches)

describe('the links-to-references migration', () => {
  it('makes links typed as a document’s page name it, in rich text and link objects, drafts too', async () => {
    const {mutations, fetches} = await mutationsFor([
      document('post-a', {
        body: [block('b1', '/solution/connecteurs/glpi'), block('b2', '/politique-de-confidentialite/')],
      }),
      document('drafts.home', {hero: {primaryCta: {_type: 'link', label: 'Lire', href: '/blog/chatbot-rgpd'}}}),
    ])
    expect(patchOf(mutations, 'post-a')).toEqual([
      {
        path: ['body', {_key: 'b1'}, 'markDefs', {_key: 'b1-link'}, 'page'],
        op: {type: 'set', value: {_type: 'reference', _ref: 'connector-glpi'}},
      },
      {path: ['body', {_key: 'b1'}, 'markDefs', {_key: 'b1-link'}, 'href'], op: {type: 'unset'}},
      {
        path: ['body', {_key: 'b2'}, 'markDefs', {_key: 'b2-link'}, 'page'],
        op: {type: 'set', value: {_type: 'reference', _ref: 'legal-privacy'}},
      },
      {path: ['body', {_key: 'b2'}, 'markDefs', {_key: 'b2-link'}, 'href'], op: {type: 'unset'}},
    ])
    expect(patchOf(mutations, 'drafts.home')).toEqual([
      {path: ['hero', 'primaryCta', 'page'], op: {type: 'set', value: {_type: 'reference', _ref: 'post-rgpd'}}},
      {path: ['hero', 'primaryCta', 'href'], op: {type: 'unset'}},
    ])
    // The pages are read once for the whole run.
    expect(fetches).toHaveLength(1)
  })

  it('leaves other sites, queries, fragments, unknown and fixed paths, and links naming a page, so it can run again', async () => {
    const {mutations} = await mutationsFor([
      document('post-b', {
        body: [
          block('c1', 'https://www.cnil.fr'),
          block('c2', '/solution/connecteurs?tags=itsm'),
          block('c3', '/solution/connecteurs/glpi#installation'),
          block('c4', '/contact'),
          block('c5', '/blog/article-disparu'),
          block('c6', '//evil.example/solution/connecteurs/glpi'),
        ],
        cta: {_type: 'link', label: 'GLPI', page: {_type: 'reference', _ref: 'connector-glpi'}},
      }),
    ])
    expect(mutations).toEqual([])
  })
})
