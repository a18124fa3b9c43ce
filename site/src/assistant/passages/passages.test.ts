/** @jest-environment node */
import {LEGAL_PAGES} from '@parlia/schemas/constants'
import {LISTING_PAGES} from '@parlia/schemas/constants/listingPages'
import {routes} from '@parlia/schemas/routes'

import {serveBundledDataset, serveDocuments, textBlock} from '../../../test/fixtures/builtDataset'
import {documentsOfType} from '../../../test/fixtures/dataset'
import {MAX_PASSAGE_LENGTH} from './sections'
import {loadPassages, type Passage} from '.'

// The passages of documents built here, where a test needs given words and headings; of the bundled dataset (the one
// `npm start` serves) where it checks what holds for any content, its expectations computed from the documents.
jest.mock('../../content/fetch', () => jest.requireActual('../../../test/fixtures/builtDataset').builtContentFetch())

const SHA = 'c'.repeat(40)
const listing = (key: keyof typeof LISTING_PAGES, title: string, lead: string) => ({
  _id: LISTING_PAGES[key].id,
  _type: 'listingPage',
  title,
  hero: {title, lead},
})
const legalPage = (slug: string, title: string, body: object[]) => ({
  _id: `legalPage-${slug}`,
  _type: 'legalPage',
  title,
  slug: {_type: 'slug', current: slug},
  updatedAt: '2026-01-15',
  body,
})

/** A small site: a FAQ entry, a solution page, legal pages, a white paper and a webinar with their listings. */
const BUILT = [
  {_id: 'siteSettings', _type: 'siteSettings', brandName: 'Parlia'},
  {
    _id: 'faq-hebergement',
    _type: 'faq',
    question: 'Où sont hébergées les données\u202f?',
    answer: [
      textBlock('a1', 'Les données de vos assistants sont hébergées en France.'),
      textBlock('a2', 'Chez un hébergeur certifié.'),
    ],
  },
  {
    _id: 'solutionPage-voicebot',
    _type: 'solutionPage',
    title: 'Voicebot',
    slug: {_type: 'slug', current: 'voicebot'},
    summary: 'Un callbot qui décroche à chaque appel.',
    hero: {title: 'Le voicebot', lead: 'Votre standard répond jour et nuit.'},
    features: [
      {_key: 'f1', _type: 'feature', title: 'Fini les menus à touches', text: 'L’appelant dit ce qu’il veut.'},
      {_key: 'f2', _type: 'feature', title: 'Un transfert vers vos conseillers', text: 'Avec le contexte de l’appel.'},
    ],
    body: [textBlock('b1', 'Les usages les plus fréquents', 'h2'), textBlock('b2', 'Prendre un rendez-vous.')],
  },
  legalPage('politique-de-confidentialite', 'Politique de confidentialité', [
    textBlock('l1', 'Parlia protège vos données.'),
    textBlock('l2', 'Durées de conservation', 'h2'),
    textBlock('l3', 'Trois ans après le dernier contact.'),
    textBlock('l4', 'Vos droits', 'h2'),
    textBlock('l5', 'Accès, rectification, effacement.'),
  ]),
  // A legal page at no path of the site (the schema allows only the spec's): quoted nowhere.
  legalPage('ancienne-politique', 'Ancienne politique', [textBlock('o1', 'Remplacée.')]),
  listing('whitePapers', 'Livres blancs', 'Nos guides pratiques, envoyés par e-mail.'),
  listing('webinars', 'Replays de webinars', 'Nos webinars, à revoir.'),
  {
    _id: 'whitePaper-rgpd',
    _type: 'whitePaper',
    title: 'Chatbot et RGPD',
    summary: 'Le guide pratique de la conformité.',
    publishedAt: '2026-03-01',
    file: {_type: 'file', _sanityAsset: `file@file://./files/${SHA}.pdf`},
  },
  {
    _id: 'webinar-glpi',
    _type: 'webinar',
    title: 'Un chatbot GLPI',
    summary: 'Le support de niveau 0 automatisé.',
    date: '2026-02-01T10:00:00Z',
    replayUrl: 'https://replay.parlia.fr/glpi-2026',
  },
  // Never published: no passage.
  {_id: 'drafts.post-brouillon', _type: 'post', title: 'Brouillon', postId: {_type: 'slug', current: 'brouillon'}},
]

