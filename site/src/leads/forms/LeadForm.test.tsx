import {routes} from '@parlia/schemas/routes'
import {formEndpoints} from '@parlia/schemas/formEndpoints'
import {act, fireEvent, render, screen, waitFor, within} from '@testing-library/react'
import {Profiler} from 'react'
import userEvent from '@testing-library/user-event'

import {publicCaptcha} from '../../platform/env/publicCaptcha'
import {CAPTCHA_SCRIPT_URL} from './Captcha'
import {LeadForm, type LeadFormProps} from './LeadForm'
import {REQUIRED_FIELDS_SENTENCE, SENDING_LABEL} from './LeadFormView'
import {
  CAPTCHA_PENDING_MESSAGE,
  IDEMPOTENCY_HEADER,
  MIN_FILL_TIME_MS,
  NETWORK_ERROR_MESSAGE,
  type SubmissionEnvelope,
} from './submission'

const fakeResponse = (status: number, body: unknown) => ({status, json: async () => body}) as Response

let clock = 1_760_000_000_000
let fetchMock: jest.Mock<Promise<Response>, Parameters<typeof fetch>>

beforeEach(() => {
  clock = 1_760_000_000_000
  jest.spyOn(Date, 'now').mockImplementation(() => clock)
  fetchMock = jest.fn().mockResolvedValue(fakeResponse(201, {id: 'lead-1'}))
  global.fetch = fetchMock
})

afterEach(() => {
  jest.restoreAllMocks()
  publicCaptcha.siteKey = null
})

function renderForm(props: Partial<LeadFormProps> = {}) {
  const onCreated = jest.fn()
  const user = userEvent.setup()
  render(
    <LeadForm
      kind="contact"
      id="contact"
      submitLabel="Envoyer"
      purpose="Pour vous répondre."
      onCreated={onCreated}
      {...props}
    />,
  )
  // The visitor takes longer than the minimum fill time.
  clock += MIN_FILL_TIME_MS + 1
  return {user, onCreated}
}

const sentEnvelope = (call = 0): SubmissionEnvelope => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body))
const sentKey = (call = 0) => (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string>)[IDEMPOTENCY_HEADER]

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Prénom/), '  Claire ')
  await user.type(screen.getByLabelText(/^Nom/), 'Martin')
  await user.type(screen.getByLabelText(/^Adresse mail professionnelle/), 'claire.martin@chu-valbonne.fr')
  await user.type(screen.getByLabelText(/^Message/), 'Bonjour, parlons de notre projet.')
}

