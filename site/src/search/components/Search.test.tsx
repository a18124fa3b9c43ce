/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import {render, screen, waitFor, within} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type {SearchClient} from 'instantsearch.js'
import {Configure, InstantSearch} from 'react-instantsearch'

import {layoutFixture} from '../../../test/fixtures/layout'
import {SiteSeo} from '../../seo/SiteSeo'
import {createEngine} from '../engine'
import type {ConnectorRecord, FaqRecord} from '../records'
import {CategoryFilters} from './CategoryFilters'
import {ConnectorHits} from './ConnectorHits'
import {FaqSearch} from './FaqSearch'
import {SearchField} from './SearchField'

// Jest runs CommonJS: the ES build of InstantSearch's history router is swapped for its CJS twin.
jest.mock('instantsearch.js/es/lib/routers/history', () => jest.requireActual('instantsearch.js/cjs/lib/routers/history'))
jest.mock('next/router', () => ({
  __esModule: true,
  default: {pathname: '/', asPath: '/', events: {on: jest.fn(), off: jest.fn()}, beforePopState: jest.fn(), push: jest.fn()},
}))

const connector = (index: number, name: string, categories: string[]): ConnectorRecord => ({
  objectID: `connector-${index}`,
  title: name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  categories,
  categoryTitles: categories.map((slug) => slug.toUpperCase()),
  description: `Reliez votre assistant à ${name}.`,
  popularity: index + 1,
  featured: false,
  logo: null,
})

const connectors = [
  connector(0, 'GLPI', ['itsm']),
  connector(1, 'ServiceNow', ['itsm']),
  connector(2, 'SAP', ['erp']),
  ...Array.from({length: 13}, (_, index) => connector(index + 3, `Outil ${index + 1}`, ['office'])),
]
const faq: FaqRecord[] = [
  {objectID: 'faq-1', question: 'Où sont hébergées les données ?', anchor: 'ou-sont-hebergees-les-donnees', answer: 'En France, conformément au RGPD.', category: 'securite', popular: true},
  {objectID: 'faq-2', question: 'Faut-il savoir coder ?', anchor: 'faut-il-savoir-coder', answer: 'Non, l’éditeur est no-code.', category: 'plateforme', popular: false},
  {objectID: 'faq-3', question: 'Parlia & l\'API "REST" : <limites> ?', anchor: 'parlia-l-api-rest-limites', answer: 'Aucune.', category: 'plateforme', popular: false},
]

/** The real embedded engine behind a client object, as /api/search would answer. */
function engineClient(): SearchClient {
  const engine = createEngine({connectors, faq})
  return {
    search: async (requests: {indexName: 'connectors' | 'faq'; params: Record<string, unknown>}[]) => {
      const ready = await engine
      return {results: await Promise.all(requests.map(({indexName, params}) => ready.search(indexName, params)))}
    },
  } as unknown as SearchClient
}

function Catalogue() {
  return (
    <InstantSearch searchClient={engineClient()} indexName="connectors" insights={false} future={{preserveSharedStateOnUnmount: true}}>
      <Configure hitsPerPage={12} />
      <SearchField id="recherche" label="Rechercher un connecteur" action="/solution/connecteurs">
        <CategoryFilters />
      </SearchField>
      <ConnectorHits />
    </InstantSearch>
  )
}

const cards = () => screen.queryAllByRole('article')

