/** @jest-environment node */
import {CONNECTOR_CATEGORIES} from '@parlia/schemas/constants'

import {createEngine, type Engine} from './engine'
import type {ConnectorRecord, FaqRecord} from './records'
import type {SynonymGroups} from './synonyms'
import {highlight} from './text'

// Records built here, as the site builds them from the documents: the engine is tested on names and words chosen for
// it, never on today's copy of the bundled content, which the editors change.
const CONNECTORS = [
  ['GLPI', ['itsm'], 'Tickets et parc informatique.'],
  ['Microsoft Teams', ['messaging', 'collaboration'], 'Votre assistant dans les conversations de vos équipes.'],
  ['ServiceNow', ['itsm'], 'Incidents et demandes de service.'],
  ['Salesforce', ['crm-marketing'], 'Les comptes et les opportunités de vos clients.'],
  ['Microsoft 365', ['office', 'collaboration'], 'Agenda, courriels et documents partagés.'],
  ['Yousign', ['dematerialization'], 'Faites valider vos contrats en ligne.'],
  ['Docusign', ['dematerialization'], 'Des contrats validés à distance.'],
  ['Chorus Pro', ['dematerialization', 'erp'], 'Les factures des fournisseurs publics.'],
  ['Esker', ['dematerialization'], 'Commandes et factures automatisées.'],
  ['Lucca', ['hris'], 'Congés, absences et notes de frais.'],
  ['Workday', ['hris'], 'Les dossiers de vos collaborateurs.'],
  ['Cegid', ['hris', 'erp'], 'Paie et gestion des temps.'],
  ['SAP SuccessFactors', ['hris'], 'Recrutement et carrières.'],
  ['SAP', ['erp'], 'Achats, stocks et comptabilité.'],
  ['Ringover', ['telecom'], 'La téléphonie de vos conseillers.'],
] as const
const RECORDS = {
  // Listed in order of popularity, the most popular first.
  connectors: CONNECTORS.map(([name, categories, description], index): ConnectorRecord => ({
    objectID: `connector-${index}`,
    title: name,
    slug: name.toLowerCase().replaceAll(' ', '-'),
    categories: [...categories],
    categoryTitles: categories.map((slug) => CONNECTOR_CATEGORIES.find((category) => category.slug === slug)!.title),
    description,
    popularity: index + 1,
    featured: false,
    logo: null,
  })),
  faq: [
    ['Combien coûte Parlia\u202f?', 'L’abonnement dépend du nombre de conversations.', true],
    ['Où sont hébergées les données\u202f?', 'En France, dans des centres de données certifiés.', false],
    ['Parlia est-il conforme au RGPD\u202f?', 'Oui, Parlia agit en tant que sous-traitant.', true],
    ['Peut-on essayer Parlia\u202f?', 'Un pilote de trois mois est possible.', false],
    ['Qui peut créer un assistant\u202f?', 'Toute personne de votre équipe, sans code.', true],
  ].map(([question, answer, popular], index): FaqRecord => ({
    objectID: `faq-${index}`,
    question: question as string,
    anchor: `question-${index}`,
    answer: answer as string,
    category: 'plateforme',
    popular: popular as boolean,
  })),
}
const CATEGORIES = new Set(RECORDS.connectors.flatMap((connector) => connector.categories))
const POPULAR_FAQ = RECORDS.faq.filter((entry) => entry.popular).length

/** As the editors write them. */
const GROUPS: SynonymGroups = [
  ['signature électronique', 'e-signature', 'signature numérique', 'dématérialisation'],
  ['prix', 'tarif', 'coût', 'combien', 'coûte'],
  ['hébergement', 'hébergées', 'serveurs'],
]

let engine: Engine
beforeAll(async () => {
  engine = await createEngine(RECORDS)
})

const titles = async (query: string, extra = {}) =>
  (await engine.search('connectors', {query, hitsPerPage: 100, ...extra})).hits.map((hit) => hit.title as string)

