import {act, render, screen} from '@testing-library/react'

import {jsonResponse} from '../widget/fakeApi'
import {ASK_LABEL, ExampleConversation} from '../../ui/components/ExampleConversation/ExampleConversation'
import {ChatLoader} from './ChatLoader'

const conversation = {
  avatar: {name: 'Hugo', image: null},
  question: 'Mon ticket GLPI n° 4521 est toujours ouvert : où en est-il ?',
  answer: 'Votre ticket n° 4521 est pris en charge par le support depuis ce matin.',
  source: {label: 'Chatbot GLPI', href: '/solution/connecteurs/glpi'},
  handover: {label: 'Parler à un technicien', href: '/contact'},
}

/**
 * jsdom has no Popover API: popovers whose state the test sets, shown and hidden as a browser would (a toggle event
 * once shown, which the widget answers by focusing its field; no popover shown while another's show is under way).
 */
function fakePopovers() {
  const open = new Set<Element>()
  let showing = false
  const {matches} = Element.prototype
  jest.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
    return selector === ':popover-open' ? open.has(this) : matches.call(this, selector)
  })
  const showPopover = jest.fn(function (this: HTMLElement) {
    if (showing) throw new DOMException('Invalid to show a popover during another show operation', 'InvalidStateError')
    open.add(this)
    this.dispatchEvent(Object.assign(new Event('toggle'), {newState: 'open'}))
  })
  const hidePopover = jest.fn(function (this: HTMLElement) {
    open.delete(this)
  })
  Object.assign(HTMLElement.prototype, {showPopover, hidePopover})
  /** Runs `press` as the browser's show operation of a popover, whose beforetoggle event it dispatches. */
  const duringShow = (press: () => void) => {
    showing = true
    try {
      act(press)
    } finally {
      showing = false
    }
  }
  return {open, showPopover, hidePopover, duringShow}
}

/** The page's example conversation, its drawn question field and the request it targets. */
function renderPage() {
  render(
    <>
      <ExampleConversation conversation={conversation} id="exemple" />
      <ChatLoader brandName="Acme" />
    </>,
  )
  const field = screen.getByRole('button', {name: ASK_LABEL})
  return {field, request: document.getElementById(field.getAttribute('popovertarget')!)!}
}

describe('ChatLoader', () => {
  let readyState: DocumentReadyState
  beforeEach(() => {
    readyState = 'loading'
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState)
    // The widget asks for the assistant's settings once mounted.
    global.fetch = jest.fn(async () =>
      jsonResponse(200, {
        greeting: 'Bonjour !',
        suggestedQuestions: [],
        refusal: '',
        openingHours: '',
        privacyPolicyUrl: '/politique-de-confidentialite',
      }),
    )
    jest.useFakeTimers()
  })
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
    delete (HTMLElement.prototype as Partial<HTMLElement>).showPopover
    delete (HTMLElement.prototype as Partial<HTMLElement>).hidePopover
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

  /** What the browser does on a press of the field: the request's popover is about to open. */
  function press(popovers: ReturnType<typeof fakePopovers>, request: HTMLElement) {
    const beforeToggle = Object.assign(new Event('beforetoggle', {cancelable: true}), {newState: 'open'})
    popovers.duringShow(() => {
      request.dispatchEvent(beforeToggle)
    })
    return beforeToggle
  }

  it('opens the assistant at once, the focus in its field, when the example conversation’s field is pressed before the page has loaded', async () => {
    const popovers = fakePopovers()
    const {request} = renderPage()
    expect(screen.queryByRole('dialog')).toBeNull()

    // The request stays closed; the assistant opens without waiting for the page's load or an idle moment.
    expect(press(popovers, request).defaultPrevented).toBe(true)
    act(() => {
      jest.runOnlyPendingTimers()
    })
    jest.useRealTimers()
    const dialog = await screen.findByRole('dialog', {name: 'Assistant Acme'})
    expect(popovers.showPopover.mock.contexts).toEqual([dialog])
    expect(screen.getByRole('textbox', {name: 'Votre question'})).toHaveFocus()
  })

  it('opens the assistant already there once the press’s own show operation is over, as the browser requires', async () => {
    const popovers = fakePopovers()
    readyState = 'complete'
    const {request} = renderPage()
    act(() => {
      jest.runAllTimers()
    })
    jest.useRealTimers()
    const dialog = await screen.findByRole('dialog', {name: 'Assistant Acme'})

    jest.useFakeTimers()
    expect(press(popovers, request).defaultPrevented).toBe(true)
    expect(popovers.showPopover).not.toHaveBeenCalled()
    act(() => {
      jest.runOnlyPendingTimers()
    })
    expect(popovers.showPopover.mock.contexts).toEqual([dialog])
    expect(screen.getByRole('textbox', {name: 'Votre question'})).toHaveFocus()
  })

  it('serves a press made before its code ran, which the browser kept as the request’s open popover', async () => {
    const popovers = fakePopovers()
    render(<ExampleConversation conversation={conversation} id="exemple" />)
    const request = document.querySelector<HTMLElement>('[data-assistant-request]')!
    popovers.open.add(request)

    render(<ChatLoader brandName="Acme" />)
    expect(popovers.hidePopover.mock.contexts).toEqual([request])
    jest.useRealTimers()
    const dialog = await screen.findByRole('dialog', {name: 'Assistant Acme'})
    expect(popovers.showPopover.mock.contexts).toEqual([dialog])
    expect(screen.getByRole('textbox', {name: 'Votre question'})).toHaveFocus()
  })

  it('leaves other popovers to the browser, and opens nothing on its own', async () => {
    const popovers = fakePopovers()
    readyState = 'complete'
    renderPage()
    const menu = document.createElement('div')
    document.body.append(menu)
    const toggle = Object.assign(new Event('beforetoggle', {cancelable: true}), {newState: 'open'})
    menu.dispatchEvent(toggle)
    expect(toggle.defaultPrevented).toBe(false)
    menu.remove()
    act(() => {
      jest.runAllTimers()
    })
    jest.useRealTimers()
    expect(await screen.findByRole('dialog', {name: 'Assistant Acme'})).toBeInTheDocument()
    expect(popovers.showPopover).not.toHaveBeenCalled()
  })
})
