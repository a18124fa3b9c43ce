import {render, screen, waitFor, within} from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import {customerCaseFixture, imageFixture} from '../../../test/fixtures/content'
import {layoutFixture} from '../../../test/fixtures/layout'
import {listingPageFixture} from '../../../test/fixtures/listings'
import type {CustomerCasesProps, WebinarsProps, WhitePapersProps} from './resourceData'
import {CustomerCasesPage} from './CustomerCasesPage'
import {WebinarsPage} from './WebinarsPage'
import {WhitePapersPage} from './WhitePapersPage'

const leaveFor = jest.fn()
jest.mock('../../ui/navigation', () => ({leaveFor: (path: string) => leaveFor(path)}))

// jsdom has no modal dialogs: just enough of one for the request form.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
})

const casesPage = listingPageFixture(
  'Cas clients',
  {title: 'Nos clients racontent', lead: 'Le défi, la solution, les résultats.'},
  {},
  {title: 'Votre tour ?', text: 'Parlons de vos résultats.'},
)
const papersPage = listingPageFixture('Livres blancs', {title: 'Nos livres blancs', lead: 'Envoyés par e-mail.'})
const webinarsPage = listingPageFixture('Replays de webinars', {title: 'Nos webinars', lead: 'Le replay par e-mail.'})

const mainLinks = () =>
  screen
    .getAllByRole('link')
    .filter((link) => !link.closest('nav'))
    .map((link) => link.getAttribute('href'))

/** The sectors that have cases, none chosen; `current` narrows the list to one of them. */
const HEALTH = {slug: 'etablissement-sante', title: 'Établissement de santé'} as const
const PUBLIC = {slug: 'administration-publique', title: 'Administration publique'} as const
const allSectors = {current: null, all: [PUBLIC, HEALTH]}

/** The listing's page `paging` with one case, among `sectors`. */
const renderCases = (paging: CustomerCasesProps['paging'], sectors: CustomerCasesProps['sectors'] = allSectors) =>
  render(
    <CustomerCasesPage
      listing={casesPage}
      customerCases={[customerCaseFixture]}
      paging={paging}
      sectors={sectors}
      layout={layoutFixture}
    />,
  )

describe('CustomerCasesPage', () => {
  it('sums up each case under an h2 linking to its story, with its results', () => {
    renderCases({page: 1, pageCount: 1, total: 1})
    expect(screen.getAllByRole('heading', {level: 1}).map((heading) => heading.textContent)).toEqual([
      'Nos clients racontent',
    ])
    const card = screen.getByRole('article', {name: 'CHU de Valbonne'})
    const title = within(card).getByRole('heading', {level: 2, name: 'CHU de Valbonne'})
    expect(within(title).getByRole('link')).toHaveAttribute('href', '/ressources/cas-usage-client/chu-valbonne')
    expect(card).toHaveTextContent('Un assistant informatique pour 6 000 soignants.')
    expect(card).toHaveTextContent('24/7de disponibilité')
    expect(screen.queryByRole('navigation', {name: 'Pages des cas clients'})).not.toBeInTheDocument()
  })

  it('links the other pages of the cases after the cases, at their public address', () => {
    renderCases({page: 3, pageCount: 3, total: 25})
    const pages = screen.getByRole('navigation', {name: 'Pages des cas clients'})
    expect(within(pages).getByRole('link', {name: 'Page 2'})).toHaveAttribute(
      'href',
      '/ressources/cas-usage-client?page=2',
    )
    expect(within(pages).getByText('Suivant').closest('[aria-disabled]')).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('navigation', {name: 'Fil d’Ariane'})).toHaveTextContent('Page 3')
  })

  it('offers every sector that has cases as a link, the whole list marked current', () => {
    renderCases({page: 1, pageCount: 1, total: 1})
    const filter = screen.getByRole('navigation', {name: 'Filtrer par secteur'})
    const links = within(filter).getAllByRole('link')
    expect(
      links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]),
    ).toEqual([
      ['Tous les secteurs', '/ressources/cas-usage-client', 'page'],
      ['Administration publique', '/ressources/cas-usage-client?secteur=administration-publique', null],
      ['Établissement de santé', '/ressources/cas-usage-client?secteur=etablissement-sante', null],
    ])
  })

  it('names the sector it is narrowed to in the trail, and pages within it', () => {
    renderCases({page: 2, pageCount: 2, total: 14}, {...allSectors, current: HEALTH})
    const trail = screen.getByRole('navigation', {name: 'Fil d’Ariane'})
    expect(within(trail).getByRole('link', {name: 'Établissement de santé'})).toHaveAttribute(
      'href',
      '/ressources/cas-usage-client?secteur=etablissement-sante',
    )
    expect(trail).toHaveTextContent('Page 2')
    const pages = screen.getByRole('navigation', {name: 'Pages des cas clients'})
    expect(within(pages).getByRole('link', {name: 'Page 1'})).toHaveAttribute(
      'href',
      '/ressources/cas-usage-client?secteur=etablissement-sante',
    )
    const filter = screen.getByRole('navigation', {name: 'Filtrer par secteur'})
    expect(within(filter).getByRole('link', {name: 'Établissement de santé'})).toHaveAttribute('aria-current', 'page')
    expect(within(filter).getByRole('link', {name: 'Tous les secteurs'})).not.toHaveAttribute('aria-current')
  })
})

