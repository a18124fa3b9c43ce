import {render, screen, within} from '@testing-library/react'

import {customerCaseFixture, imageFixture} from '../contentPages/fixtures'
import {layoutFixture} from '../test/layoutFixture'
import type {WebinarData, WhitePaperData} from './resourceData'
import {CustomerCasesPage} from './CustomerCasesPage'
import {WebinarsPage} from './WebinarsPage'
import {WhitePapersPage} from './WhitePapersPage'

const mainLinks = () =>
  screen
    .getAllByRole('link')
    .filter((link) => !link.closest('nav'))
    .map((link) => link.getAttribute('href'))

describe('CustomerCasesPage', () => {
  it('tells each case under an h2: challenge, solution, results and quote', () => {
    render(<CustomerCasesPage customerCases={[customerCaseFixture]} layout={layoutFixture} />)
    expect(screen.getAllByRole('heading', {level: 1})).toHaveLength(1)
    const card = screen.getByRole('article', {name: 'CHU de Valbonne'})
    expect(within(card).getByRole('heading', {level: 2})).toHaveTextContent('CHU de Valbonne')
    expect(within(card).getByRole('heading', {level: 3, name: 'Le défi'})).toBeInTheDocument()
    expect(card).toHaveTextContent('24/7de disponibilité')
  })
})

const paper: WhitePaperData = {
  id: 'whitePaper-rh',
  slug: 'assistant-rh',
  title: 'L’assistant RH',
  summary: 'Congés, paie, mutuelle.',
  publishedAt: '2025-06-03',
  pageCount: 22,
  cover: imageFixture('Couverture du livre blanc « L’assistant RH »', 900, 1200),
}

const webinar: WebinarData = {
  id: 'webinar-glpi',
  slug: 'chatbot-glpi',
  title: 'Chatbot et GLPI',
  summary: 'Automatiser le support de niveau 0.',
  date: '2025-03-20T09:00:00Z',
  durationMinutes: 45,
  speakers: [
    {key: 's1', name: 'Antoine Besson', role: 'Responsable du centre de services'},
    {key: 's2', name: 'Mehdi Laurent', role: 'Ingénieur IA'},
  ],
  cover: imageFixture('Visuel du webinar « Chatbot et GLPI »', 1200, 630),
}

describe('WhitePapersPage', () => {
  it('shows cover, title, summary, date and pages, and asks for the paper on the contact page', () => {
    render(<WhitePapersPage whitePapers={[paper]} layout={layoutFixture} />)
    const card = screen.getByRole('article')
    expect(within(card).getByRole('heading', {level: 3})).toHaveTextContent('L’assistant RH')
    expect(within(card).getByRole('img')).toHaveAttribute('alt', 'Couverture du livre blanc « L’assistant RH »')
    expect(card).toHaveTextContent('Publié le 3 juin 2025 · 22 pages')
    expect(card.querySelector('time')).toHaveAttribute('dateTime', '2025-06-03')
    expect(within(card).getByRole('link', {name: 'Recevoir le livre blanc : L’assistant RH'})).toHaveAttribute('href', '/contact')
    expect(mainLinks()).toEqual(['/contact'])
  })
})

describe('WebinarsPage', () => {
  it('shows cover, title, summary, date, duration and speakers, and asks for the replay on the contact page', () => {
    render(<WebinarsPage webinars={[webinar]} layout={layoutFixture} />)
    const card = screen.getByRole('article')
    expect(card).toHaveTextContent('Diffusé le 20 mars 2025 · 45 min')
    expect(card).toHaveTextContent('Intervenants')
    expect(within(card).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Antoine Besson, Responsable du centre de services',
      'Mehdi Laurent, Ingénieur IA',
    ])
    expect(within(card).getByRole('link', {name: 'Voir le replay : Chatbot et GLPI'})).toHaveAttribute('href', '/contact')
    expect(mainLinks()).toEqual(['/contact'])
  })
})
