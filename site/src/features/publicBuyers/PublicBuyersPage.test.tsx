import {render, screen, within} from '@testing-library/react'

import {layoutFixture} from '../../../test/fixtures/layout'
import {publicBuyersPageOf} from './publicBuyersData'
import {PublicBuyersPage} from './PublicBuyersPage'

// The head as the server writes it (seo/PageHead.tsx), drawn in place.
jest.mock('next/head', () => ({
  __esModule: true,
  default: ({children}: {children: React.ReactNode}) => <>{children}</>,
}))

const paragraph = (key: string, text: string, markDefs: {_key: string; _type: 'link'; href: string}[] = []) => ({
  _type: 'block' as const,
  _key: key,
  style: 'normal' as const,
  markDefs,
  children: [{_type: 'span' as const, _key: `${key}s`, text, marks: markDefs.map(({_key}) => _key)}],
})
const item = (name: string, leadTime: string | null = null) => ({
  _key: name,
  name,
  text: `${name} : le détail.`,
  leadTime,
})

const page = publicBuyersPageOf({
  hero: {title: 'Acheteurs publics', lead: 'Acheter Parlia simplement.', image: null},
  updatedAt: '',
  procedures: {
    title: 'Les procédures',
    intro: 'Celles auxquelles nous répondons.',
    items: [item('MAPA', 'Quelques semaines'), item('Appel d’offres')],
  },
  buyerDocuments: {
    title: 'Les pièces',
    intro: 'Ce que nous fournissons.',
    items: [{...item('Mémoire technique'), leadTime: null}],
  },
  leadTimes: {
    title: 'Les délais',
    intro: 'De la notification à la mise en ligne.',
    steps: [
      {_key: 'a', step: 'Cadrage', duration: '1 à 2 semaines'},
      {_key: 'b', step: 'Mise en ligne', duration: '1 semaine'},
    ],
  },
  contacts: {
    title: 'Vos contacts',
    body: [paragraph('c', 'Écrivez-nous', [{_key: 'l', _type: 'link', href: '/contact'}])],
  },
  faq: {
    title: 'Questions fréquentes',
    entries: [{id: 'faq-tarifs', question: 'Combien coûte Parlia ?', answer: [paragraph('f', 'Sur devis.')]}],
  },
  stories: {
    title: 'Ils ont choisi Parlia',
    intro: 'Des organismes publics.',
    items: [
      {
        id: 'cc',
        client: 'Ville de Montclair',
        slug: 'ville-montclair',
        sector: 'administration-publique',
        summary: 'Un assistant pour les usagers.',
        results: [{key: 'r', value: '−30 %', label: 'd’appels'}],
        quote: null,
        logo: null,
      },
    ],
  },
  tenderTemplate: {
    title: 'Modèle de cahier des charges',
    kind: 'Modèle à compléter',
    summary: 'Une trame à compléter.',
    version: '2026-11-30',
  },
  cta: {title: 'Un marché en préparation ?', text: 'Parlons de votre besoin.'},
  seo: {metaTitle: null, metaDescription: null},
})
const structuredData = {'@context': 'https://schema.org', '@type': 'WebPage', name: 'Acheteurs'} as const

describe('PublicBuyersPage', () => {
  beforeEach(() =>
    render(<PublicBuyersPage publicBuyers={page} layout={layoutFixture} structuredData={structuredData} />),
  )

  it('lists the template and every part in a table of contents that leads to each heading', () => {
    const links = within(screen.getByRole('navigation', {name: 'Sur cette page'})).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'Modèle de cahier des charges',
      'Les procédures',
      'Les pièces',
      'Les délais',
      'Questions fréquentes',
      'Ils ont choisi Parlia',
      'Vos contacts',
    ])
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1))
      expect(target?.tagName).toBe('H2')
      expect(target).toHaveTextContent(link.textContent!)
    }
  })

  it('offers the template as Word and PDF, with its version', () => {
    const band = screen.getByRole('region', {name: 'Modèle de cahier des charges'})
    expect(within(band).getByRole('link', {name: 'Télécharger Modèle de cahier des charges (Word)'})).toHaveAttribute(
      'href',
      '/acheteurs-publics/modele-cahier-des-charges.docx',
    )
    expect(within(band).getByRole('link', {name: 'Télécharger Modèle de cahier des charges (PDF)'})).toHaveAttribute(
      'href',
      '/acheteurs-publics/modele-cahier-des-charges.pdf',
    )
    expect(band).toHaveTextContent('Version du 30 novembre 2026 · Word, PDF')
  })

  it('closes on the editors’ call to action, with the contact page and the Word template', () => {
    const band = screen.getByRole('region', {name: 'Un marché en préparation ?'})
    expect(band).toHaveTextContent('Parlons de votre besoin.')
    expect(
      within(band)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/contact', '/acheteurs-publics/modele-cahier-des-charges.docx'])
  })

  it('names each procedure with its lead time when it has one', () => {
    const procedures = screen.getByRole('region', {name: 'Les procédures'})
    const items = within(procedures).getAllByRole('listitem')
    expect(items.map((entry) => entry.textContent)).toEqual([
      'MAPAMAPA : le détail.Délai indicatif : Quelques semaines',
      'Appel d’offresAppel d’offres : le détail.',
    ])
  })

  it('tables the steps and their durations', () => {
    const table = screen.getByRole('table', {name: 'Étapes et durées indicatives'})
    const rows = within(table).getAllByRole('row')
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Étape', 'Durée indicative'],
      ['Cadrage', '1 à 2 semaines'],
      ['Mise en ligne', '1 semaine'],
    ])
  })

  it('opens each question of the FAQ on demand and links each story to its page', () => {
    const faq = screen.getByRole('region', {name: 'Questions fréquentes'})
    const question = within(faq).getByText('Combien coûte Parlia ?').closest('details')!
    expect(question).not.toHaveAttribute('open')
    expect(question).toHaveTextContent('Sur devis.')
    const stories = screen.getByRole('region', {name: 'Ils ont choisi Parlia'})
    expect(within(stories).getByRole('link', {name: 'Ville de Montclair'})).toHaveAttribute(
      'href',
      '/ressources/cas-usage-client/ville-montclair',
    )
    expect(
      within(screen.getByRole('region', {name: 'Vos contacts'})).getByRole('link', {name: 'Écrivez-nous'}),
    ).toHaveAttribute('href', '/contact')
  })
})