const paper: WhitePapersProps['whitePapers'][number] = {
  id: 'whitePaper-rh',
  title: 'L’assistant RH',
  summary: 'Congés, paie, mutuelle.',
  publishedAt: '2025-06-03',
  pageCount: 22,
  cover: imageFixture('Couverture du livre blanc « L’assistant RH »', 900, 1200),
  anchor: 'l-assistant-rh',
}

const webinar: WebinarsProps['webinars'][number] = {
  id: 'webinar-glpi',
  title: 'Chatbot et GLPI',
  summary: 'Automatiser le support de niveau 0.',
  date: '2025-03-20T09:00:00Z',
  durationMinutes: 45,
  anchor: 'chatbot-et-glpi',
  speakers: [
    {key: 's1', name: 'Antoine Besson', role: 'Responsable du centre de services'},
    {key: 's2', name: 'Mehdi Laurent', role: 'Ingénieur IA'},
  ],
  cover: imageFixture('Visuel du webinar « Chatbot et GLPI »', 1200, 630),
}

describe('WhitePapersPage', () => {
  it('shows cover, title, summary, date and pages, and a button that asks for the paper', () => {
    render(<WhitePapersPage listing={papersPage} whitePapers={[paper]} tenderTemplate={null} layout={layoutFixture} />)
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Nos livres blancs')
    const card = screen.getByRole('article')
    expect(within(card).getByRole('heading', {level: 3})).toHaveTextContent('L’assistant RH')
    // The id the assistant's sources link to.
    expect(within(card).getByRole('heading', {level: 3})).toHaveAttribute('id', 'l-assistant-rh')
    expect(within(card).getByRole('img')).toHaveAttribute('alt', 'Couverture du livre blanc « L’assistant RH »')
    expect(card).toHaveTextContent('Publié le 3 juin 2025 · 22 pages')
    expect(card.querySelector('time')).toHaveAttribute('dateTime', '2025-06-03')
    expect(within(card).getByRole('button', {name: 'Recevoir le livre blanc : L’assistant RH'})).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    )
    expect(mainLinks()).toEqual([])
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('offers the tender template beside the papers, downloaded directly as Word or PDF', () => {
    const template = {
      title: 'Modèle de cahier des charges',
      kind: 'Modèle à compléter',
      summary: 'Une trame.',
      version: '2026-11-30',
    }
    render(
      <WhitePapersPage listing={papersPage} whitePapers={[paper]} tenderTemplate={template} layout={layoutFixture} />,
    )
    const [, card] = screen.getAllByRole('article')
    expect(within(card!).getByRole('heading', {level: 3})).toHaveTextContent('Modèle de cahier des charges')
    expect(card).toHaveTextContent('Version du 30 novembre 2026 · Word, PDF')
    const links = within(card!).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.hasAttribute('download')])).toEqual([
      ['Télécharger Modèle de cahier des charges (Word)', '/acheteurs-publics/modele-cahier-des-charges.docx', true],
      ['Télécharger Modèle de cahier des charges (PDF)', '/acheteurs-publics/modele-cahier-des-charges.pdf', true],
    ])
  })

  it('opens the request form of that paper in a dialog, loaded on first use, and closes it', async () => {
    const user = userEvent.setup()
    render(<WhitePapersPage listing={papersPage} whitePapers={[paper]} tenderTemplate={null} layout={layoutFixture} />)
    await user.click(screen.getByRole('button', {name: 'Recevoir le livre blanc : L’assistant RH'}))
    const dialog = await screen.findByRole('dialog', {name: 'Recevoir le livre blanc'})
    expect(dialog).toHaveTextContent('« L’assistant RH »')
    for (const label of [
      'Prénom *',
      'Nom *',
      'Adresse mail professionnelle *',
      'Entreprise ou organisation *',
      'Fonction *',
    ]) {
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument()
    }
    await user.click(within(dialog).getByRole('button', {name: 'Fermer'}))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('sends the request with the paper’s id and goes to the confirmation page', async () => {
    let clock = 1_760_000_000_000
    jest.spyOn(Date, 'now').mockImplementation(() => clock)
    const fetchMock = jest.fn().mockResolvedValue({status: 201, json: async () => ({id: 'lead-1'})})
    global.fetch = fetchMock
    const user = userEvent.setup()
    render(<WhitePapersPage listing={papersPage} whitePapers={[paper]} tenderTemplate={null} layout={layoutFixture} />)
    await user.click(screen.getByRole('button', {name: 'Recevoir le livre blanc : L’assistant RH'}))
    const dialog = await screen.findByRole('dialog', {name: 'Recevoir le livre blanc'})
    clock += 10_000
    await user.type(within(dialog).getByLabelText('Prénom *'), 'Claire')
    await user.type(within(dialog).getByLabelText('Nom *'), 'Martin')
    await user.type(within(dialog).getByLabelText(/^Adresse mail/), 'claire@chu-valbonne.fr')
    await user.type(within(dialog).getByLabelText(/^Entreprise/), 'CHU de Valbonne')
    await user.type(within(dialog).getByLabelText(/^Fonction/), 'DRH')
    await user.click(within(dialog).getByRole('button', {name: 'Recevoir le livre blanc'}))
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/confirmation-contenu'))
    expect(fetchMock).toHaveBeenCalledWith('/api/forms/content-request', expect.anything())
    expect(JSON.parse(fetchMock.mock.calls[0][1].body).values.resource).toBe('whitePaper-rh')
    jest.restoreAllMocks()
  })
})

describe('WebinarsPage', () => {
  it('shows cover, title, summary, date, duration and speakers, and a button that asks for the replay', () => {
    render(<WebinarsPage listing={webinarsPage} webinars={[webinar]} layout={layoutFixture} />)
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Nos webinars')
    const card = screen.getByRole('article')
    expect(card).toHaveTextContent('Diffusé le 20 mars 2025 · 45 min')
    expect(within(card).getByRole('heading', {level: 3})).toHaveAttribute('id', 'chatbot-et-glpi')
    expect(card).toHaveTextContent('Intervenants')
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Antoine Besson, Responsable du centre de services', 'Mehdi Laurent, Ingénieur IA'])
    expect(within(card).getByRole('button', {name: 'Voir le replay : Chatbot et GLPI'})).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    )
    expect(mainLinks()).toEqual([])
  })
})
