/** @jest-environment node */
import {retentionDuration} from '@parlia/schemas/constants/retentionPeriods'
import {routes} from '@parlia/schemas/routes'

import {serveBundledDataset, serveDocuments, textBlock} from '../../../test/fixtures/builtDataset'
import {loadPassages, type Passage} from '.'

// The passages of the pages written for those who buy, from documents built here: each section under the heading the
// page gives it, the tables as sentences, and nothing another page already quotes.
jest.mock('../../content/fetch', () => jest.requireActual('../../../test/fixtures/builtDataset').builtContentFetch())

const part = (title: string, ...texts: string[]) => ({
  title,
  body: texts.map((text, index) => textBlock(`${title}${index}`, text)),
})
const printable = (title: string, summary: string) => ({title, kind: 'Document', summary, version: '2026-09-01'})

const BUILT = [
  {_id: 'siteSettings', _type: 'siteSettings', brandName: 'Parlia'},
  {
    _id: 'faq-marches',
    _type: 'faq',
    question: 'Répondez-vous aux appels d’offres ?',
    answer: [textBlock('a', 'Oui, à toutes les procédures.')],
  },
  {
    _id: 'securityPage',
    _type: 'securityPage',
    hero: {title: 'Sécurité et conformité', lead: 'Où vivent vos données.'},
    hosting: part('Hébergement', 'Les données sont hébergées à Roubaix.'),
    encryption: {
      title: 'Chiffrement',
      body: [
        textBlock('e1', 'Les échanges sont chiffrés.'),
        textBlock('e2', 'Journaux', 'h3'),
        textBlock('e3', 'Tout est journalisé.'),
      ],
    },
    subProcessors: {
      title: 'Sous-traitants ultérieurs',
      intro: 'Qui traite vos données.',
      feedTitle: 'Flux',
      feedDescription: 'Les changements.',
      entries: [
        {
          _key: 'ovh',
          name: 'OVHcloud',
          purpose: 'Hébergement',
          location: 'France (Roubaix et Gravelines)',
          since: '2019-01-14',
          changes: [{_key: 'c', date: '2021-06-14', note: 'Second site', previousLocation: 'France (Roubaix)'}],
        },
        {
          _key: 'old',
          name: 'Ancien routeur',
          purpose: 'E-mails',
          location: 'Irlande',
          since: '2020-03-01',
          until: '2022-05-01',
        },
      ],
    },
    retention: {
      title: 'Durées de conservation',
      intro: 'Combien de temps.',
      periods: [{_key: 'r', data: 'Données de contact', period: 'contact', start: 'à compter du dernier contact'}],
    },
    models: part('Modèles de langage', 'Vous choisissez le modèle.'),
    assistant: part('L’assistant de ce site', 'Il répond à partir des pages.'),
    rights: part('Exercer vos droits', 'Écrivez au DPO.'),
    accessibility: part('Accessibilité', 'Utilisable au clavier.'),
    dpa: printable('Accord de traitement', 'L’article 28 du RGPD.'),
    securitySummary: printable('Synthèse sécurité', 'L’essentiel pour votre RSSI.'),
  },
  {
    _id: 'publicBuyersPage',
    _type: 'publicBuyersPage',
    hero: {title: 'Acheteurs publics', lead: 'Acheter Parlia simplement.'},
    procedures: {
      title: 'Les procédures',
      intro: 'Dans le cadre que vous fixez.',
      items: [{_key: 'm', name: 'MAPA', text: 'Sous les seuils.', leadTime: 'Quelques semaines'}],
    },
    buyerDocuments: {
      title: 'Les pièces',
      intro: 'Ce que nous joignons.',
      items: [{_key: 'd', name: 'Mémoire technique', text: 'Selon votre CCTP.'}],
    },
    leadTimes: {
      title: 'Les délais',
      intro: 'Un calendrier indicatif.',
      steps: [{_key: 's', step: 'Cadrage', duration: '1 à 2 semaines'}],
    },
    faq: {title: 'Questions des acheteurs', entries: [{_key: 'f', _type: 'reference', _ref: 'faq-marches'}]},
    stories: {title: 'Ils nous ont choisis', intro: 'Des collectivités.', sectors: ['administration-publique']},
    contacts: part('Vos interlocuteurs', 'Notre équipe commerciale, à Lyon.'),
    tenderTemplate: {...printable('Modèle de cahier des charges', 'Une trame à compléter.'), body: []},
  },
  {
    _id: 'savingsCalculatorPage',
    _type: 'savingsCalculatorPage',
    hero: {title: 'Calculateur d’économies', lead: 'Combien d’heures libérées ?'},
    shareBasis: {title: 'D’où vient la part proposée', text: 'De 30 à 45 % de sollicitations en moins.', cases: []},
    method: part('Comment l’estimation est calculée', 'Demandes × part × minutes.'),
  },
  {
    _id: 'customerCase-montclair',
    _type: 'customerCase',
    client: 'Ville de Montclair',
    slug: {_type: 'slug', current: 'ville-de-montclair'},
    sector: 'administration-publique',
    summary: 'Un assistant pour les habitants.',
    challenge: 'Trop d’appels.',
    solution: 'Un assistant sur le site.',
    results: [{_key: 'k', value: '35 %', label: 'd’appels en moins'}],
    quote: {text: 'Les agents respirent.', author: 'Hélène Vasseur', role: 'directrice'},
  },
  // Never published: no passage.
  {
    _id: 'drafts.customerCase-brouillon',
    _type: 'customerCase',
    client: 'Brouillon',
    slug: {_type: 'slug', current: 'brouillon'},
    sector: 'entreprise',
    summary: 'Pas encore.',
  },
]

