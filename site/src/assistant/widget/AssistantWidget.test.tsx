import {act, render, screen, waitFor, within} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {SWRConfig} from 'swr'

import type {WidgetSettingsBody} from '../api/widgetSettings'
import {ASSISTANT_ENDPOINTS, DEFAULT_DISCLOSURE, REQUEST_MESSAGES} from '../contract'
import AssistantWidget, {HANDOVER_LABEL, WRITING_LABEL} from './AssistantWidget'
import {STORAGE_KEY, type Turn} from './conversation'
import {answerStream, eventStream, installTextCodec, jsonResponse} from './fakeApi'
import {FEEDBACK_FAILED, FEEDBACK_QUESTION, FEEDBACK_THANKS} from './Feedback'
import {INTERRUPTED_MESSAGE, NETWORK_MESSAGE} from './stream'

const settings: WidgetSettingsBody = {
  greeting: 'Bonjour ! Je réponds à partir des pages du site.',
  disclosure: 'Assistant automatisé : ses réponses viennent des pages du site',
  suggestedQuestions: [
    'Où sont hébergées vos données ?',
    'Quels connecteurs proposez-vous ?',
    'Combien coûte Parlia ?',
  ],
  refusal: 'Je ne trouve pas la réponse sur notre site.',
  openingHours: 'réponse sous un jour ouvré',
  privacyPolicyUrl: '/politique-de-confidentialite',
  copyOffered: true,
}
const hosting = {
  answer: 'Les données sont hébergées en France.\n\nNos serveurs sont certifiés HDS.',
  sources: [
    {title: 'Sécurité et hébergement', url: '/solution/securite#hebergement'},
    {title: 'FAQ : où sont hébergées les données ?', url: '/ressources/faq#hebergement'},
  ],
  handover: false,
  answerId: 'answer:/solution/securite#hebergement',
  suggestions: [],
}
const refusal = {
  answer: `${settings.refusal} Ces questions sont peut-être proches de la vôtre : Où sont hébergées vos données ? Combien coûte Parlia ?`,
  sources: [],
  handover: true,
  answerId: 'refusal:unknown',
  suggestions: ['Où sont hébergées vos données ?', 'Combien coûte Parlia ?'],
}

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>
let onAsk: Handler
let onFeedback: Handler
let fetchMock: jest.Mock<Promise<Response>, [string, RequestInit?]>

beforeAll(installTextCodec)
beforeEach(() => {
  sessionStorage.clear()
  onAsk = () => answerStream(hosting)
  onFeedback = () => jsonResponse(204, null)
  fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    if (url === ASSISTANT_ENDPOINTS.settings) return jsonResponse(200, settings)
    if (url === ASSISTANT_ENDPOINTS.ask) return onAsk(url, init)
    if (url === ASSISTANT_ENDPOINTS.feedback) return onFeedback(url, init)
    throw new Error(`unexpected request to ${url}`)
  })
  global.fetch = fetchMock as unknown as typeof fetch
  HTMLElement.prototype.hidePopover = jest.fn()
})

const calls = (endpoint: string) => fetchMock.mock.calls.filter(([url]) => url === endpoint)
const askedBodies = () => calls(ASSISTANT_ENDPOINTS.ask).map(([, init]) => JSON.parse(String(init?.body)))

/** The widget as a page mounts it, once its settings have arrived. */
async function renderWidget() {
  const user = userEvent.setup()
  // A cache per test, as a page load has.
  const view = render(
    <SWRConfig value={{provider: () => new Map()}}>
      <AssistantWidget brandName="Acme" />
    </SWRConfig>,
  )
  await screen.findByText(settings.greeting)
  return {user, ...view}
}

const log = () => screen.getByRole('log', {name: 'Conversation'})
const input = () => screen.getByRole('textbox', {name: 'Votre question'})

async function ask(user: ReturnType<typeof userEvent.setup>, question: string) {
  await user.type(input(), question)
  await user.keyboard('{Enter}')
}

