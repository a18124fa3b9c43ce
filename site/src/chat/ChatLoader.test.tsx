import {act, render, screen} from '@testing-library/react'

import {ChatLoader} from './ChatLoader'

describe('ChatLoader', () => {
  let readyState: DocumentReadyState
  beforeEach(() => {
    readyState = 'loading'
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState)
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

  it('names the brand of the site settings in the demo shortcut', async () => {
    readyState = 'complete'
    render(<ChatLoader brandName="Acme" />)
    act(() => {
      jest.runAllTimers()
    })
    jest.useRealTimers()
    const demo = await screen.findByRole('link', {name: /^Planifier une démo/})
    expect(demo).toHaveTextContent('30 minutes pour découvrir Acme')
  })
})