describe('connector catalogue widgets', () => {
  it('lists the 16 categories with French titles and counts, and filters on them', async () => {
    const user = userEvent.setup()
    render(<Catalogue />)
    await waitFor(() => expect(cards()).toHaveLength(12))
    expect(screen.getAllByRole('checkbox')).toHaveLength(16)
    expect(screen.getByRole('checkbox', {name: /^Dématérialisation/})).not.toBeChecked()
    expect(screen.getByRole('checkbox', {name: /^ITSM : 2 connecteurs/})).toBeInTheDocument()

    await user.click(screen.getByRole('checkbox', {name: /^ITSM/}))
    await waitFor(() => expect(cards()).toHaveLength(2))
    expect(screen.getByRole('checkbox', {name: /^ITSM/})).toBeChecked()
    expect(screen.getByRole('link', {name: 'GLPI'})).toHaveAttribute('href', '/solution/connecteurs/glpi')
  })

  it('shows the clear button only while the field holds text, and narrows as you type', async () => {
    const user = userEvent.setup()
    render(<Catalogue />)
    await waitFor(() => expect(cards()).toHaveLength(12))
    expect(screen.queryByRole('button', {name: 'Effacer la recherche'})).toBeNull()

    await user.type(screen.getByRole('searchbox', {name: 'Rechercher un connecteur'}), 'servicenow')
    await waitFor(() => expect(cards()).toHaveLength(1))
    expect(cards()[0]).toHaveTextContent('ServiceNow')

    await user.click(screen.getByRole('button', {name: 'Effacer la recherche'}))
    expect(screen.queryByRole('button', {name: 'Effacer la recherche'})).toBeNull()
    expect(screen.getByRole('searchbox')).toHaveValue('')
    expect(screen.getByRole('searchbox')).toHaveFocus()
    await waitFor(() => expect(cards()).toHaveLength(12))
  })

  it('loads more connectors, then hides the button on the last page', async () => {
    const user = userEvent.setup()
    render(<Catalogue />)
    await waitFor(() => expect(cards()).toHaveLength(12))
    expect(screen.getByRole('status')).toHaveTextContent('12 connecteurs affichés sur 16')
    await user.click(screen.getByRole('button', {name: 'Afficher plus de connecteurs'}))
    await waitFor(() => expect(cards()).toHaveLength(16))
    expect(screen.queryByRole('button', {name: 'Afficher plus de connecteurs'})).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent('16 connecteurs')
  })

  it('offers the contact page for a missing integration at the end of the list, after the load-more button', async () => {
    render(<Catalogue />)
    await waitFor(() => expect(cards()).toHaveLength(12))
    const contact = screen.getByRole('link', {name: 'Nous contacter'})
    expect(contact).toHaveAttribute('href', '/contact')
    const more = screen.getByRole('button', {name: 'Afficher plus de connecteurs'})
    expect(more.compareDocumentPosition(contact) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.getByText('Votre outil n’est pas encore dans le catalogue ?')).toBeInTheDocument()
  })

  it('offers the contact page when nothing matches, in the name of the brand of the site settings', async () => {
    const user = userEvent.setup()
    render(
      <SiteSeo layout={{...layoutFixture, brandName: 'Orbis'}}>
        <Catalogue />
      </SiteSeo>,
    )
    await waitFor(() => expect(cards()).toHaveLength(12))
    await user.type(screen.getByRole('searchbox'), 'xqzwkjv')
    await waitFor(() => expect(cards()).toHaveLength(0))
    expect(screen.getByRole('status')).toHaveTextContent('Aucun connecteur ne correspond à votre recherche.')
    expect(screen.getByText('Nos équipes relient Orbis à la plupart des outils métiers : parlons de votre intégration.')).toBeInTheDocument()
    expect(screen.queryByText(/Parlia/)).toBeNull()
    expect(screen.getByRole('link', {name: 'Nous contacter'})).toHaveAttribute('href', '/contact')
  })
})

describe('FAQ search', () => {
  it('lists the questions as level-3 accordions, narrows them and highlights the matches', async () => {
    const user = userEvent.setup()
    const {container} = render(<FaqSearch serverUrl="/ressources/faq" searchClient={engineClient()} />)
    await waitFor(() => expect(screen.getAllByRole('heading', {level: 3})).toHaveLength(3))
    // Each question's heading has the id the assistant's sources link to.
    expect(screen.getAllByRole('heading', {level: 3}).map((heading) => heading.id)).toEqual([
      'ou-sont-hebergees-les-donnees',
      'faut-il-savoir-coder',
      'parlia-l-api-rest-limites',
    ])

    await user.type(screen.getByRole('searchbox', {name: 'Rechercher dans la FAQ'}), 'données')
    await waitFor(() => expect(screen.getAllByRole('heading', {level: 3})).toHaveLength(1))
    const heading = screen.getByRole('heading', {level: 3})
    expect(within(heading).getByText('données', {selector: 'mark'})).toBeInTheDocument()
    expect(container.querySelector('mark')).not.toBeNull()

    await user.clear(screen.getByRole('searchbox'))
    await user.type(screen.getByRole('searchbox'), 'xqzwkjv')
    await waitFor(() => expect(screen.queryAllByRole('heading', {level: 3})).toHaveLength(0))
    expect(screen.getByRole('link', {name: 'Nous contacter'})).toHaveAttribute('href', '/contact')
  })

  it('shows the text as written, special characters included, highlighted or not', async () => {
    const user = userEvent.setup()
    render(<FaqSearch serverUrl="/ressources/faq" searchClient={engineClient()} />)
    await waitFor(() => expect(screen.getAllByRole('heading', {level: 3})).toHaveLength(3))
    expect(screen.getByRole('heading', {level: 3, name: 'Parlia & l\'API "REST" : <limites> ?'})).toBeInTheDocument()

    await user.type(screen.getByRole('searchbox', {name: 'Rechercher dans la FAQ'}), 'api')
    await waitFor(() => expect(screen.getAllByRole('heading', {level: 3})).toHaveLength(1))
    const heading = screen.getByRole('heading', {level: 3})
    expect(heading).toHaveTextContent('Parlia & l\'API "REST" : <limites> ?')
    expect(within(heading).getByText('API', {selector: 'mark'})).toBeInTheDocument()
  })
})
