/** @jest-environment node */
import {routes} from '@parlia/schemas/routes'

import {fetchContent} from '../../content/fetch'
import {MAX_PASSAGE_LENGTH} from './sections'
import {loadPassages, type Passage} from '.'

// These tests read the bundled dataset in content/, the one `npm start` serves.
let passages: Passage[]
beforeAll(async () => {
  passages = await loadPassages()
})

const byUrl = (url: string) => passages.find((passage) => passage.url === url)

describe('the passages of the bundled dataset', () => {
  it('cover every kind of page a visitor asks about, each page by its sections', () => {
    const counts: Record<string, number> = {}
    for (const passage of passages) counts[passage.kind] = (counts[passage.kind] ?? 0) + 1
    expect(counts).toEqual({
      // One per entry.
      faq: 40,
      // The 7 solution pages: opening, features, headings of the text.
      solution: 49,
      // The listing's lead; the 11 use cases: opening, benefits, customer cases.
      useCase: 77,
      // Opening, key figures, the story's 3 headings, 4 values.
      about: 9,
      // The listing's lead; the 60 connectors: opening, « Exemples d’usages ».
      connector: 121,
      // The listing's lead; the 25 published articles (not the draft): opening and sections.
      post: 154,
      // The listing's lead; the 6 offers: opening and 4 sections.
      job: 31,
      // The listing's lead and one card each.
      whitePaper: 7,
      webinar: 7,
      // The 5 legal pages by their sections.
      legal: 47,
    })
    expect(new Set(passages.map((passage) => passage.id)).size).toBe(passages.length)
  })

  it('quote an FAQ entry as its question and its answer, linked to the question on the FAQ page', () => {
    expect(byUrl('/ressources/faq#ou-sont-hebergees-les-donnees')).toEqual({
      id: 'faq-hebergement-des-donnees#ou-sont-hebergees-les-donnees',
      kind: 'faq',
      title: 'Où sont hébergées les données\u202f?',
      section: null,
      url: '/ressources/faq#ou-sont-hebergees-les-donnees',
      text: expect.stringMatching(
        /^La plateforme Parlia et les données de vos assistants \(contenus, documents indexés, conversations\) sont hébergées en France\.\n\n/,
      ),
    })
  })

  it('split a solution page at its headings: its opening, each feature, each section of its text', () => {
    const voicebot = passages.filter((passage) => passage.id.startsWith('solutionPage-voicebot#'))
    expect(voicebot.map(({section, url}) => [section, url])).toEqual([
      [null, '/solution/voicebot'],
      ['Fini les menus à touches', '/solution/voicebot#fini-les-menus-a-touches'],
      ['Une base de connaissances commune', '/solution/voicebot#une-base-de-connaissances-commune'],
      ['Un transfert vers vos conseillers', '/solution/voicebot#un-transfert-vers-vos-conseillers'],
      ['Des actions pendant l’appel', '/solution/voicebot#des-actions-pendant-l-appel'],
      ['Disponible jour et nuit', '/solution/voicebot#disponible-jour-et-nuit'],
      ['Les usages les plus fréquents du callbot', '/solution/voicebot#les-usages-les-plus-frequents-du-callbot'],
    ])
    expect(voicebot.every((passage) => passage.title === 'Voicebot' && passage.kind === 'solution')).toBe(true)
    expect(voicebot[0]!.text).toMatch(/^Un callbot qui décroche à chaque appel/)
  })

  it('quote the legal and cookie pages by section: retention, cookies, rights, minimum age', () => {
    const sections = passages.filter((passage) => passage.kind === 'legal').map((passage) => passage.url)
    expect(sections).toEqual(
      expect.arrayContaining([
        '/politique-de-confidentialite#durees-de-conservation',
        '/politique-de-confidentialite#vos-droits',
        '/politique-de-confidentialite#age-minimum',
        '/politique-de-cookies#cookie-de-consentement-strictement-necessaire',
        '/politique-de-cookies#cookies-de-mesure-d-audience-soumis-a-votre-consentement',
        '/mentions-legales#age-minimum',
      ]),
    )
  })

  it('quote white papers and webinars by their summary on their listing, never their file or replay link', async () => {
    const papers = passages.filter((passage) => passage.kind === 'whitePaper')
    expect(papers[0]).toMatchObject({title: 'Livres blancs', section: null, url: routes.whitePapers})
    expect(papers[1]).toMatchObject({
      title: 'Livres blancs',
      section: expect.any(String),
      url: expect.stringMatching(/^\/ressources\/livres-blancs#/),
    })
    // What a content request sends by e-mail: the replay link, the file and where it is stored.
    const gated = (await fetchContent(
      `*[_type in ["whitePaper", "webinar"]]{replayUrl, "file": file.asset->{url, path, originalFilename}}`,
    )) as {
      replayUrl: string | null
      file: Record<string, string | null> | null
    }[]
    const secrets = gated.flatMap(({replayUrl, file}) => [replayUrl, ...Object.values(file ?? {})])
    const quoted = JSON.stringify(passages)
    expect(secrets.filter(Boolean).length).toBeGreaterThan(6)
    for (const secret of secrets.filter(Boolean)) expect(quoted).not.toContain(secret)
    expect(quoted).not.toMatch(/\.pdf|replay\.parlia\.fr/)
  })

  it('keep each passage within bounds, its paths from the routes', () => {
    for (const passage of passages) {
      expect(passage.text.length).toBeGreaterThan(0)
      expect(passage.text.length).toBeLessThanOrEqual(MAX_PASSAGE_LENGTH)
      expect(passage.url).toMatch(/^\/[^#\s]*(#[a-z0-9-]+)?$/)
    }
  })
})
