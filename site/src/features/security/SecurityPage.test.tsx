import {render, screen, within} from '@testing-library/react'

import {layoutFixture} from '../../../test/fixtures/layout'
import {securityPageOf} from './securityData'
import {SecurityPage} from './SecurityPage'

// The head as the server writes it (seo/PageHead.tsx), drawn in place.
jest.mock('next/head', () => ({
  __esModule: true,
  default: ({children}: {children: React.ReactNode}) => <>{children}</>,
}))

const paragraph = (key: string, text: string) => ({
  _type: 'block' as const,
  _key: key,
  style: 'normal' as const,
  markDefs: [],
  children: [{_type: 'span' as const, _key: `${key}s`, text, marks: []}],
})
const part = (title: string, text: string) => ({title, body: [paragraph(title, text)]})
const printable = (title: string, kind: string) => ({
  title,
  kind,
  summary: `${title}, en résumé.`,
  version: '2026-09-01',
  body: [],
})

const page = securityPageOf({
  hero: {title: 'Sécurité et conformité', lead: 'Où sont vos données, et qui les traite.', image: null},
  updatedAt: '2026-10-02T08:00:00Z',
  hosting: part('Hébergement', 'En France.'),
  encryption: part('Chiffrement', 'Tous les échanges.'),
  subProcessors: {
    title: 'Sous-traitants ultérieurs',
    intro: 'Ceux qui traitent des données pour nous.',
    feedTitle: 'Nos sous-traitants, changement après changement',
    feedDescription: 'Les ajouts et retraits datés.',
    entries: [
      {
        _key: 'h',
        name: 'Hébergeur',
        purpose: 'Hébergement',
        location: 'France',
        since: '2021-03-01',
        until: null,
        changes: [
          {
            _key: 'c',
            date: '2023-06-15',
            note: 'Sauvegardes dans un second centre',
            previousPurpose: null,
            previousLocation: null,
          },
        ],
      },
      {
        _key: 'm',
        name: 'Routeur',
        purpose: 'E-mails',
        location: 'Union européenne',
        since: '2020-01-10',
        until: '2023-06-30',
        changes: [],
      },
    ],
  },
  retention: {
    title: 'Durées de conservation',
    intro: 'Ce que nous gardons, et combien de temps.',
    periods: [{_key: 'p', data: 'Contacts', period: 'contact', start: 'à compter du dernier contact'}],
  },
  rights: part('Vos droits', 'Écrivez-nous.'),
  models: part('Modèles de langage', 'Vous choisissez.'),
  assistant: part('L’assistant du site', 'Rien sans votre accord.'),
  accessibility: part('Accessibilité', 'Voir la déclaration.'),
  dpa: printable('Accord de traitement des données', 'Accord de traitement'),
  securitySummary: printable('Synthèse sécurité', 'Synthèse'),
  cta: {title: 'Votre RSSI a une question ?', text: 'Nous répondons à ses questionnaires.'},
  seo: {metaTitle: null, metaDescription: null},
})
const structuredData = {'@context': 'https://schema.org', '@type': 'WebPage', name: 'Sécurité'} as const

describe('SecurityPage', () => {
  beforeEach(() => render(<SecurityPage security={page} layout={layoutFixture} structuredData={structuredData} />))

  it('lists its parts in a table of contents that leads to each heading', () => {
    const contents = screen.getByRole('navigation', {name: 'Sur cette page'})
    const links = within(contents).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'Documents à télécharger',
      'Hébergement',
      'Chiffrement',
      'Sous-traitants ultérieurs',
      'Durées de conservation',
      'Modèles de langage',
      'L’assistant du site',
      'Vos droits',
      'Accessibilité',
    ])
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1))
      expect(target?.tagName).toBe('H2')
      expect(target).toHaveTextContent(link.textContent!)
    }
  })

  it('offers the processing agreement and the security summary to download, with their version', () => {
    const documents = screen.getByRole('region', {name: 'Documents à télécharger'})
    expect(
      within(documents).getByRole('link', {name: 'Télécharger Accord de traitement des données (PDF)'}),
    ).toHaveAttribute('href', '/securite-conformite/accord-de-traitement-des-donnees.pdf')
    expect(within(documents).getByRole('link', {name: 'Télécharger Synthèse sécurité (PDF)'})).toHaveAttribute(
      'href',
      '/securite-conformite/synthese-securite.pdf',
    )
    expect(within(documents).getAllByText(/Version du/)[0]).toHaveTextContent('Version du 1er septembre 2026 · PDF')
  })

  it('tables the current sub-processors and dates every change, with the feed that follows them', () => {
    const table = screen.getByRole('table', {name: 'Sous-traitants actuels'})
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Hébergeur', 'Hébergement', 'France', '1er mars 2021'],
    ])
    const history = screen.getByRole('heading', {name: 'Historique des changements'}).nextElementSibling!
    expect([...history.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      '30 juin 2023 : Fin – Routeur',
      '15 juin 2023 : Changement – Hébergeur (Sauvegardes dans un second centre)',
      '1er mars 2021 : Ajout – Hébergeur (Hébergement · France)',
      '10 janvier 2020 : Ajout – Routeur (E-mails · Union européenne)',
    ])
    expect(screen.getByRole('link', {name: 'Suivre les changements de sous-traitants (flux Atom)'})).toHaveAttribute(
      'href',
      '/securite-conformite/sous-traitants.xml',
    )
    const feed = document.querySelector('link[type="application/atom+xml"]')
    expect(feed).toHaveAttribute('href', expect.stringMatching(/\/securite-conformite\/sous-traitants\.xml$/))
    expect(feed).toHaveAttribute('title', 'Nos sous-traitants, changement après changement')
  })

  it('shows each retention period as the site applies it', () => {
    const table = screen.getByRole('table', {name: 'Durées de conservation appliquées'})
    const cells = [...within(table).getAllByRole('row')[1]!.querySelectorAll('th, td')].map((cell) =>
      cell.textContent?.replace(/\s/g, ' '),
    )
    expect(cells).toEqual(['Contacts', '3 ans', 'à compter du dernier contact'])
  })

  it('closes on the editors’ call to action, with the contact and demo pages', () => {
    const band = screen.getByRole('region', {name: 'Votre RSSI a une question ?'})
    expect(band).toHaveTextContent('Nous répondons à ses questionnaires.')
    expect(
      within(band)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/contact', '/planifier-une-demo'])
  })

  it('renders each text part under its heading', () => {
    expect(screen.getByRole('region', {name: 'Hébergement'})).toHaveTextContent('En France.')
    expect(screen.getByRole('region', {name: 'Accessibilité'})).toHaveTextContent('Voir la déclaration.')
  })
})