let passages: Passage[]
beforeAll(async () => {
  serveDocuments(BUILT)
  passages = await loadPassages()
})
afterAll(() => serveBundledDataset())

const ofKind = (kind: Passage['kind']) => passages.filter((passage) => passage.kind === kind)
const textUnder = (kind: Passage['kind'], section: string | null) =>
  ofKind(kind).find((passage) => passage.section === section)?.text

describe('the security page’s passages', () => {
  it('follow the page: its opening, its documents, then each part under the id its heading has', () => {
    expect(ofKind('security').map(({section, url}) => [section, url])).toEqual([
      [null, routes.security],
      ['Documents à télécharger', `${routes.security}#documents-a-telecharger`],
      ['Hébergement', `${routes.security}#hebergement`],
      ['Chiffrement', `${routes.security}#chiffrement`],
      ['Journaux', `${routes.security}#journaux`],
      ['Sous-traitants ultérieurs', `${routes.security}#sous-traitants-ulterieurs`],
      ['Historique des changements', `${routes.security}#historique-des-changements`],
      ['Durées de conservation', `${routes.security}#durees-de-conservation`],
      ['Modèles de langage', `${routes.security}#modeles-de-langage`],
      ['L’assistant de ce site', `${routes.security}#l-assistant-de-ce-site`],
      ['Exercer vos droits', `${routes.security}#exercer-vos-droits`],
      ['Accessibilité', `${routes.security}#accessibilite`],
    ])
  })

  it('say the current sub-processors, the dated history as the page tells it, and the durations the site applies', () => {
    expect(textUnder('security', 'Sous-traitants ultérieurs')).toBe(
      'Qui traite vos données.\n\nOVHcloud : Hébergement, France (Roubaix et Gravelines), depuis le 14 janvier 2019.',
    )
    expect(textUnder('security', 'Historique des changements')!.split('\n\n')).toEqual([
      '1er mai 2022 : Fin – Ancien routeur.',
      '14 juin 2021 : Changement – OVHcloud (Second site).',
      '1er mars 2020 : Ajout – Ancien routeur (E-mails · Irlande).',
      '14 janvier 2019 : Ajout – OVHcloud (Hébergement · France (Roubaix)).',
    ])
    expect(textUnder('security', 'Durées de conservation')).toBe(
      `Combien de temps.\n\nDonnées de contact : ${retentionDuration('contact')}, à compter du dernier contact.`,
    )
    expect(textUnder('security', 'Documents à télécharger')).toBe(
      'Accord de traitement (PDF) : L’article 28 du RGPD.\n\nSynthèse sécurité (PDF) : L’essentiel pour votre RSSI.',
    )
  })
})

describe('the public buyers’ page’s passages', () => {
  it('quote the template, the procedures with their lead times, the documents, the steps and the contacts', () => {
    expect(ofKind('publicBuyers').map(({section, text}) => [section, text])).toEqual([
      [null, 'Acheter Parlia simplement.'],
      ['Modèle de cahier des charges', 'Modèle de cahier des charges (Word et PDF) : Une trame à compléter.'],
      ['Les procédures', 'Dans le cadre que vous fixez.\n\nMAPA : Sous les seuils. Délai : Quelques semaines.'],
      ['Les pièces', 'Ce que nous joignons.\n\nMémoire technique : Selon votre CCTP.'],
      ['Les délais', 'Un calendrier indicatif.\n\nCadrage : 1 à 2 semaines.'],
      ['Vos interlocuteurs', 'Notre équipe commerciale, à Lyon.'],
    ])
  })

  it('leave its FAQ entries and stories to their own pages, so that each answer has one source', () => {
    const quoted = JSON.stringify(ofKind('publicBuyers'))
    expect(quoted).not.toContain('Oui, à toutes les procédures.')
    expect(quoted).not.toContain('Ville de Montclair')
  })
})

describe('the calculator’s and the stories’ passages', () => {
  it('quote the calculator’s opening, why its default share and how it computes', () => {
    expect(ofKind('calculator').map(({section, url}) => [section, url])).toEqual([
      [null, routes.savingsCalculator],
      ['D’où vient la part proposée', `${routes.savingsCalculator}#d-ou-vient-la-part-proposee`],
      ['Comment l’estimation est calculée', `${routes.savingsCalculator}#comment-l-estimation-est-calculee`],
    ])
  })

  it('quote each published story: who and in which sector, the challenge, the solution, the figures and the quote', () => {
    const path = `${routes.customerCases}/ville-de-montclair`
    expect(ofKind('customerStory').map(({title, section, url, text}) => [title, section, url, text])).toEqual([
      ['Ville de Montclair', null, path, 'Un assistant pour les habitants.\n\nSecteur : Administration publique.'],
      ['Ville de Montclair', 'Le défi', `${path}#defi`, 'Trop d’appels.'],
      ['Ville de Montclair', 'La solution', `${path}#solution`, 'Un assistant sur le site.'],
      [
        'Ville de Montclair',
        'Les résultats',
        `${path}#resultats`,
        '35 % d’appels en moins\n\n« Les agents respirent. » Hélène Vasseur, directrice.',
      ],
    ])
  })
})
