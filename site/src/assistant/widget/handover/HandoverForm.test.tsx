import {formEndpoints} from '@parlia/schemas/formEndpoints'
import {act, render, screen, waitFor, within} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {SWRConfig} from 'swr'

import {publicCaptcha} from '../../../platform/env/publicCaptcha'
import {CAPTCHA_SCRIPT_URL} from '../../../leads/forms/Captcha'
import {SENDING_LABEL} from '../../../leads/forms/LeadFormView'
import {
  CAPTCHA_PENDING_MESSAGE,
  IDEMPOTENCY_HEADER,
  MIN_FILL_TIME_MS,
  NETWORK_ERROR_MESSAGE,
  type SubmissionEnvelope,
} from '../../../leads/forms/submission'
import type {Turn} from '../conversation'
import {jsonResponse} from '../fakeApi'
import {transcriptMessage} from '../transcript'
import HandoverForm from './HandoverForm'
import {useHandoverPost} from './post'

const turns: Turn[] = [
  {role: 'user', content: 'c’est quoi la recette des crêpes'},
  {
    role: 'assistant',
    content: 'Je ne trouve pas la réponse sur notre site.',
    sources: [],
    handover: true,
    answerId: 'refusal:offTopic',
    suggestions: [],
  },
]

let clock = 1_760_000_000_000
let fetchMock: jest.Mock<Promise<Response>, [string, RequestInit?]>

beforeEach(() => {
  clock = 1_760_000_000_000
  jest.spyOn(Date, 'now').mockImplementation(() => clock)
  fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => jsonResponse(201, {id: 'lead-1'}))
  global.fetch = fetchMock as unknown as typeof fetch
})
afterEach(() => {
  jest.restoreAllMocks()
  publicCaptcha.siteKey = null
})

/** The form as the widget mounts it, sending through the widget's mutation. */
function Handover({
  openingHours,
  onBack,
  copyOffered = true,
}: {
  openingHours: string
  onBack: () => void
  copyOffered?: boolean
}) {
  const {trigger, isMutating} = useHandoverPost()
  return (
    <HandoverForm
      turns={turns}
      openingHours={openingHours}
      copyOffered={copyOffered}
      onBack={onBack}
      post={trigger}
      sending={isMutating}
    />
  )
}

function renderForm({copyOffered = true} = {}) {
  const onBack = jest.fn()
  const user = userEvent.setup()
  render(
    <SWRConfig value={{provider: () => new Map()}}>
      <Handover openingHours="réponse sous un jour ouvré" onBack={onBack} copyOffered={copyOffered} />
    </SWRConfig>,
  )
  // The visitor takes longer than the minimum fill time.
  clock += MIN_FILL_TIME_MS + 1
  return {user, onBack}
}

const sentEnvelope = (call = 0): SubmissionEnvelope => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body))
const sentKey = (call = 0) => (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string>)[IDEMPOTENCY_HEADER]
const send = () => screen.getByRole('button', {name: 'Envoyer ma demande'})

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', {name: 'Prénom'}), ' Claire ')
  await user.type(screen.getByRole('textbox', {name: 'Nom'}), 'Martin')
  await user.type(screen.getByRole('textbox', {name: 'Adresse mail professionnelle'}), 'claire.martin@chu-valbonne.fr')
}