describe('the passages of the content', () => {
  let passages: Passage[]
  beforeAll(async () => {
    serveDocuments(BUILT)
    passages = await loadPassages()
  })
  afterAll(() => serveBundledDataset())

  it('quote an FAQ entry as its question and its answer, linked to the question on the FAQ page', () => {
    expect(passages.filter((passage) => passage.kind === 'faq')).toEqual([
      {
        id: 'faq-hebergement#ou-sont-hebergees-les-donnees',
        kind: 'faq',
        title: 'Où sont hébergées les données\u202f?',
        section: null,
        url: '/ressources/faq#ou-sont-hebergees-les-donnees',
        text: 'Les données de vos assistants sont hébergées en France.\n\nChez un hébergeur certifié.',
      },
    ])
  })

  it('split a solution page at its headings: its opening, each feature, each section of its text', () => {
    const voicebot = passages.filter((passage) => passage.kind === 'solution')
    expect(voicebot.map(({section, url}) => [section, url])).toEqual([
      [null, '/solution/voicebot'],
      ['Fini les menus à touches', '/solution/voicebot#fini-les-menus-a-touches'],
      ['Un transfert vers vos conseillers', '/solution/voicebot#un-transfert-vers-vos-conseillers'],
      ['Les usages les plus fréquents', '/solution/voicebot#les-usages-les-plus-frequents'],
    ])
    expect(voicebot.every((passage) => passage.title === 'Voicebot')).toBe(true)
    expect(voicebot[0]!.text).toBe('Un callbot qui décroche à chaque appel.\n\nVotre standard répond jour et nuit.')
    expect(voicebot[3]!.text).toBe('Prendre un rendez-vous.')
  })

  it('quote the legal pages the site serves by section, and no other', () => {
    expect(passages.filter((passage) => passage.kind === 'legal').map(({section, url}) => [section, url])).toEqual([
      [null, '/politique-de-confidentialite'],
      ['Durées de conservation', '/politique-de-confidentialite#durees-de-conservation'],
      ['Vos droits', '/politique-de-confidentialite#vos-droits'],
    ])
  })

  it('quote white papers and webinars by their summary on their listing, never their file or replay link', () => {
    expect(passages.filter((passage) => passage.kind === 'whitePaper')).toEqual([
      expect.objectContaining({title: 'Livres blancs', section: null, url: routes.whitePapers}),
      expect.objectContaining({
        title: 'Livres blancs',
        section: 'Chatbot et RGPD',
        url: `${routes.whitePapers}#chatbot-et-rgpd`,
        text: 'Le guide pratique de la conformité.',
      }),
    ])
    expect(passages.filter((passage) => passage.kind === 'webinar')).toEqual([
      expect.objectContaining({title: 'Replays de webinars', section: null, url: routes.webinars}),
      expect.objectContaining({section: 'Un chatbot GLPI', text: 'Le support de niveau 0 automatisé.'}),
    ])
    const quoted = JSON.stringify(passages)
    for (const secret of [SHA, 'replay.parlia.fr', '.pdf']) expect(quoted).not.toContain(secret)
  })

  it('quote only what is published', () => {
    expect(passages.filter((passage) => passage.kind === 'post' && passage.url !== routes.blog)).toEqual([])
  })
})

describe('the passages of the bundled dataset', () => {
  let passages: Passage[]
  beforeAll(async () => {
    passages = await loadPassages()
  })

  /** The documents each kind of passage quotes: every published page of that kind, and the listing it has. */
  const withSlug = <T extends Parameters<typeof documentsOfType>[0]>(type: T, field: string) =>
    documentsOfType(type)
      .filter((document) => (document as unknown as Record<string, {current?: string} | undefined>)[field]?.current)
      .map((document) => document._id)
  const legalSlugs: string[] = LEGAL_PAGES.map((page) => page.slug)

  it('cover every page a visitor asks about, each by its sections, and nothing unpublished', () => {
    const quoted: Record<string, string[]> = {}
    for (const passage of passages) (quoted[passage.kind] ??= []).push(passage.id.split('#')[0]!)
    const pages = Object.fromEntries(Object.entries(quoted).map(([kind, ids]) => [kind, [...new Set(ids)].sort()]))
    expect(pages).toEqual({
      faq: documentsOfType('faq')
        .map((entry) => entry._id)
        .sort(),
      solution: withSlug('solutionPage', 'slug').sort(),
      useCase: [LISTING_PAGES.useCases.id, ...withSlug('useCase', 'useCaseId')].sort(),
      about: ['aboutPage'],
      connector: [LISTING_PAGES.connectors.id, ...withSlug('connector', 'connectorId')].sort(),
      post: [LISTING_PAGES.blog.id, ...withSlug('post', 'postId')].sort(),
      job: [LISTING_PAGES.jobs.id, ...withSlug('job', 'jobId')].sort(),
      whitePaper: [LISTING_PAGES.whitePapers.id],
      webinar: [LISTING_PAGES.webinars.id],
      legal: documentsOfType('legalPage')
        .filter((page) => legalSlugs.includes(page.slug?.current ?? ''))
        .map((page) => page._id)
        .sort(),
      security: ['securityPage'],
      publicBuyers: ['publicBuyersPage'],
      calculator: ['savingsCalculatorPage'],
      customerStory: withSlug('customerCase', 'slug').sort(),
    })
    expect(new Set(passages.map((passage) => passage.id)).size).toBe(passages.length)
  })

  it('never quote a white paper’s file nor a webinar’s replay link', () => {
    const secrets = [
      ...documentsOfType('webinar').map((webinar) => webinar.replayUrl),
      ...documentsOfType('whitePaper').map((paper) =>
        paper.file?.asset?._ref.replace(/^file-/, '').replace(/-\w+$/, ''),
      ),
    ].filter((secret): secret is string => Boolean(secret))
    const quoted = JSON.stringify(passages)
    for (const secret of secrets) expect(quoted).not.toContain(secret)
    expect(quoted).not.toMatch(/\.pdf/)
  })

  it('keep each passage within bounds, its paths from the routes', () => {
    for (const passage of passages) {
      expect(passage.text.length).toBeGreaterThan(0)
      expect(passage.text.length).toBeLessThanOrEqual(MAX_PASSAGE_LENGTH)
      expect(passage.url).toMatch(/^\/[^#\s]*(#[a-z0-9-]+)?$/)
    }
  })
})
