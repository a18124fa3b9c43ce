/** @jest-environment node */
import {createEngine, type Engine} from './engine'
import {loadRecords} from './records'
import {getSynonymGroups} from './synonymGroups'
import {highlight} from './text'

let engine: Engine
beforeAll(async () => {
  engine = await createEngine(await loadRecords())
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
    const first = await engine.search('connectors', {query: '', hitsPerPage: 12, page: 0})
    expect(first.nbHits).toBe(60)
    expect(first.nbPages).toBe(5)
    expect(first.hits.slice(0, 3).map((hit) => hit.title)).toEqual(['GLPI', 'Microsoft Teams', 'ServiceNow'])
    const last = await engine.search('connectors', {query: '', hitsPerPage: 12, page: 4})
    expect(last.hits).toHaveLength(12)
    expect(last.page).toBe(4)
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
    expect(Object.keys(all.facets.categories!)).toHaveLength(16)
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
    expect(popular.nbHits).toBeGreaterThan(0)
    expect(popular.hits.every((hit) => hit.popular === true)).toBe(true)
    expect(popular.facets.popular).toEqual({true: popular.nbHits})
    const others = await engine.search('faq', {query: '', facetFilters: ['popular:false']})
    expect(popular.nbHits + others.nbHits).toBe(40)
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
    const all = await engine.search('faq', {query: '', hitsPerPage: 8})
    expect(all.nbHits).toBe(40)
    expect(all.hits.every((hit) => hit.popular === true)).toBe(true)
    const rgpd = await engine.search('faq', {query: 'rgpd'})
    expect(rgpd.nbHits).toBeGreaterThan(0)
  })
})

describe('the embedded search engine with the editors’ synonyms', () => {
  let withSynonyms: Engine
  beforeAll(async () => {
    const groups = await getSynonymGroups()
    withSynonyms = await createEngine(await loadRecords(), {synonyms: {connectors: groups, faq: groups}})
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