describe('the embedded search engine', () => {
  it('ranks GLPI first for "glpi" and ServiceNow first for "servicenow"', async () => {
    expect((await titles('glpi'))[0]).toBe('GLPI')
    expect((await titles('servicenow'))[0]).toBe('ServiceNow')
  })

  it('folds accents and case', async () => {
    const accented = await titles('Téléphonie')
    expect(accented.length).toBeGreaterThan(0)
    expect(await titles('telephonie')).toEqual(accented)
  })

  it('matches prefixes as you type, even when the start of a word is a stop word', async () => {
    expect(await titles('servi')).toContain('ServiceNow')
    expect(await titles('se')).toContain('ServiceNow')
    expect(await titles('te')).toContain('Microsoft Teams')
    expect(await titles('micro')).toEqual(expect.arrayContaining(['Microsoft Teams']))
  })

  it('tolerates one typo in words of five letters or more, not in shorter ones', async () => {
    expect((await titles('sercicenow'))[0]).toBe('ServiceNow')
    expect((await titles('salesforse'))[0]).toBe('Salesforce')
    expect(await titles('glpo')).not.toContain('GLPI')
  })

  it('requires every word of the query', async () => {
    expect(await titles('microsoft teams')).toContain('Microsoft Teams')
    expect(await titles('microsoft teams')).not.toContain('Microsoft 365')
    expect(await titles('glpi zzzzzz')).toEqual([])
  })

  it('lists everything by popularity for an empty query, and pages through it', async () => {
    const first = await engine.search('connectors', {query: '', hitsPerPage: 4, page: 0})
    expect(first.nbHits).toBe(CONNECTORS.length)
    expect(first.nbPages).toBe(Math.ceil(CONNECTORS.length / 4))
    expect(first.hits.map((hit) => hit.title)).toEqual(['GLPI', 'Microsoft Teams', 'ServiceNow', 'Salesforce'])
    const last = await engine.search('connectors', {query: '', hitsPerPage: 4, page: first.nbPages - 1})
    expect(last.hits.map((hit) => hit.title)).toEqual(CONNECTORS.slice(4 * (first.nbPages - 1)).map(([name]) => name))
    expect(last.page).toBe(first.nbPages - 1)
  })

  it('filters by category (OR inside a group, AND across groups) and counts facets over the filtered result', async () => {
    const itsm = await engine.search('connectors', {
      query: '',
      facetFilters: [['categories:itsm']],
      facets: ['categories'],
      hitsPerPage: 100,
    })
    expect(itsm.hits.every((hit) => (hit.categories as string[]).includes('itsm'))).toBe(true)
    expect(itsm.facets.categories!.itsm).toBe(itsm.nbHits)
    const either = await engine.search('connectors', {
      query: '',
      facetFilters: [['categories:itsm', 'categories:erp']],
      hitsPerPage: 100,
    })
    expect(either.nbHits).toBeGreaterThan(itsm.nbHits)
    const all = await engine.search('connectors', {query: '', facets: '*', hitsPerPage: 0})
    expect(all.hits).toEqual([])
    expect(Object.keys(all.facets.categories!).sort()).toEqual([...CATEGORIES].sort())
  })

  it.each(['', 'glpi'])(
    'treats a filter on anything but a facet as Algolia does: it matches nothing (query « %s »)',
    async (query) => {
      for (const facetFilters of ['x', 'popularity:1', 'title:GLPI', 'objectID:x', 'categories', [['x:1']]]) {
        await expect(engine.search('connectors', {query, facetFilters, facets: ['categories']})).resolves.toMatchObject(
          {nbHits: 0, hits: [], facets: {categories: {}}},
        )
      }
      for (const facetFilters of ['category:inconnue', 'popular:yes', 'popular:']) {
        await expect(engine.search('faq', {query, facetFilters})).resolves.toMatchObject({nbHits: 0})
      }
      // The rest of an OR group still counts.
      const itsm = await engine.search('connectors', {query, facetFilters: [['categories:itsm']]})
      expect(itsm.nbHits).toBeGreaterThan(0)
      expect((await engine.search('connectors', {query, facetFilters: [['x', 'categories:itsm']]})).nbHits).toBe(
        itsm.nbHits,
      )
    },
  )

  it('filters boolean facets on « true » and « false », and keeps the most frequent maxValuesPerFacet values', async () => {
    const popular = await engine.search('faq', {
      query: '',
      facetFilters: ['popular:true'],
      facets: ['popular', 'category'],
      hitsPerPage: 100,
    })
    expect(popular.nbHits).toBe(POPULAR_FAQ)
    expect(popular.hits.every((hit) => hit.popular === true)).toBe(true)
    expect(popular.facets.popular).toEqual({true: popular.nbHits})
    const others = await engine.search('faq', {query: '', facetFilters: ['popular:false']})
    expect(popular.nbHits + others.nbHits).toBe(RECORDS.faq.length)
    const top = await engine.search('connectors', {
      query: '',
      facets: ['categories'],
      maxValuesPerFacet: 3,
      hitsPerPage: 0,
    })
    const all = await engine.search('connectors', {query: '', facets: ['categories'], hitsPerPage: 0})
    const mostFrequent = Object.values(all.facets.categories!)
      .sort((a, b) => b - a)
      .slice(0, 3)
    expect(Object.values(top.facets.categories!).sort((a, b) => b - a)).toEqual(mostFrequent)
  })

  it('returns only the attributes asked for, and no page count for a facets-only request', async () => {
    const result = await engine.search('connectors', {
      query: 'glpi',
      attributesToRetrieve: ['title', 'slug'],
      attributesToHighlight: ['title'],
    })
    expect(Object.keys(result.hits[0]!).sort()).toEqual(['_highlightResult', 'objectID', 'slug', 'title'])
    expect(Object.keys(result.hits[0]!._highlightResult)).toEqual(['title'])
    expect((await engine.search('connectors', {query: '', hitsPerPage: 0, facets: ['categories']})).nbPages).toBe(0)
    const facetsOnly = await engine.search('connectors', {query: 'glpi', hitsPerPage: 0, facets: ['categories']})
    const full = await engine.search('connectors', {query: 'glpi', facets: ['categories']})
    expect(facetsOnly).toMatchObject({hits: [], nbHits: full.nbHits, nbPages: 0, facets: full.facets})
  })

  it('highlights with the request’s tags', async () => {
    const [hit] = (
      await engine.search('connectors', {
        query: 'glpi',
        highlightPreTag: '__ais-highlight__',
        highlightPostTag: '__/ais-highlight__',
      })
    ).hits
    expect(hit!._highlightResult.title).toEqual({
      value: '__ais-highlight__GLPI__/ais-highlight__',
      matchLevel: 'full',
      matchedWords: ['glpi'],
    })
  })

  it('searches the FAQ with popular questions first when relevance ties', async () => {
    // The popular ones are not the first records.
    const all = await engine.search('faq', {query: '', hitsPerPage: POPULAR_FAQ})
    expect(all.nbHits).toBe(RECORDS.faq.length)
    expect(all.hits.every((hit) => hit.popular === true)).toBe(true)
    const rgpd = await engine.search('faq', {query: 'rgpd'})
    expect(rgpd.hits.map((hit) => hit.objectID)).toEqual(['faq-2'])
  })
})

