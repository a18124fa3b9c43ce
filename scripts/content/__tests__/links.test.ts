import {describe, expect, it} from '@jest/globals'

import type {ExportedDocument} from '../dataset'
import {linkFindings} from '../links'

const connector: ExportedDocument = {
  _id: 'connector-glpi',
  _type: 'connector',
  name: 'GLPI',
  connectorId: {_type: 'slug', current: 'glpi'},
}
const draftOnly: ExportedDocument = {
  _id: 'drafts.post-futur',
  _type: 'post',
  title: 'Futur',
  postId: {_type: 'slug', current: 'article-futur'},
}
const redirect: ExportedDocument = {
  _id: 'redirect-old',
  _type: 'redirect',
  source: '/solution/connecteurs/glpi-ancien',
  target: {_type: 'reference', _ref: 'connector-glpi', _weak: true},
}

/** A post whose body holds one link to `href`. */
const postLinking = (id: string, href: string): ExportedDocument => ({
  _id: id,
  _type: 'post',
  body: [
    {
      _type: 'block',
      _key: 'b',
      markDefs: [{_type: 'link', _key: 'l', href}],
      children: [{_type: 'span', _key: 's', text: 'lien', marks: ['l']}],
    },
  ],
})

describe('linkFindings', () => {
  it('passes fixed pages, their queries, other sites, e-mails, a page with a fragment and links naming a page', async () => {
    const docs = [
      connector,
      postLinking('a', '/contact'),
      postLinking('b', '/solution/connecteurs?tags=itsm'),
      postLinking('c', 'https://www.cnil.fr'),
      postLinking('d', 'mailto:dpo@parlia.fr'),
      postLinking('e', '/solution/connecteurs/glpi#installation'),
      {_id: 'nav', _type: 'navigation', links: [{_type: 'link', _key: 'k', label: 'GLPI', page: {_type: 'reference', _ref: 'connector-glpi'}}]},
    ]
    expect(await linkFindings(docs)).toEqual([])
  })

  it('asks for the page itself where a typed address is a document’s page', async () => {
    expect(await linkFindings([connector, postLinking('p', '/solution/connecteurs/glpi')])).toEqual([
      {
        documentId: 'p',
        path: 'body[b].markDefs[l].href',
        message: expect.stringContaining('Connecteur : GLPI'),
      },
    ])
  })

  it('refuses an address no published page answers, a draft’s included, and names a redirect’s destination', async () => {
    const findings = await linkFindings([
      connector,
      draftOnly,
      redirect,
      postLinking('x', '/blog/article-futur'),
      postLinking('y', '/solution/connecteurs/glpi-ancien'),
    ])
    expect(findings.map(({documentId, message}) => [documentId, message])).toEqual([
      ['x', 'Aucune page publiée n’est à l’adresse /blog/article-futur.'],
      ['y', '/solution/connecteurs/glpi-ancien est redirigée vers /solution/connecteurs/glpi : indiquez directement la destination.'],
    ])
  })
})
