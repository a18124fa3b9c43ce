import {act, fireEvent, render, screen, waitFor, within} from '@testing-library/react'
import {renderToString} from 'react-dom/server'

import {layoutFixture} from '../../../test/fixtures/layout'
import {listingPageFixture} from '../../../test/fixtures/listings'
import type {ConnectorResults, FaqResults} from '../results/types'
import {ConnectorCatalogue} from './ConnectorCatalogue'
import {FaqPage} from './FaqPage'

// The pages' first load holds none of the live search: any of its modules required here fails the test.
jest.mock('react-instantsearch', () => {
  throw new Error('react-instantsearch is in the first load')
})
jest.mock('instantsearch.js', () => {
  throw new Error('instantsearch.js is in the first load')
})
jest.mock('instantsearch.js/es/lib/routers/history', () => {
  throw new Error('InstantSearch’s router is in the first load')
})
jest.mock('algoliasearch/lite', () => {
  throw new Error('Algolia’s client is in the first load')
})
jest.mock('../routing', () => {
  throw new Error('the search routing is in the first load')
})
jest.mock('../client', () => {
  throw new Error('the browser’s search client is in the first load')
})
// The live search's chunks, each standing in as a component recording what it is given.
const mockLive = jest.fn()
jest.mock('../live/LiveConnectorSearch', () => ({
  LiveConnectorSearch: (props: object) => mockLive('connectors', props),
}))
jest.mock('../live/LiveFaqSearch', () => ({LiveFaqSearch: (props: object) => mockLive('faq', props)}))

const connectorResults: ConnectorResults = {
  query: 'gl',
  nbHits: 14,
  tags: ['itsm'],
  counts: {itsm: 14, erp: 1},
  hasMore: true,
  hits: [
    {
      id: 'connector-glpi',
      slug: 'glpi',
      title: ['', 'GL', 'PI'],
      description: 'Vos tickets GLPI.',
      categories: ['itsm'],
      logo: '/content/images/glpi.svg',
    },
    {
      id: 'connector-sage',
      slug: 'sage',
      title: ['Ea', 'gl', 'e'],
      description: 'Vos fiches.',
      categories: ['itsm', 'erp'],
      logo: null,
    },
  ],
}
const catalogueProps = {
  listing: listingPageFixture('Connecteurs', {title: 'Connecteurs', lead: 'Vos outils.'}),
  layout: layoutFixture,
  popular: [],
  firstResults: connectorResults,
  serverState: {initialResults: {}},
  serverUrl: '/solution/connecteurs?q=gl&tags=itsm',
}

const faqResults: FaqResults = {
  query: 'rgpd',
  nbHits: 1,
  hits: [
    {
      id: 'faq-1',
      anchor: 'parlia-et-le-rgpd',
      question: ['Parlia et le ', 'RGPD', ' ?'],
      answer: ['Conforme au ', 'RGPD', '.'],
      category: 'securite',
    },
  ],
}
const faqProps = {
  listing: listingPageFixture('FAQ', {title: 'Foire aux questions', lead: 'Vos questions.'}),
  layout: layoutFixture,
  popular: [],
  firstResults: faqResults,
  serverState: {initialResults: {}},
  serverUrl: '/ressources/faq?q=rgpd',
}

beforeEach(() => mockLive.mockClear().mockReturnValue(null))

