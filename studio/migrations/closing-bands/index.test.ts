/** @jest-environment node */
import type {SanityDocument} from 'sanity'

import {migrationMutations} from '../../src/testing/migrationMutations'

import migration from '.'

const document = (id: string, type: string, fields: Record<string, unknown> = {}): SanityDocument =>
  ({_id: id, _type: type, _rev: 'r', _createdAt: '', _updatedAt: '', ...fields}) as SanityDocument

/** What each mutation sets where it is missing, by document id and field path. */
async function filled(documents: SanityDocument[]) {
  const mutations = await migrationMutations(migration, documents)
  return mutations.flatMap((mutation) =>
    'patches' in mutation
      ? mutation.patches.map((patch) => [
          mutation.id,
          patch.path.join('.'),
          patch.op.type,
          'value' in patch.op ? patch.op.value : undefined,
        ])
      : [],
  )
}

describe('the closing bands migration', () => {
  it('fills each page’s band with what its component wrote, drafts too', async () => {
    expect(
      await filled([
        document('securityPage', 'securityPage'),
        document('drafts.publicBuyersPage', 'publicBuyersPage'),
        document('listingPage-customerCases', 'listingPage'),
      ]),
    ).toEqual([
      [
        'securityPage',
        'cta',
        'setIfMissing',
        {
          title: 'Une question de votre DPO ou de votre RSSI ?',
          text: 'Nous répondons aux questionnaires de sécurité et étudions avec vous les exigences de votre projet.',
        },
      ],
      [
        'drafts.publicBuyersPage',
        'cta',
        'setIfMissing',
        {
          title: 'Vous préparez une consultation ?',
          text: 'Nous répondons à vos questions sur le besoin, les pièces du dossier et les délais.',
        },
      ],
      [
        'listingPage-customerCases',
        'cta',
        'setIfMissing',
        {
          title: 'Et si le prochain cas client, c’était vous ?',
          text: 'Parlons de vos questions les plus fréquentes et des résultats que vous visez.',
        },
      ],
    ])
  })

  it('writes the connectors’ and use cases’ band once on their listing, {nom} for each page’s name', async () => {
    const bands = await filled([
      document('listingPage-connectors', 'listingPage'),
      document('listingPage-useCases', 'listingPage', {cta: {title: 'Déjà là', text: 'Gardé.'}}),
    ])
    expect(bands.map(([id, path, , band]) => [id, path, (band as {title: string}).title])).toEqual([
      ['listingPage-connectors', 'itemCta', 'Un projet avec {nom} ?'],
      ['listingPage-useCases', 'itemCta', '{nom} : parlons de votre projet'],
    ])
  })

  it('names a solution in its band, and gives the overview its own', async () => {
    const bands = await filled([
      document('solutionPage-nlp', 'solutionPage', {title: 'NLP', slug: {current: 'nlp'}}),
      document('solutionPage-vue', 'solutionPage', {title: 'Vue d’ensemble', slug: {current: 'vue-d-ensemble'}}),
    ])
    expect(bands.map(([id, , , band]) => [id, (band as {title: string}).title])).toEqual([
      ['solutionPage-nlp', 'Découvrez NLP en action'],
      ['solutionPage-vue', 'Voyons ensemble ce que Parlia peut faire pour vous'],
    ])
  })

  it('names the sub-processors’ feed and presents it with the list’s introduction, as it did', async () => {
    const bands = await filled([
      document('securityPage', 'securityPage', {
        cta: {title: 'Déjà là', text: 'Gardé.'},
        subProcessors: {title: 'Sous-traitants', intro: 'Ceux qui traitent des données.'},
      }),
    ])
    expect(bands).toEqual([
      ['securityPage', 'subProcessors.feedTitle', 'setIfMissing', 'Changements de sous-traitants'],
      ['securityPage', 'subProcessors.feedDescription', 'setIfMissing', 'Ceux qui traitent des données.'],
    ])
  })

  it('leaves a listing without a band and a filled band as they are, so it can run again', async () => {
    expect(
      await filled([
        document('listingPage-blog', 'listingPage'),
        document('aboutPage', 'aboutPage', {cta: {title: 'Rejoignez-nous', text: 'Nous recrutons.'}}),
      ]),
    ).toEqual([])
  })
})