describe('LeadForm', () => {
  it('labels every field, marks the required ones and explains the asterisk', () => {
    renderForm()
    expect(screen.getByText(REQUIRED_FIELDS_SENTENCE)).toBeInTheDocument()
    expect(REQUIRED_FIELDS_SENTENCE).toBe(
      'Les champs marqués d’un astérisque sont obligatoires. À défaut, le traitement de votre demande pourrait être limité.',
    )
    for (const label of ['Prénom', 'Nom', 'Adresse mail professionnelle', 'Message']) {
      const input = screen.getByLabelText(`${label} *`)
      expect(input).toHaveAttribute('aria-required', 'true')
    }
    const phone = screen.getByLabelText('Téléphone')
    expect(phone).not.toHaveAttribute('aria-required')
    expect(phone).toHaveAttribute('type', 'tel')
    expect(screen.getByLabelText(/^Adresse mail/)).toHaveAttribute('autocomplete', 'email')
    expect(screen.getByLabelText(/^Message/).tagName).toBe('TEXTAREA')
    expect(screen.getByLabelText(/^Message/)).toHaveAttribute('rows', '4')
  })

  it('states the purpose, links the privacy policy and says the service is for adults', () => {
    renderForm()
    expect(screen.getByText(/Pour vous répondre\./)).toBeInTheDocument()
    expect(screen.getByRole('link', {name: 'politique de confidentialité'})).toHaveAttribute(
      'href',
      routes.privacyPolicy,
    )
    expect(screen.getByText('Ce service est réservé aux personnes âgées de 18 ans ou plus.')).toBeInTheDocument()
  })

  it('on an empty submit shows the four messages under their fields, linked, and focuses the first', async () => {
    const {user, onCreated} = renderForm()
    await user.click(screen.getByRole('button', {name: 'Envoyer'}))
    const expected = {
      'Prénom *': 'Un prénom est requis.',
      'Nom *': 'Un nom est requis.',
      'Adresse mail professionnelle *': 'Une adresse mail professionnelle requise.',
      'Message *': 'Un message est requis.',
    }
    for (const [label, message] of Object.entries(expected)) {
      const input = await screen.findByLabelText(label)
      expect(input).toHaveAttribute('aria-invalid', 'true')
      expect(input).toHaveAccessibleDescription(expect.stringContaining(message))
      // Under its field: the message follows the control in the field's block.
      const error = screen.getByText(message)
      expect(input.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
      expect(error.parentElement).toBe(input.parentElement)
    }
    expect(screen.getByLabelText('Téléphone')).not.toHaveAttribute('aria-invalid')
    expect(screen.getByLabelText('Prénom *')).toHaveFocus()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(onCreated).not.toHaveBeenCalled()
  })

  it('answers a submit with errors within the submit event itself, in one rendering', () => {
    let renders = 0
    render(
      <Profiler id="form" onRender={() => (renders += 1)}>
        <LeadForm
          kind="contact"
          id="contact"
          submitLabel="Envoyer"
          purpose="Pour vous répondre."
          onCreated={jest.fn()}
        />
      </Profiler>,
    )
    const before = renders
    // Synchronously, as a tap on a phone: no promise of the validation is awaited before the errors show.
    act(() => {
      fireEvent.submit(screen.getByRole('button', {name: 'Envoyer'}).closest('form')!)
    })
    expect(screen.getByLabelText('Prénom *')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Prénom *')).toHaveFocus()
    expect(renders - before).toBe(1)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('focuses the first invalid field in the form’s order', async () => {
    const {user} = renderForm()
    await fillContact(user)
    await user.clear(screen.getByLabelText(/^Adresse mail/))
    await user.type(screen.getByLabelText(/^Adresse mail/), 'claire@gmail.com')
    await user.type(screen.getByLabelText('Téléphone'), '12')
    await user.click(screen.getByRole('button', {name: 'Envoyer'}))
    await waitFor(() => expect(screen.getByLabelText(/^Adresse mail/)).toHaveFocus())
    expect(screen.getByLabelText(/^Adresse mail/)).toHaveAccessibleDescription(
      expect.stringMatching(/messageries personnelles/),
    )
    expect(screen.getByLabelText('Téléphone')).toHaveAttribute('aria-invalid', 'true')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('validates on submit only, then as the visitor corrects', async () => {
    const {user} = renderForm()
    await user.type(screen.getByLabelText('Téléphone'), '12')
    await user.tab()
    expect(screen.queryByText(/numéro de téléphone valide/)).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', {name: 'Envoyer'}))
    expect(await screen.findByText(/numéro de téléphone valide/)).toBeInTheDocument()
    await user.type(screen.getByLabelText('Prénom *'), 'Claire')
    await waitFor(() => expect(screen.queryByText('Un prénom est requis.')).not.toBeInTheDocument())
  })

  it('sends the trimmed name→value map with the honeypot, the start time and a key, then hands over', async () => {
    const {user, onCreated} = renderForm()
    const started = clock - MIN_FILL_TIME_MS - 1
    await fillContact(user)
    await user.click(screen.getByRole('button', {name: 'Envoyer'}))
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1))
    const values = {
      firstName: 'Claire',
      lastName: 'Martin',
      email: 'claire.martin@chu-valbonne.fr',
      phoneNumber: '',
      message: 'Bonjour, parlons de notre projet.',
    }
    expect(onCreated).toHaveBeenCalledWith(values)
    expect(fetchMock.mock.calls[0]?.[0]).toBe(formEndpoints.contact)
    expect(sentEnvelope()).toEqual({values, website: '', startedAt: started})
    expect(sentKey()).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('keeps the honeypot out of sight, of the tab order and of the accessibility tree', () => {
    renderForm()
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')
    expect(honeypot).toHaveAttribute('tabindex', '-1')
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(screen.queryByRole('textbox', {name: /remplir/})).not.toBeInTheDocument()
  })

  it('cannot send twice: the button shows progress while the first request is pending', async () => {
    let answer: (response: Response) => void = () => undefined
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    const {user, onCreated} = renderForm()
    await fillContact(user)
    const button = screen.getByRole('button', {name: 'Envoyer'})
    await user.click(button)
    await waitFor(() => expect(button).toHaveTextContent(SENDING_LABEL))
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('status')).toHaveTextContent(SENDING_LABEL)
    await user.click(button)
    await user.type(screen.getByLabelText(/^Message/), '{Enter}')
    await user.click(button)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await act(async () => answer(fakeResponse(201, {id: 'lead-1'})))
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1))
    // Stored: the form stays busy until the confirmation page replaces it.
    await user.click(button)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(button).toHaveTextContent(SENDING_LABEL)
  })

  it('shows the field messages of a server 400 under their fields and focuses the first', async () => {
    fetchMock.mockResolvedValueOnce(
      fakeResponse(400, {
        error: 'Certains champs sont invalides.',
        fields: {lastName: 'Ce nom est refusé.', email: 'Domaine inconnu.'},
      }),
    )
    const {user, onCreated} = renderForm()
    await fillContact(user)
    await user.click(screen.getByRole('button', {name: 'Envoyer'}))
    const lastName = screen.getByLabelText('Nom *')
    await waitFor(() => expect(lastName).toHaveFocus())
    expect(lastName).toHaveAttribute('aria-invalid', 'true')
    expect(lastName).toHaveAccessibleDescription('Ce nom est refusé.')
    expect(screen.getByLabelText(/^Adresse mail/)).toHaveAccessibleDescription(
      expect.stringContaining('Domaine inconnu.'),
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Certains champs sont invalides.')
    expect(onCreated).not.toHaveBeenCalled()
    expect(screen.getByRole('button', {name: 'Envoyer'})).not.toHaveAttribute('aria-disabled')
  })

  it('on any other failure says why in an alert, keeps the values and retries under the same key', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline')).mockRejectedValueOnce(new TypeError('offline'))
    const {user, onCreated} = renderForm()
    await fillContact(user)
    await user.click(screen.getByRole('button', {name: 'Envoyer'}))
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE)
    expect(screen.getByLabelText('Nom *')).toHaveValue('Martin')
    expect(onCreated).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', {name: 'Envoyer'}))
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1))
    expect(fetchMock).toHaveBeenCalledTimes(3)
    expect(new Set([sentKey(0), sentKey(1), sentKey(2)]).size).toBe(1)
    expect(screen.getByRole('alert')).toHaveTextContent('')
  })

  it('uses a new key once the values have changed', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse(503, {error: 'Service indisponible.'}))
    const {user} = renderForm()
    await fillContact(user)
    await user.click(screen.getByRole('button', {name: 'Envoyer'}))
    expect(await screen.findByRole('alert')).toHaveTextContent('Service indisponible.')
    await user.type(screen.getByLabelText('Téléphone'), '0472000000')
    await user.click(screen.getByRole('button', {name: 'Envoyer'}))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    expect(sentKey(1)).not.toBe(sentKey(0))
  })

  it('waits out the minimum fill time when the browser filled the form at once', async () => {
    const onCreated = jest.fn()
    const user = userEvent.setup()
    render(<LeadForm kind="contact" id="contact" submitLabel="Envoyer" purpose="." onCreated={onCreated} />)
    await fillContact(user)
    jest.useFakeTimers({doNotFake: ['Date']})
    try {
      await act(async () => screen.getByRole('button', {name: 'Envoyer'}).click())
      await act(async () => jest.advanceTimersByTime(MIN_FILL_TIME_MS - 100))
      expect(fetchMock).not.toHaveBeenCalled()
      await act(async () => jest.advanceTimersByTime(200))
      expect(fetchMock).toHaveBeenCalledTimes(1)
    } finally {
      jest.useRealTimers()
    }
  })

  it('sends a hidden field’s value, and shows its error in the alert', async () => {
    const user = userEvent.setup()
    const onCreated = jest.fn()
    render(
      <LeadForm
        kind="contentRequest"
        id="demande"
        submitLabel="Recevoir"
        purpose="."
        hiddenValues={{resource: 'post-x'}}
        onCreated={onCreated}
      />,
    )
    clock += MIN_FILL_TIME_MS + 1
    await user.type(screen.getByLabelText('Prénom *'), 'Claire')
    await user.type(screen.getByLabelText('Nom *'), 'Martin')
    await user.type(screen.getByLabelText(/^Adresse mail/), 'claire@chu-valbonne.fr')
    await user.type(screen.getByLabelText(/^Entreprise/), 'CHU de Valbonne')
    await user.type(screen.getByLabelText(/^Fonction/), 'Responsable du support')
    await user.click(screen.getByRole('button', {name: 'Recevoir'}))
    expect(await screen.findByRole('alert')).toHaveTextContent('La ressource demandée est inconnue.')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends the hidden values it is given, an estimate with its resource', async () => {
    const user = userEvent.setup()
    const onCreated = jest.fn()
    const estimate = 'demandes=2000&part=40&minutes=6&cout=35'
    render(
      <LeadForm
        kind="contentRequest"
        id="demande"
        submitLabel="Recevoir"
        purpose="."
        hiddenValues={{resource: 'savingsCalculatorPage', estimate}}
        onCreated={onCreated}
      />,
    )
    clock += MIN_FILL_TIME_MS + 1
    // Hidden: the visitor neither sees nor types it.
    expect(screen.queryByLabelText(/^Estimation/)).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('Prénom *'), 'Claire')
    await user.type(screen.getByLabelText('Nom *'), 'Martin')
    await user.type(screen.getByLabelText(/^Adresse mail/), 'claire@chu-valbonne.fr')
    await user.type(screen.getByLabelText(/^Entreprise/), 'CHU de Valbonne')
    await user.type(screen.getByLabelText(/^Fonction/), 'Responsable du support')
    await user.click(screen.getByRole('button', {name: 'Recevoir'}))
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1))
    expect(fetchMock.mock.calls[0]?.[0]).toBe(formEndpoints.contentRequest)
    expect(sentEnvelope().values).toEqual({
      firstName: 'Claire',
      lastName: 'Martin',
      email: 'claire@chu-valbonne.fr',
      company: 'CHU de Valbonne',
      jobTitle: 'Responsable du support',
      resource: 'savingsCalculatorPage',
      estimate,
    })
  })

  it('shows a server’s message on the hidden estimate in the alert', async () => {
    const message = 'L’estimation à envoyer est incomplète ou hors des limites du calculateur.'
    fetchMock.mockResolvedValueOnce(
      fakeResponse(400, {error: 'Certains champs sont à corriger.', fields: {estimate: message}}),
    )
    const user = userEvent.setup()
    render(
      <LeadForm
        kind="contentRequest"
        id="demande"
        submitLabel="Recevoir"
        purpose="."
        hiddenValues={{resource: 'savingsCalculatorPage', estimate: 'demandes=0&part=40&minutes=6&cout=35'}}
        onCreated={jest.fn()}
      />,
    )
    clock += MIN_FILL_TIME_MS + 1
    await user.type(screen.getByLabelText('Prénom *'), 'Claire')
    await user.type(screen.getByLabelText('Nom *'), 'Martin')
    await user.type(screen.getByLabelText(/^Adresse mail/), 'claire@chu-valbonne.fr')
    await user.type(screen.getByLabelText(/^Entreprise/), 'CHU de Valbonne')
    await user.type(screen.getByLabelText(/^Fonction/), 'Responsable du support')
    await user.click(screen.getByRole('button', {name: 'Recevoir'}))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message))
  })

  it('renders a select per list, with a prompt and the options', () => {
    renderForm({kind: 'demo', id: 'demo'})
    const sector = screen.getByLabelText('Type d’organisation *')
    expect(
      within(sector)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choisissez dans la liste',
      'Entreprise',
      'Administration publique',
      'Établissement de santé',
      'Enseignement supérieur',
      'Éditeur de logiciel',
      'Infogéreur',
    ])
    expect(screen.getByLabelText('Effectif *')).toBeInTheDocument()
  })

  describe('captcha', () => {
    it('loads nothing third-party without a site key', () => {
      renderForm()
      expect(document.querySelector(`script[src="${CAPTCHA_SCRIPT_URL}"]`)).toBeNull()
    })

    it('with a site key, draws the widget and sends its token', async () => {
      publicCaptcha.siteKey = 'site-key'
      let deliver: (token: string) => void = () => undefined
      const renderWidget = jest.fn(
        (_container: HTMLElement, options: {sitekey: string; callback: (token: string) => void}) => {
          deliver = options.callback
          return 'widget-1'
        },
      )
      window.turnstile = {render: renderWidget, remove: jest.fn()}
      const {user} = renderForm()
      const script = document.querySelector<HTMLScriptElement>(`script[src="${CAPTCHA_SCRIPT_URL}"]`)
      expect(script).not.toBeNull()
      await act(async () => script?.dispatchEvent(new Event('load')))
      expect(renderWidget).toHaveBeenCalledWith(expect.any(HTMLElement), expect.objectContaining({sitekey: 'site-key'}))

      await fillContact(user)
      await user.click(screen.getByRole('button', {name: 'Envoyer'}))
      expect(await screen.findByRole('alert')).toHaveTextContent(CAPTCHA_PENDING_MESSAGE)
      expect(fetchMock).not.toHaveBeenCalled()

      act(() => deliver('captcha-token'))
      await user.click(screen.getByRole('button', {name: 'Envoyer'}))
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
      expect(sentEnvelope().captchaToken).toBe('captcha-token')
    })
  })
})