describe('the handover form', () => {
  it('asks for the contact form’s fields but its message, focusing the first, and states why and what happens', () => {
    renderForm()
    const form = screen.getByRole('form', {name: 'Parler à un conseiller'})
    expect(
      within(form)
        .getAllByRole('textbox')
        .map((field) => field.getAttribute('name')),
    ).toEqual(['firstName', 'lastName', 'email', 'phoneNumber'])
    expect(screen.getByRole('textbox', {name: 'Prénom'})).toHaveFocus()
    expect(screen.getByRole('textbox', {name: 'Téléphone'})).not.toHaveAttribute('aria-required')
    expect(form).toHaveTextContent('un conseiller vous répondra par e-mail (réponse sous un jour ouvré)')
    expect(within(form).getByRole('link', {name: 'politique de confidentialité'})).toBeInTheDocument()
    expect(
      screen.getByRole('checkbox', {name: 'Recevoir une copie de cette conversation par e-mail'}),
    ).toHaveAccessibleDescription(
      expect.stringMatching(/^En cochant cette case, vous nous demandez d’envoyer la conversation/),
    )
  })

  it('refuses an empty or personal address with the contact form’s messages, under the fields, the first one focused', async () => {
    const {user} = renderForm()
    await user.click(send())
    expect(screen.getByRole('textbox', {name: 'Prénom'})).toHaveAccessibleDescription('Un prénom est requis.')
    expect(screen.getByRole('textbox', {name: 'Nom'})).toHaveAccessibleDescription('Un nom est requis.')
    expect(screen.getByRole('textbox', {name: 'Adresse mail professionnelle'})).toHaveAccessibleDescription(
      expect.stringContaining('Une adresse mail professionnelle requise.'),
    )
    await waitFor(() => expect(screen.getByRole('textbox', {name: 'Prénom'})).toHaveFocus())

    await fillIn(user)
    await user.clear(screen.getByRole('textbox', {name: 'Adresse mail professionnelle'}))
    await user.type(screen.getByRole('textbox', {name: 'Adresse mail professionnelle'}), 'claire@gmail.com')
    await user.click(send())
    await waitFor(() => expect(screen.getByRole('textbox', {name: 'Adresse mail professionnelle'})).toHaveFocus())
    expect(screen.getByRole('textbox', {name: 'Adresse mail professionnelle'})).toHaveAccessibleDescription(
      expect.stringContaining('les messageries personnelles ne sont pas acceptées'),
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends the contact form’s envelope with the conversation as its message, then confirms with the opening hours', async () => {
    const {user} = renderForm()
    const started = clock - MIN_FILL_TIME_MS - 1
    await fillIn(user)
    await user.click(send())
    const confirmation = await screen.findByRole('status')
    expect(confirmation).toHaveTextContent(
      'Merci Claire, votre demande et la conversation sont transmises à un conseiller, qui vous répondra par e-mail (réponse sous un jour ouvré).',
    )
    await waitFor(() => expect(screen.getByRole('heading', {name: 'Demande envoyée'}).parentElement).toHaveFocus())
    expect(fetchMock.mock.calls[0]?.[0]).toBe(formEndpoints.contact)
    expect(sentKey()).toMatch(/^[0-9a-f-]{36}$/)
    expect(sentEnvelope()).toEqual({
      values: {
        firstName: 'Claire',
        lastName: 'Martin',
        email: 'claire.martin@chu-valbonne.fr',
        phoneNumber: '',
        message: transcriptMessage(turns, 5000),
      },
      website: '',
      startedAt: started,
    })
  })

  it('asks for the copy by e-mail when the visitor ticks it, and says it is on its way when the server sends it', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(201, {id: 'lead-1', copy: true}))
    const {user} = renderForm()
    await fillIn(user)
    await user.click(screen.getByRole('checkbox', {name: 'Recevoir une copie de cette conversation par e-mail'}))
    await user.click(send())
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Une copie de la conversation vous est envoyée à la même adresse.',
    )
    expect(sentEnvelope().sendCopy).toBe(true)
  })

  it('promises no copy the server does not send (its captcha unverified)', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(201, {id: 'lead-1', copy: false}))
    const {user} = renderForm()
    await fillIn(user)
    await user.click(screen.getByRole('checkbox', {name: 'Recevoir une copie de cette conversation par e-mail'}))
    await user.click(send())
    expect(await screen.findByRole('status')).toHaveTextContent(/transmises à un conseiller/u)
    expect(screen.getByRole('status')).not.toHaveTextContent(/copie/u)
  })

  it('offers no copy when the site may not send one (mail leaves the machine and no captcha checks the visitor)', () => {
    renderForm({copyOffered: false})
    expect(screen.getByRole('textbox', {name: 'Prénom'})).toBeInTheDocument()
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
  })

  it('waits out the minimum fill time rather than being refused as a robot', async () => {
    const user = userEvent.setup({advanceTimers: jest.advanceTimersByTime})
    jest.useFakeTimers()
    render(
      <SWRConfig value={{provider: () => new Map()}}>
        <Handover openingHours="" onBack={jest.fn()} />
      </SWRConfig>,
    )
    await fillIn(user)
    await user.click(send())
    expect(fetchMock).not.toHaveBeenCalled()
    // Busy meanwhile: a second click sends nothing more.
    await user.click(screen.getByRole('button', {name: SENDING_LABEL}))
    clock += MIN_FILL_TIME_MS
    await act(async () => jest.advanceTimersByTime(MIN_FILL_TIME_MS))
    jest.useRealTimers()
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(await screen.findByRole('status')).toHaveTextContent('Merci Claire')
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('shows the server’s messages under their fields, and after a network failure sends the same request under the same key', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        error: 'Certains champs sont invalides.',
        fields: {email: 'Saisissez une adresse mail valide, par exemple prenom.nom@entreprise.fr.'},
      }),
    )
    const {user} = renderForm()
    await fillIn(user)
    await user.click(send())
    await waitFor(() =>
      expect(screen.getByRole('textbox', {name: 'Adresse mail professionnelle'})).toHaveAccessibleDescription(
        expect.stringContaining('Saisissez une adresse mail valide'),
      ),
    )

    // postSubmission retries a lost request once on its own, then the visitor does.
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await user.click(send())
    expect(await screen.findByText(NETWORK_ERROR_MESSAGE)).toBeInTheDocument()
    expect(screen.getByRole('textbox', {name: 'Prénom'})).toHaveValue(' Claire ')
    await user.click(send())
    expect(await screen.findByRole('status')).toHaveTextContent('Merci Claire')
    expect(new Set([1, 2, 3].map(sentKey)).size).toBe(1)
  })

  it('draws the captcha when the site has one, and waits for its token', async () => {
    publicCaptcha.siteKey = 'site-key'
    let deliver: (token: string) => void = () => undefined
    window.turnstile = {
      render: (_container, options) => {
        deliver = options.callback
        return 'widget-1'
      },
      remove: jest.fn(),
    }
    const {user} = renderForm()
    const script = document.querySelector<HTMLScriptElement>(`script[src="${CAPTCHA_SCRIPT_URL}"]`)
    await act(async () => script?.dispatchEvent(new Event('load')))
    await fillIn(user)
    await user.click(send())
    expect(await screen.findByText(CAPTCHA_PENDING_MESSAGE)).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()

    act(() => deliver('captcha-token'))
    await user.click(send())
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(sentEnvelope().captchaToken).toBe('captcha-token')
  })

  it('goes back to the conversation', async () => {
    const {user, onBack} = renderForm()
    await user.click(screen.getByRole('button', {name: 'Retour à la conversation'}))
    expect(onBack).toHaveBeenCalled()
  })
})