describe('the assistant’s panel', () => {
  it('is a dialog named after the brand, with the editors’ greeting and suggested questions and the privacy policy', async () => {
    await renderWidget()
    const dialog = screen.getByRole('dialog', {name: 'Assistant Acme'})
    expect(await within(dialog).findByText(settings.greeting)).toBeInTheDocument()
    const suggestions = within(dialog).getByRole('list', {name: 'Questions suggérées'})
    expect(
      within(suggestions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(settings.suggestedQuestions)
    expect(within(dialog).getByRole('link', {name: 'Politique de confidentialité'})).toHaveAttribute(
      'href',
      settings.privacyPolicyUrl,
    )
    expect(within(dialog).getByRole('button', {name: HANDOVER_LABEL})).toBeInTheDocument()
    expect(input()).toHaveAttribute('maxLength', '500')
    expect(input()).toHaveAccessibleDescription('0 sur 500 caractères')
    expect(log()).toHaveAttribute('aria-live', 'polite')
    expect(calls(ASSISTANT_ENDPOINTS.settings)).toHaveLength(1)
  })

  it('opens from a launcher wired to its panel by the Popover API, which exposes the expanded state', async () => {
    await renderWidget()
    const launcher = screen.getByRole('button', {name: 'Une question ?'})
    expect(launcher).toHaveAttribute('popovertarget', screen.getByRole('dialog', {name: 'Assistant Acme'}).id)
    // HTML forbids aria-expanded beside popovertarget (the W3C checker's error): the browser states it.
    expect(launcher).not.toHaveAttribute('aria-expanded')
  })

  it('says in its header, and as the dialog’s description, that an automated assistant answers (AI Act)', async () => {
    await renderWidget()
    const dialog = screen.getByRole('dialog', {name: 'Assistant Acme'})
    expect(dialog).toHaveAccessibleDescription(settings.disclosure)
    expect(screen.getByRole('heading', {level: 2, name: 'Assistant Acme'}).nextElementSibling).toHaveTextContent(
      settings.disclosure,
    )
  })

  it('says it is automated before its settings arrive, and when they cannot be read', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(503, {error: 'indisponible'}))
    render(
      <SWRConfig value={{provider: () => new Map(), shouldRetryOnError: false}}>
        <AssistantWidget brandName="Acme" />
      </SWRConfig>,
    )
    expect(screen.getByRole('dialog', {name: 'Assistant Acme'})).toHaveAccessibleDescription(DEFAULT_DISCLOSURE)
    await waitFor(() => expect(calls(ASSISTANT_ENDPOINTS.settings)).toHaveLength(1))
    expect(screen.getByRole('dialog', {name: 'Assistant Acme'})).toHaveAccessibleDescription(DEFAULT_DISCLOSURE)
  })

  it('opens on each request of the page, the focus in the question’s field (src/assistant/loader/ChatLoader.tsx)', async () => {
    const shown = new Set<HTMLElement>()
    const showPopover = jest.fn(function (this: HTMLElement) {
      shown.add(this)
      this.dispatchEvent(Object.assign(new Event('toggle'), {newState: 'open'}))
    })
    HTMLElement.prototype.showPopover = showPopover
    // jsdom has no popover state: the panel is open once shown.
    const {matches} = HTMLElement.prototype
    const popoverState = jest.spyOn(HTMLElement.prototype, 'matches').mockImplementation(function (
      this: HTMLElement,
      selector: string,
    ) {
      return selector === ':popover-open' ? shown.has(this) : matches.call(this, selector)
    })
    const page = (openRequests: number) => (
      <SWRConfig value={{provider: () => new Map()}}>
        <AssistantWidget brandName="Acme" openRequests={openRequests} />
      </SWRConfig>
    )
    const {rerender} = render(page(0))
    await screen.findByText(settings.greeting)
    expect(showPopover).not.toHaveBeenCalled()

    rerender(page(1))
    expect(showPopover).toHaveBeenCalledTimes(1)
    expect(showPopover.mock.contexts[0]).toBe(screen.getByRole('dialog', {name: 'Assistant Acme'}))
    expect(input()).toHaveFocus()

    // Already open: the focus goes back to the field.
    act(() => screen.getByRole('button', {name: HANDOVER_LABEL}).focus())
    rerender(page(2))
    expect(showPopover).toHaveBeenCalledTimes(1)
    expect(input()).toHaveFocus()
    popoverState.mockRestore()
  })

  it('puts focus in the question’s field when it opens', async () => {
    await renderWidget()
    const dialog = screen.getByRole('dialog', {name: 'Assistant Acme'})
    act(() => {
      dialog.dispatchEvent(Object.assign(new Event('toggle'), {newState: 'open'}))
    })
    expect(input()).toHaveFocus()
  })

  it('counts the characters typed against the limit, and does not send an empty question', async () => {
    const {user} = await renderWidget()
    await user.type(input(), 'Bonjour')
    expect(input()).toHaveAccessibleDescription('7 sur 500 caractères')
    await user.clear(input())
    await user.type(input(), '   ')
    await user.keyboard('{Enter}')
    expect(screen.getByRole('alert')).toHaveTextContent(REQUEST_MESSAGES.questionMissing)
    expect(input()).toHaveAttribute('aria-invalid', 'true')
    expect(calls(ASSISTANT_ENDPOINTS.ask)).toHaveLength(0)
  })

  it('shows the answer as it streams while the log is busy, then announces it whole with its sources', async () => {
    const stream = eventStream()
    onAsk = () => stream.response
    const {user} = await renderWidget()
    await ask(user, 'vous hébergez les données où ?')

    expect(within(log()).getByText('vous hébergez les données où ?')).toBeInTheDocument()
    expect(input()).toHaveValue('')
    expect(log()).toHaveAttribute('aria-busy', 'true')
    expect(within(log()).getByText(WRITING_LABEL)).toBeInTheDocument()
    expect(askedBodies()).toEqual([{question: 'vous hébergez les données où ?', history: []}])

    await act(async () => stream.send('delta', {text: 'Les données sont hébergées'}))
    expect(await within(log()).findByText('Les données sont hébergées')).toBeInTheDocument()
    expect(log()).toHaveAttribute('aria-busy', 'true')

    await act(async () => {
      stream.send('delta', {text: ' en France.\n\nNos serveurs sont certifiés HDS.'})
      stream.send('done', hosting)
    })
    await waitFor(() => expect(log()).toHaveAttribute('aria-busy', 'false'))
    expect(within(log()).getByText('Les données sont hébergées en France.')).toBeInTheDocument()
    expect(within(log()).getByText('Nos serveurs sont certifiés HDS.')).toBeInTheDocument()
    expect(within(log()).getByRole('link', {name: 'Sécurité et hébergement'})).toHaveAttribute(
      'href',
      '/solution/securite#hebergement',
    )
    expect(within(log()).getByRole('link', {name: 'FAQ : où sont hébergées les données ?'})).toHaveAttribute(
      'href',
      '/ressources/faq#hebergement',
    )
    expect(within(log()).getByRole('group', {name: FEEDBACK_QUESTION})).toBeInTheDocument()
    // The suggestions are for an empty conversation.
    expect(screen.queryByRole('list', {name: 'Questions suggérées'})).toBeNull()
  })

  it('asks a suggested question in one click, then sends the conversation so far with the next one', async () => {
    const {user} = await renderWidget()
    await user.click(await screen.findByRole('button', {name: settings.suggestedQuestions[0]}))
    expect(input()).toHaveFocus()
    await within(log()).findByRole('link', {name: 'Sécurité et hébergement'})

    await ask(user, 'Et les sauvegardes ?')
    await waitFor(() => expect(within(log()).getAllByRole('group', {name: FEEDBACK_QUESTION})).toHaveLength(2))
    expect(askedBodies()[1]).toEqual({
      question: 'Et les sauvegardes ?',
      history: [
        {role: 'user', content: settings.suggestedQuestions[0]},
        {role: 'assistant', content: hosting.answer},
      ],
    })
  })

  it('offers a person after a question it could not answer, and opens the handover form in the panel', async () => {
    onAsk = () => answerStream(refusal)
    const {user} = await renderWidget()
    await ask(user, 'c’est quoi la recette des crêpes')
    expect(await within(log()).findByText(refusal.answer)).toBeInTheDocument()
    await user.click(within(log()).getByRole('button', {name: 'parler à un conseiller'}))
    expect(await screen.findByRole('heading', {name: 'Parler à un conseiller'})).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('textbox', {name: 'Prénom'})).toHaveFocus())
    expect(screen.queryByRole('log')).toBeNull()

    await user.click(screen.getByRole('button', {name: 'Retour à la conversation'}))
    expect(within(log()).getByText(refusal.answer)).toBeInTheDocument()
    await waitFor(() => expect(input()).toHaveFocus())
  })

  it('asks one of the close questions a refusal suggests in one click', async () => {
    onAsk = () => answerStream(refusal)
    const {user} = await renderWidget()
    await ask(user, 'ou sont les serveur')
    const close = await within(log()).findByRole('list', {name: 'Questions proches'})
    onAsk = () => answerStream(hosting)
    await user.click(within(close).getByRole('button', {name: 'Où sont hébergées vos données ?'}))
    expect(await within(log()).findByRole('link', {name: 'Sécurité et hébergement'})).toBeInTheDocument()
    expect(askedBodies()[1]).toEqual({
      question: 'Où sont hébergées vos données ?',
      history: [
        {role: 'user', content: 'ou sont les serveur'},
        {role: 'assistant', content: refusal.answer},
      ],
    })
  })

  it('says clearly when the network fails, and sends the question again on retry', async () => {
    onAsk = async () => {
      throw new TypeError('Failed to fetch')
    }
    const {user} = await renderWidget()
    await ask(user, 'vous hébergez les données où ?')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(NETWORK_MESSAGE)
    expect(log()).toHaveAttribute('aria-busy', 'false')
    // Not sent again behind the visitor's back.
    expect(calls(ASSISTANT_ENDPOINTS.ask)).toHaveLength(1)

    onAsk = () => answerStream(hosting)
    await user.click(within(alert).getByRole('button', {name: 'Réessayer'}))
    expect(await within(log()).findByRole('link', {name: 'Sécurité et hébergement'})).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(askedBodies()).toEqual([
      {question: 'vous hébergez les données où ?', history: []},
      {question: 'vous hébergez les données où ?', history: []},
    ])
  })

  it('counts a yes once, marks it and thanks; a vote that did not arrive can be sent again', async () => {
    onFeedback = async () => {
      throw new TypeError('Failed to fetch')
    }
    const {user} = await renderWidget()
    await ask(user, 'vous hébergez les données où ?')
    const feedback = await within(log()).findByRole('group', {name: FEEDBACK_QUESTION})
    await user.click(within(feedback).getByRole('button', {name: 'Oui'}))
    expect(await within(feedback).findByText(FEEDBACK_FAILED)).toBeInTheDocument()
    expect(within(feedback).getByRole('button', {name: 'Oui'})).toHaveAttribute('aria-pressed', 'false')

    onFeedback = () => jsonResponse(204, null)
    await user.click(within(feedback).getByRole('button', {name: 'Oui'}))
    expect(await within(feedback).findByText(FEEDBACK_THANKS)).toBeInTheDocument()
    expect(within(feedback).getByRole('button', {name: 'Oui'})).toHaveAttribute('aria-pressed', 'true')
    await user.click(within(feedback).getByRole('button', {name: 'Non'}))
    const votes = calls(ASSISTANT_ENDPOINTS.feedback).map(([, init]) => JSON.parse(String(init?.body)))
    expect(votes).toEqual([
      {answerId: hosting.answerId, helpful: true},
      {answerId: hosting.answerId, helpful: true},
    ])
  })

  it('keeps the conversation over a reload of the page, and “Nouvelle conversation” clears it', async () => {
    const first = await renderWidget()
    await ask(first.user, 'vous hébergez les données où ?')
    await within(log()).findByRole('link', {name: 'Sécurité et hébergement'})
    await first.user.click(within(log()).getByRole('button', {name: 'Oui'}))
    await within(log()).findByText(FEEDBACK_THANKS)
    first.unmount()

    const {user} = await renderWidget()
    expect(within(log()).getByText('vous hébergez les données où ?')).toBeInTheDocument()
    expect(within(log()).getByRole('link', {name: 'Sécurité et hébergement'})).toBeInTheDocument()
    // The verdict given is not asked again.
    expect(within(log()).getByRole('button', {name: 'Oui'})).toHaveAttribute('aria-pressed', 'true')

    await user.click(screen.getByRole('button', {name: 'Nouvelle conversation'}))
    expect(within(log()).queryByText('vous hébergez les données où ?')).toBeNull()
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull()
    expect(input()).toHaveFocus()
    expect(await screen.findByRole('list', {name: 'Questions suggérées'})).toBeInTheDocument()
  })

  it('offers again a question a reload left unanswered, without sending it on its own', async () => {
    const stored: Turn[] = [{role: 'user', content: 'vous hébergez les données où ?'}]
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stored))
    const {user} = await renderWidget()
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent(INTERRUPTED_MESSAGE)
    expect(calls(ASSISTANT_ENDPOINTS.ask)).toHaveLength(0)
    await user.click(within(alert).getByRole('button', {name: 'Réessayer'}))
    expect(await within(log()).findByRole('link', {name: 'Sécurité et hébergement'})).toBeInTheDocument()
    expect(askedBodies()).toEqual([{question: 'vous hébergez les données où ?', history: []}])
  })
})