describe('the embedded search engine with the editors’ synonyms', () => {
  let withSynonyms: Engine
  beforeAll(async () => {
    withSynonyms = await createEngine(RECORDS, {synonyms: {connectors: GROUPS, faq: GROUPS}})
  })

  // The content's French typography puts a no-break space before « ? ».
  const found = async (target: Engine, index: 'connectors' | 'faq', query: string) =>
    (await target.search(index, {query, hitsPerPage: 100})).hits.map((hit) =>
      ((hit.title ?? hit.question) as string).replace(/\s/gu, ' '),
    )

  it('finds Yousign and Docusign for « signature électronique », through their category « Dématérialisation »', async () => {
    expect(await found(engine, 'connectors', 'signature électronique')).toEqual([])
    expect(await found(withSynonyms, 'connectors', 'signature électronique')).toEqual(
      expect.arrayContaining(['Yousign', 'Docusign']),
    )
    expect(await found(withSynonyms, 'connectors', 'e-signature')).toEqual(
      expect.arrayContaining(['Yousign', 'Docusign']),
    )
  })

  it('searches the categories’ names', async () => {
    expect(await found(engine, 'connectors', 'dématérialisation')).toEqual(
      expect.arrayContaining(['Yousign', 'Docusign', 'Chorus Pro', 'Esker']),
    )
    expect(await found(engine, 'connectors', 'sirh')).toEqual(
      expect.arrayContaining(['Lucca', 'Workday', 'Cegid', 'SAP SuccessFactors']),
    )
  })

  it('finds « Combien coûte Parlia ? » for « combien ça coûte » and for the words the editors made synonyms', async () => {
    expect((await found(withSynonyms, 'faq', 'combien ça coûte'))[0]).toBe('Combien coûte Parlia ?')
    expect(await found(engine, 'faq', 'quel est votre tarif')).toEqual([])
    expect(await found(withSynonyms, 'faq', 'quel est votre tarif')).toContain('Combien coûte Parlia ?')
    expect(await found(withSynonyms, 'faq', 'serveurs')).toContain('Où sont hébergées les données ?')
  })

  it('keeps a query that names no group as it is', async () => {
    expect(await found(withSynonyms, 'connectors', 'glpi')).toEqual(await found(engine, 'connectors', 'glpi'))
    expect(await found(withSynonyms, 'faq', 'zzzz')).toEqual([])
  })
})

describe('highlight', () => {
  it('wraps the matches and leaves the text as it is, as Algolia does (InstantSearch escapes it), and reports partial matches', () => {
    expect(highlight('Télé <b> & l\'outil "co"', 'tele zzz', '<em>', '</em>')).toEqual({
      value: '<em>Télé</em> <b> & l\'outil "co"',
      matchLevel: 'partial',
      matchedWords: ['tele'],
    })
  })
})