describe('the search pages before the live search', () => {
  it('render the catalogue’s first results from the props: cards, highlights, filters, status and load more', () => {
    render(<ConnectorCatalogue {...catalogueProps} />)
    const all = screen.getByRole('region', {name: 'Tous les connecteurs'})
    const cards = within(all).getAllByRole('article')
    expect(cards.map((card) => within(card).getByRole('heading', {level: 3}).textContent)).toEqual(['GLPI', 'Eagle'])
    expect(within(cards[0]!).getByText('GL', {selector: 'mark'})).toBeInTheDocument()
    expect(within(cards[1]!).getByText('gl', {selector: 'mark'})).toBeInTheDocument()
    expect(within(cards[1]!).getByRole('link')).toHaveAttribute('href', '/solution/connecteurs/sage')
    expect(cards[1]).toHaveTextContent('ITSM · ERP')
    expect(screen.getByRole('checkbox', {name: /^ITSM : 14 connecteurs/})).toBeChecked()
    expect(screen.getByRole('checkbox', {name: /^ERP : 1 connecteur$/})).not.toBeChecked()
    expect(screen.getByRole('checkbox', {name: /^CRM/})).toHaveAccessibleName(/: 0 connecteur$/)
    expect(screen.getByRole('status')).toHaveTextContent('2 connecteurs affichés sur 14')
    expect(screen.getByRole('searchbox', {name: 'Rechercher un connecteur'})).toHaveValue('gl')
    expect(screen.getByRole('button', {name: 'Afficher plus de connecteurs'})).toBeInTheDocument()
    expect(screen.getByRole('link', {name: 'Nous contacter'})).toHaveAttribute('href', '/contact')
    // Hydrated: typing searches, no submit button.
    expect(screen.queryByRole('button', {name: 'Rechercher'})).toBeNull()
    expect(mockLive).not.toHaveBeenCalled()
  })

  it('send a form the server answers without JavaScript', () => {
    const page = document.createElement('div')
    page.innerHTML = renderToString(<ConnectorCatalogue {...catalogueProps} />)
    const form = page.querySelector('form[role="search"]')
    expect(form).toHaveAttribute('action', '/solution/connecteurs')
    expect(form).toHaveAttribute('method', 'get')
    expect(page.querySelector('#recherche-connecteurs')).toHaveAttribute('name', 'q')
    expect(page.querySelector('#recherche-connecteurs')).toHaveAttribute('value', 'gl')
    expect(page.querySelector('#categorie-itsm')).toHaveAttribute('name', 'tags')
    expect(page.querySelector('#categorie-itsm')).toHaveAttribute('checked')
    expect(page.querySelector('#categorie-erp')).not.toHaveAttribute('checked')
    expect(form?.querySelector('button[type="submit"]')).toHaveTextContent('Rechercher')
    expect(mockLive).not.toHaveBeenCalled()
  })

  it.each([
    ['pointing at the search field', () => fireEvent.pointerEnter(screen.getByRole('searchbox'))],
    ['focusing a filter', () => act(() => screen.getByRole('checkbox', {name: /^ERP/}).focus())],
    ['pressing a filter', () => fireEvent.pointerDown(screen.getByRole('checkbox', {name: /^ERP/}))],
    ['a key in the field', () => fireEvent.keyDown(screen.getByRole('searchbox'), {key: 'a'})],
    [
      'focusing the load-more button',
      () => act(() => screen.getByRole('button', {name: 'Afficher plus de connecteurs'}).focus()),
    ],
  ])('start the catalogue’s live search on %s, from the server’s state and first results', async (_, gesture) => {
    render(<ConnectorCatalogue {...catalogueProps} />)
    gesture()
    await waitFor(() =>
      expect(mockLive).toHaveBeenCalledWith(
        'connectors',
        expect.objectContaining({serverUrl: catalogueProps.serverUrl, firstResults: connectorResults}),
      ),
    )
    // Until it reports, the page is as the server rendered it.
    expect(screen.getAllByRole('article')).toHaveLength(2)
  })

  it('render the FAQ’s first results as accordions with their anchors and highlights, and start its live search on focus', async () => {
    render(<FaqPage {...faqProps} />)
    const heading = screen.getByRole('heading', {level: 3, name: 'Parlia et le RGPD ?'})
    expect(heading).toHaveAttribute('id', 'parlia-et-le-rgpd')
    expect(within(heading).getByText('RGPD', {selector: 'mark'})).toBeInTheDocument()
    expect(screen.getByText('Conforme au', {exact: false, selector: 'p'})).toContainHTML('<mark')
    expect(screen.getByRole('status')).toHaveTextContent('1 question pour « rgpd »')
    expect(mockLive).not.toHaveBeenCalled()

    act(() => screen.getByRole('searchbox', {name: 'Rechercher dans la FAQ'}).focus())
    await waitFor(() =>
      expect(mockLive).toHaveBeenCalledWith(
        'faq',
        expect.objectContaining({serverUrl: faqProps.serverUrl, firstResults: faqResults}),
      ),
    )
  })
})
