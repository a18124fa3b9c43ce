/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import {setTimeout as sleep} from 'node:timers/promises'

import {act, render, screen, waitFor, within} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import singletonRouter from 'next/router'
import type {ComponentType} from 'react'

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

/** The queries the browser's client was asked. */
const mockSearched = jest.fn<void, [string[]]>()
jest.mock('../client', () => {
  const {engineClient} = jest.requireActual<typeof import('../../../test/fixtures/search')>(
    '../../../test/fixtures/search',
  )
  const client = engineClient()
  return {
    getBrowserSearchClient: () => ({
      search(requests: {params: {query?: string}}[]) {
        mockSearched(requests.map(({params}) => params.query ?? ''))
        return client.search(requests as never)
      },
    }),
  }
})

/**
 * The live search's chunk arrives when a test opens the gate, and again in each test: React keeps a lazy component
 * once loaded, so each test's gate gets a lazy component of its own.
 */
const mockGate = {test: 0, open: () => {}, rendered: false}
jest.mock('../../platform/bundling/lazyChunk', () => {
  const {createElement} = jest.requireActual<typeof import('react')>('react')
  const {lazyChunk} = jest.requireActual<typeof import('../../platform/bundling/lazyChunk')>(
    '../../platform/bundling/lazyChunk',
  )
  return {
    lazyChunk<Props extends object>(load: () => Promise<ComponentType<Props>>) {
      const chunks = new Map<number, ComponentType<Props>>()
      const arrival = () =>
        new Promise<void>((resolve) => {
          mockGate.open = resolve
        })
          .then(load)
          .then((Live) => (props: Props) => {
            mockGate.rendered = true
            return createElement(Live, props)
          })
      return function Gated(props: Props) {
        if (!chunks.has(mockGate.test)) chunks.set(mockGate.test, lazyChunk(arrival))
        return createElement(chunks.get(mockGate.test)!, props)
      }
    },
  }
})

beforeEach(() => {
  mockGate.test += 1
  mockGate.rendered = false
  mockSearched.mockClear()
  jest.mocked(singletonRouter.push).mockClear()
})

/** The chunk arrives and InstantSearch starts. */
async function arrive() {
  await act(async () => mockGate.open())
  await waitFor(() => expect(mockGate.rendered).toBe(true))
}

const catalogue = async (url = '/solution/connecteurs') => (
  <ConnectorSearch
    {...await searchProps(url, (setup) => <ConnectorInstantSearch {...setup} />, connectorFirstResults)}
    brandName="Parlia"
  />
)
const faq = async (url = '/ressources/faq') => (
  <FaqSearch {...await searchProps(url, (setup) => <FaqInstantSearch {...setup} />, faqFirstResults)} />
)

const cards = () => screen.queryAllByRole('article')
/** What the visitor sees: the markup, and what it leaves out (the boxes ticked, the text in the field). */
const onScreen = (container: HTMLElement) => ({
  html: container.innerHTML,
  ticked: screen.queryAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked),
  field: (screen.getByRole('searchbox') as HTMLInputElement).value,
})
const pushed = () => jest.mocked(singletonRouter.push).mock.calls.map(([, as]) => as)

describe('the live search taking over', () => {
  it.each([
    ['the catalogue', () => catalogue()],
    ['the catalogue with categories and keywords', () => catalogue('/solution/connecteurs?q=s&tags=itsm')],
    ['the FAQ with keywords', () => faq('/ressources/faq?q=donn%C3%A9es')],
  ])('starts %s from the server’s results: nothing changes on screen, nothing is asked', async (_, page) => {
    const {container} = render(await page())
    const before = onScreen(container)
    act(() => screen.getByRole('searchbox').focus())
    await arrive()
    await act(() => sleep(50))
    expect(onScreen(container)).toEqual(before)
    expect(mockSearched).not.toHaveBeenCalled()
    expect(screen.getByRole('searchbox')).toHaveFocus()
  })

  it('hands what was typed before the chunk arrived to the live search, the focus and caret left in the field', async () => {
    const user = userEvent.setup()
    render(await catalogue())
    const field = screen.getByRole<HTMLInputElement>('searchbox', {name: 'Rechercher un connecteur'})
    await user.type(field, 'servicenow')
    expect(field).toHaveValue('servicenow')
    expect(cards()).toHaveLength(12)
    field.setSelectionRange(7, 7)

    await arrive()
    await waitFor(() => expect(cards()).toHaveLength(1))
    expect(within(cards()[0]!).getByText('ServiceNow', {selector: 'mark'})).toBeInTheDocument()
    // One search for the whole text, none for its beginnings nor for what was on screen.
    expect(new Set(mockSearched.mock.calls.flat(2))).toEqual(new Set(['servicenow']))
    expect(field).toHaveFocus()
    expect(field).toHaveValue('servicenow')
    expect(field.selectionStart).toBe(7)
    await waitFor(() => expect(pushed()).toContain('/solution/connecteurs?q=servicenow'))

    // Typing goes on where the caret was.
    await user.keyboard('x')
    expect(field).toHaveValue('servicexnow')
    await waitFor(() => expect(mockSearched.mock.calls.flat(2)).toContain('servicexnow'))
  })

  it('shows a box ticked before the chunk arrived at once, and filters on it once live', async () => {
    const user = userEvent.setup()
    render(await catalogue())
    await user.click(screen.getByRole('checkbox', {name: /^ERP/}))
    expect(screen.getByRole('checkbox', {name: /^ERP/})).toBeChecked()
    expect(cards()).toHaveLength(12)

    await arrive()
    await waitFor(() => expect(cards()).toHaveLength(1))
    expect(cards()[0]).toHaveTextContent('SAP')
    expect(screen.getByRole('checkbox', {name: /^ERP/})).toBeChecked()
    await waitFor(() => expect(pushed()).toContain('/solution/connecteurs?tags=erp'))
  })

  it('loads more once live when the button was pressed before the chunk arrived', async () => {
    const user = userEvent.setup()
    render(await catalogue())
    await user.click(screen.getByRole('button', {name: 'Afficher plus de connecteurs'}))
    expect(cards()).toHaveLength(12)

    await arrive()
    await waitFor(() => expect(cards()).toHaveLength(16))
    expect(screen.getByRole('status')).toHaveTextContent('16 connecteurs')
  })

  it('keeps the FAQ’s opened answer open and the field focused while what was typed takes effect', async () => {
    const user = userEvent.setup()
    render(await faq())
    const question = screen.getByRole('button', {name: 'Où sont hébergées les données ?'})
    await user.click(question)
    expect(question).toHaveAttribute('aria-expanded', 'true')
    const field = screen.getByRole('searchbox', {name: 'Rechercher dans la FAQ'})
    await user.type(field, 'données')

    await arrive()
    await waitFor(() => expect(screen.getAllByRole('heading', {level: 3})).toHaveLength(1))
    expect(screen.getByText('données', {selector: 'mark'})).toBeInTheDocument()
    expect(screen.getByRole('button', {name: 'Où sont hébergées les données ?'})).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    expect(field).toHaveFocus()
    expect(screen.getByRole('status')).toHaveTextContent('1 question pour « données »')
  })
})
