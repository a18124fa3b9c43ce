import {act, render, screen} from '@testing-library/react'

import {jsonResponse} from '../assistant/widget/fakeApi'
import {ChatLoader} from './ChatLoader'

describe('ChatLoader', () => {
  let readyState: DocumentReadyState
  beforeEach(() => {
    readyState = 'loading'
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState)
    // The widget asks for the assistant's settings once mounted.
    global.fetch = jest.fn(async () =>
      jsonResponse(200, {greeting: 'Bonjour !', suggestedQuestions: [], refusal: '', openingHours: '', privacyPolicyUrl: '/politique-de-confidentialite'}),
    )
    jest.useFakeTimers()
  })
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
  })

  it('renders nothing until the page has loaded and the main thread is idle', async () => {
    render(<ChatLoader brandName="Acme" />)
    expect(screen.queryByRole('button', {name: 'Une question ?'})).toBeNull()

    readyState = 'complete'
    act(() => {
      window.dispatchEvent(new Event('load'))
    })
    expect(screen.queryByRole('button', {name: 'Une question ?'})).toBeNull()

    act(() => {
      jest.runAllTimers()
    })
    jest.useRealTimers()
    expect(await screen.findByRole('button', {name: 'Une question ?'})).toBeInTheDocument()
  })

  it('mounts the assistant, named after the brand of the site settings', async () => {
    readyState = 'complete'
    render(<ChatLoader brandName="Acme" />)
    act(() => {
      jest.runAllTimers()
    })
    jest.useRealTimers()
    expect(await screen.findByRole('dialog', {name: 'Assistant Acme'})).toBeInTheDocument()
    expect(await screen.findByText('Bonjour !')).toBeInTheDocument()
  })
})
