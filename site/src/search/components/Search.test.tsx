/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import {render, screen, waitFor, within} from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import {searchProps} from '../../../test/fixtures/search'
import {ConnectorInstantSearch} from '../live/LiveConnectorSearch'
import {FaqInstantSearch} from '../live/LiveFaqSearch'
import {connectorFirstResults, faqFirstResults} from '../results/serverState'
import {ConnectorSearch} from './ConnectorSearch'
import {FaqSearch} from './FaqSearch'

// Jest runs CommonJS: the ES build of InstantSearch's history router is swapped for its CJS twin.
jest.mock('instantsearch.js/es/lib/routers/history', () =>
  jest.requireActual('instantsearch.js/cjs/lib/routers/history'),
)
jest.mock('next/router', () => ({
  __esModule: true,
  default: {
    pathname: '/',
    asPath: '/',
    events: {on: jest.fn(), off: jest.fn()},
    beforePopState: jest.fn(),
    push: jest.fn(),
  },
}))
// The browser's client, on the same engine.
jest.mock('../client', () => {
  const {engineClient: client} = jest.requireActual<typeof import('../../../test/fixtures/search')>(
    '../../../test/fixtures/search',
  )
  const searchClient = client()
  return {getBrowserSearchClient: () => searchClient}
})

/** The catalogue's search as the page renders it for `url`: the server's first results, live once used. */
async function Catalogue({url = '/solution/connecteurs', brandName = 'Parlia'} = {}) {
  const props = await searchProps(url, (setup) => <ConnectorInstantSearch {...setup} />, connectorFirstResults)
  return <ConnectorSearch {...props} brandName={brandName} />
}

async function Faq(url = '/ressources/faq') {
  return <FaqSearch {...await searchProps(url, (setup) => <FaqInstantSearch {...setup} />, faqFirstResults)} />
}

const cards = () => screen.queryAllByRole('article')

describe('connector catalogue', () => {
  it('lists the 16 categories with French titles and counts, and filters on them', async () => {
    const user = userEvent.setup()
    render(await Catalogue())
    expect(cards()).toHaveLength(12)
    expect(screen.getAllByRole('checkbox')).toHaveLength(16)
    expect(screen.getByRole('checkbox', {name: /^Dématérialisation/})).not.toBeChecked()
    expect(screen.getByRole('checkbox', {name: /^ITSM : 2 connecteurs/})).toBeInTheDocument()

    await user.click(screen.getByRole('checkbox', {name: /^ITSM/}))
    expect(screen.getByRole('checkbox', {name: /^ITSM/})).toBeChecked()
    await waitFor(() => expect(cards()).toHaveLength(2))
    expect(screen.getByRole('checkbox', {name: /^ITSM/})).toBeChecked()
    expect(screen.getByRole('link', {name: 'GLPI'})).toHaveAttribute('href', '/solution/connecteurs/glpi')
  })

  it('renders the URL’s categories ticked, with the counts of the other categories', async () => {
    render(await Catalogue({url: '/solution/connecteurs?tags=itsm'}))
    expect(cards()).toHaveLength(2)
    expect(screen.getByRole('checkbox', {name: /^ITSM : 2 connecteurs/})).toBeChecked()
    expect(screen.getByRole('checkbox', {name: /^ERP : 1 connecteur$/})).not.toBeChecked()
    expect(screen.getByRole('status')).toHaveTextContent('2 connecteurs')
  })

  it('shows the clear button only while the field holds text, and narrows as you type', async () => {
    const user = userEvent.setup()
    render(await Catalogue())
    expect(screen.queryByRole('button', {name: 'Effacer la recherche'})).toBeNull()

    await user.type(screen.getByRole('searchbox', {name: 'Rechercher un connecteur'}), 'servicenow')
    await waitFor(() => expect(cards()).toHaveLength(1))
    expect(cards()[0]).toHaveTextContent('ServiceNow')
    expect(within(cards()[0]!).getByText('ServiceNow', {selector: 'mark'})).toBeInTheDocument()

    await user.click(screen.getByRole('button', {name: 'Effacer la recherche'}))
    expect(screen.queryByRole('button', {name: 'Effacer la recherche'})).toBeNull()
    expect(screen.getByRole('searchbox')).toHaveValue('')
    expect(screen.getByRole('searchbox')).toHaveFocus()
    await waitFor(() => expect(cards()).toHaveLength(12))
  })

  it('loads more connectors, then hides the button on the last page', async () => {
    const user = userEvent.setup()
    render(await Catalogue())
    expect(screen.getByRole('status')).toHaveTextContent('12 connecteurs affichés sur 16')
    await user.click(screen.getByRole('button', {name: 'Afficher plus de connecteurs'}))
    await waitFor(() => expect(cards()).toHaveLength(16))
    expect(screen.queryByRole('button', {name: 'Afficher plus de connecteurs'})).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent('16 connecteurs')
  })

  it('offers the contact page for a missing integration at the end of the list, after the load-more button', async () => {
    render(await Catalogue())
    const contact = screen.getByRole('link', {name: 'Nous contacter'})
    expect(contact).toHaveAttribute('href', '/contact')
    const more = screen.getByRole('button', {name: 'Afficher plus de connecteurs'})
    expect(more.compareDocumentPosition(contact) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.getByText('Votre outil n’est pas encore dans le catalogue ?')).toBeInTheDocument()
  })

  it('offers the contact page when nothing matches, in the name of the brand of the site settings', async () => {
    const user = userEvent.setup()
    render(await Catalogue({brandName: 'Orbis'}))
    await user.type(screen.getByRole('searchbox'), 'xqzwkjv')
    await waitFor(() => expect(cards()).toHaveLength(0))
    expect(screen.getByRole('status')).toHaveTextContent('Aucun connecteur ne correspond à votre recherche.')
    expect(
      screen.getByText('Nos équipes relient Orbis à la plupart des outils métiers : parlons de votre intégration.'),
    ).toBeInTheDocument()
    expect(screen.queryByText(/Parlia/)).toBeNull()
    expect(screen.getByRole('link', {name: 'Nous contacter'})).toHaveAttribute('href', '/contact')
  })
})

describe('FAQ search', () => {
  it('lists the questions as level-3 accordions, narrows them and highlights the matches', async () => {
    const user = userEvent.setup()
    const {container} = render(await Faq())
    expect(screen.getAllByRole('heading', {level: 3})).toHaveLength(3)
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
    expect(screen.getByRole('status')).toHaveTextContent('1 question pour « données »')

    await user.clear(screen.getByRole('searchbox'))
    await user.type(screen.getByRole('searchbox'), 'xqzwkjv')
    await waitFor(() => expect(screen.queryAllByRole('heading', {level: 3})).toHaveLength(0))
    expect(screen.getByRole('link', {name: 'Nous contacter'})).toHaveAttribute('href', '/contact')
  })

  it('shows the text as written, special characters included, highlighted or not', async () => {
    const user = userEvent.setup()
    render(await Faq())
    expect(screen.getByRole('heading', {level: 3, name: 'Parlia & l\'API "REST" : <limites> ?'})).toBeInTheDocument()

    await user.type(screen.getByRole('searchbox', {name: 'Rechercher dans la FAQ'}), 'api')
    await waitFor(() => expect(screen.getAllByRole('heading', {level: 3})).toHaveLength(1))
    const heading = screen.getByRole('heading', {level: 3})
    expect(heading).toHaveTextContent('Parlia & l\'API "REST" : <limites> ?')
    expect(within(heading).getByText('API', {selector: 'mark'})).toBeInTheDocument()
  })

  it('renders the URL’s query server-side, matches highlighted, and the field holds it', async () => {
    render(await Faq('/ressources/faq?q=rgpd'))
    expect(screen.getByRole('searchbox')).toHaveValue('rgpd')
    expect(screen.getByRole('status')).toHaveTextContent('1 question pour « rgpd »')
    expect(screen.getByText('RGPD', {selector: 'mark'})).toBeInTheDocument()
  })
})
