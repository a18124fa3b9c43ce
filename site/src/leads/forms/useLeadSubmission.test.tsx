import {formEndpoints} from '@parlia/schemas/formEndpoints'
import {act, render} from '@testing-library/react'
import {useEffect} from 'react'

import {publicCaptcha} from '../../platform/env/publicCaptcha'
import {CAPTCHA_SCRIPT_URL} from './Captcha'
import {
  CAPTCHA_PENDING_MESSAGE,
  IDEMPOTENCY_HEADER,
  MIN_FILL_TIME_MS,
  NETWORK_ERROR_MESSAGE,
  postSubmission,
  SERVER_ERROR_MESSAGE,
} from './submission'
import {type SubmissionPost, useLeadSubmission} from './useLeadSubmission'

const fakeResponse = (status: number, body: unknown) => ({status, json: async () => body}) as Response
/** A proxy's error page: no JSON. */
const htmlResponse = (status: number) =>
  ({status, json: async () => Promise.reject(new SyntaxError('Unexpected token <'))}) as unknown as Response

const VALUES = {firstName: ' Claire ', lastName: 'Martin', email: 'claire@chu-valbonne.fr', message: 'Bonjour'}
const TRIMMED = {...VALUES, firstName: 'Claire'}
const SHOWN = ['firstName', 'lastName', 'email', 'message']

let clock = 1_760_000_000_000
let fetchMock: jest.Mock<Promise<Response>, Parameters<typeof fetch>>
/** The site's forms' post: the real sender over the mocked fetch, so that each HTTP status is mapped end to end. */
const post: SubmissionPost = ({envelope, key}) => postSubmission('contact', envelope, key, fetchMock)

beforeEach(() => {
  clock = 1_760_000_000_000
  jest.spyOn(Date, 'now').mockImplementation(() => clock)
  fetchMock = jest.fn().mockResolvedValue(fakeResponse(201, {id: 'lead-1'}))
})

afterEach(() => {
  jest.restoreAllMocks()
  publicCaptcha.siteKey = null
})

type LeadSubmission = ReturnType<typeof useLeadSubmission>

/**
 * Turnstile's API as each test wants it. The forms load its script once per page and keep the API it gave, so the
 * page holds one stand-in that hands over to the test's.
 */
type CaptchaApi = NonNullable<typeof window.turnstile>
let captchaApi: CaptchaApi = {render: () => 'widget', remove: () => undefined}
window.turnstile = {
  render: (container, options) => captchaApi.render(container, options),
  remove: (widgetId) => captchaApi.remove(widgetId),
}
/** Runs the captcha's script: the first form with a site key added it to the page. */
const loadCaptchaScript = () =>
  act(async () =>
    document.querySelector<HTMLScriptElement>(`script[src="${CAPTCHA_SCRIPT_URL}"]`)?.dispatchEvent(new Event('load')),
  )

function Harness({
  options,
  expose,
}: {
  options: Parameters<typeof useLeadSubmission>[0]
  expose: (submission: LeadSubmission) => void
}) {
  const submission = useLeadSubmission(options)
  const {honeypotRef, captcha} = submission
  useEffect(() => {
    expose(submission)
  })
  return (
    <form>
      <input aria-label="honeypot" ref={honeypotRef} defaultValue="" />
      {captcha}
    </form>
  )
}

/** Mounts the hook in a form holding its honeypot and captcha; `latest()` is the hook of the last rendering. */
function mount(options: Partial<Parameters<typeof useLeadSubmission>[0]> = {}) {
  let current: LeadSubmission | null = null
  const view = render(
    <Harness options={{post, shownFields: SHOWN, ...options}} expose={(submission) => (current = submission)} />,
  )
  const latest = () => current!
  return {view, latest}
}

/** Submits in act (the hook sets state on a refusal), answering the outcome. */
async function submitIn(latest: () => LeadSubmission, values = VALUES, options: {sendCopy?: boolean} = {}) {
  const onCreated = jest.fn()
  const outcome = await act(() => latest().submit(values, {...options, onCreated}))
  return {outcome, onCreated}
}

const sentKey = (call = 0) => (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string>)[IDEMPOTENCY_HEADER]
const sentBody = (call = 0) => String(fetchMock.mock.calls[call]?.[1]?.body)

describe('useLeadSubmission', () => {
  describe('the request', () => {
    it('posts the trimmed values, the honeypot and the start time, in this order, under a UUID key', async () => {
      const {latest} = mount()
      clock += MIN_FILL_TIME_MS + 1
      await submitIn(latest)
      expect(fetchMock).toHaveBeenCalledTimes(1)
      expect(fetchMock.mock.calls[0]?.[0]).toBe(formEndpoints.contact)
      expect(sentBody()).toBe(JSON.stringify({values: TRIMMED, website: '', startedAt: 1_760_000_000_000}))
      expect(sentKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    })

    it('sends what a robot typed into the honeypot, and a copy asked for, before the captcha token', async () => {
      publicCaptcha.siteKey = 'site-key'
      captchaApi = {
        render: (_container, options) => {
          options.callback('captcha-token')
          return 'widget-1'
        },
        remove: jest.fn(),
      }
      const {view, latest} = mount()
      await loadCaptchaScript()
      ;(view.getByLabelText('honeypot') as HTMLInputElement).value = 'https://spam.example'
      clock += MIN_FILL_TIME_MS + 1
      await submitIn(latest, VALUES, {sendCopy: true})
      expect(sentBody()).toBe(
        JSON.stringify({
          values: TRIMMED,
          website: 'https://spam.example',
          startedAt: 1_760_000_000_000,
          sendCopy: true,
          captchaToken: 'captcha-token',
        }),
      )
    })

    it('leaves out a copy not asked for, and the token where the site has no captcha', async () => {
      const {view, latest} = mount()
      expect(view.container.querySelector('form')?.children).toHaveLength(1)
      clock += MIN_FILL_TIME_MS + 1
      await submitIn(latest, VALUES, {sendCopy: false})
      expect(JSON.parse(sentBody())).toEqual({values: TRIMMED, website: '', startedAt: 1_760_000_000_000})
    })
  })

  describe('the idempotency key', () => {
    it('is the same for every retry of the same filled form, after a failure or a lost answer', async () => {
      fetchMock
        .mockResolvedValueOnce(fakeResponse(503, {error: 'Service indisponible.'}))
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      const {latest} = mount()
      clock += MIN_FILL_TIME_MS + 1
      await submitIn(latest)
      await submitIn(latest)
      // The values are trimmed before they are compared: a space more is the same form.
      const {outcome} = await submitIn(latest, {...VALUES, lastName: 'Martin '})
      expect(outcome).toEqual({status: 'created'})
      expect(fetchMock).toHaveBeenCalledTimes(4)
      expect(new Set([0, 1, 2, 3].map(sentKey)).size).toBe(1)
    })

    it('is new once the values or the copy asked for have changed', async () => {
      fetchMock.mockResolvedValue(fakeResponse(429, {error: 'Trop de demandes.'}))
      const {latest} = mount()
      clock += MIN_FILL_TIME_MS + 1
      await submitIn(latest)
      await submitIn(latest, {...VALUES, message: 'Bonjour, parlons de notre projet.'})
      await submitIn(latest, {...VALUES, message: 'Bonjour, parlons de notre projet.'}, {sendCopy: true})
      expect(new Set([0, 1, 2].map(sentKey)).size).toBe(3)
    })

    it('is renewed after a success: the same values sent again are a new submission', async () => {
      const {latest} = mount()
      clock += MIN_FILL_TIME_MS + 1
      await submitIn(latest)
      await submitIn(latest)
      expect(sentKey(1)).not.toBe(sentKey(0))
    })

    it('is kept when the form fails to take the success in, so that a retry replays the stored submission', async () => {
      const {latest} = mount()
      clock += MIN_FILL_TIME_MS + 1
      const onCreated = () => Promise.reject(new Error('navigation'))
      // Caught inside act: an act whose callback rejects leaves React's act scope open for the next tests.
      const failure = await act(() =>
        latest()
          .submit(VALUES, {onCreated})
          .catch((error: unknown) => error),
      )
      expect(failure).toEqual(new Error('navigation'))
      await submitIn(latest)
      expect(sentKey(1)).toBe(sentKey(0))
    })
  })

  describe('the fill time', () => {
    it('starts when the form mounts, or earlier when the form says so (its first, logic-less rendering)', async () => {
      const first = mount()
      const second = mount({startedAt: 1_759_999_990_000})
      clock += MIN_FILL_TIME_MS + 1
      await submitIn(first.latest)
      await submitIn(second.latest)
      expect(JSON.parse(sentBody(0)).startedAt).toBe(1_760_000_000_000)
      expect(JSON.parse(sentBody(1)).startedAt).toBe(1_759_999_990_000)
    })

    it('is waited out before posting when the form is sent sooner, and not waited for once past', async () => {
      const {latest} = mount()
      jest.useFakeTimers({doNotFake: ['Date']})
      try {
        const onCreated = jest.fn()
        let outcome: Promise<unknown> = Promise.resolve()
        await act(async () => {
          outcome = latest().submit(VALUES, {onCreated})
        })
        await act(async () => jest.advanceTimersByTime(MIN_FILL_TIME_MS - 1))
        expect(fetchMock).not.toHaveBeenCalled()
        await act(async () => jest.advanceTimersByTime(1))
        expect(fetchMock).toHaveBeenCalledTimes(1)
        await expect(outcome).resolves.toEqual({status: 'created'})

        clock += MIN_FILL_TIME_MS
        await act(async () => {
          outcome = latest().submit(VALUES, {onCreated})
        })
        expect(fetchMock).toHaveBeenCalledTimes(2)
        await expect(outcome).resolves.toEqual({status: 'created'})
      } finally {
        jest.useRealTimers()
      }
    })
  })

  describe('what each answer comes to', () => {
    it('201: created, the form taking in the trimmed values and whether the copy goes out', async () => {
      fetchMock.mockResolvedValue(fakeResponse(201, {id: 'lead-1', copy: true}))
      const {latest} = mount()
      clock += MIN_FILL_TIME_MS + 1
      const {outcome, onCreated} = await submitIn(latest, VALUES, {sendCopy: true})
      expect(outcome).toEqual({status: 'created'})
      expect(onCreated).toHaveBeenCalledWith({values: TRIMMED, copy: true})
    })

    it('400 with field messages: those of the fields shown go under them, the alert says the server’s error', async () => {
      fetchMock.mockResolvedValue(
        fakeResponse(400, {error: 'Certains champs sont invalides.', fields: {email: 'Domaine inconnu.'}}),
      )
      const {latest} = mount()
      clock += MIN_FILL_TIME_MS + 1
      const {outcome, onCreated} = await submitIn(latest)
      expect(outcome).toEqual({
        status: 'refused',
        alert: 'Certains champs sont invalides.',
        fieldErrors: {email: 'Domaine inconnu.'},
      })
      expect(onCreated).not.toHaveBeenCalled()
    })

    it('400 about fields the form does not show: their messages are the alert', async () => {
      fetchMock.mockResolvedValue(
        fakeResponse(400, {
          error: 'Certains champs sont invalides.',
          fields: {lastName: 'Ce nom est refusé.', message: 'Trop long.', resource: 'Ressource inconnue.'},
        }),
      )
      const {latest} = mount({shownFields: ['firstName', 'lastName', 'email']})
      clock += MIN_FILL_TIME_MS + 1
      const {outcome} = await submitIn(latest)
      expect(outcome).toEqual({
        status: 'refused',
        alert: 'Trop long. Ressource inconnue.',
        fieldErrors: {lastName: 'Ce nom est refusé.'},
      })
    })

    it.each([
      [400, 'Requête illisible.'],
      [403, 'La vérification anti-robot a échoué.'],
      [413, 'La demande est trop volumineuse.'],
      [415, 'Format de la demande non pris en charge.'],
      [422, 'Le formulaire envoyé est incomplet.'],
      [429, 'Trop de demandes.'],
      [500, 'Erreur interne.'],
      [503, 'Service indisponible.'],
    ])('%i with a message: refused, the alert saying the server’s message', async (status, error) => {
      fetchMock.mockResolvedValue(fakeResponse(status, {error}))
      const {latest} = mount()
      clock += MIN_FILL_TIME_MS + 1
      const {outcome, onCreated} = await submitIn(latest)
      expect(outcome).toEqual({status: 'refused', alert: error})
      expect(onCreated).not.toHaveBeenCalled()
    })

    it.each([
      ['a proxy’s error page', () => fetchMock.mockResolvedValue(htmlResponse(502)), SERVER_ERROR_MESSAGE],
      ['no network, twice', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch')), NETWORK_ERROR_MESSAGE],
    ])('%s: refused with the French message', async (_case, answer, alert) => {
      answer()
      const {latest} = mount()
      clock += MIN_FILL_TIME_MS + 1
      expect((await submitIn(latest)).outcome).toEqual({status: 'refused', alert})
    })

    it('a post that throws (the widget’s mutation, its chunk not loading): refused with the server error message', async () => {
      const {latest} = mount({post: () => Promise.reject(new Error('ChunkLoadError'))})
      clock += MIN_FILL_TIME_MS + 1
      expect((await submitIn(latest)).outcome).toEqual({status: 'refused', alert: SERVER_ERROR_MESSAGE})
    })
  })

  describe('the captcha', () => {
    function stubTurnstile() {
      const callbacks: ((token: string) => void)[] = []
      const renderWidget = jest.fn((_container: HTMLElement, options: {callback: (token: string) => void}) => {
        callbacks.push(options.callback)
        return `widget-${callbacks.length}`
      })
      const remove = jest.fn()
      captchaApi = {render: renderWidget, remove}
      const deliver = (token: string) => act(() => callbacks.at(-1)?.(token))
      return {renderWidget, remove, deliver}
    }

    it('refuses to post before its token, then sends it; a refused attempt draws a new widget and needs a new token', async () => {
      publicCaptcha.siteKey = 'site-key'
      const {renderWidget, remove, deliver} = stubTurnstile()
      fetchMock.mockResolvedValueOnce(fakeResponse(403, {error: 'La vérification anti-robot a échoué.'}))
      const {latest} = mount()
      await loadCaptchaScript()
      expect(renderWidget).toHaveBeenCalledTimes(1)
      clock += MIN_FILL_TIME_MS + 1

      expect((await submitIn(latest)).outcome).toEqual({status: 'refused', alert: CAPTCHA_PENDING_MESSAGE})
      expect(fetchMock).not.toHaveBeenCalled()
      // Waiting for the token is no attempt: the widget stays.
      expect(renderWidget).toHaveBeenCalledTimes(1)

      deliver('token-1')
      expect((await submitIn(latest)).outcome).toEqual({
        status: 'refused',
        alert: 'La vérification anti-robot a échoué.',
      })
      expect(JSON.parse(sentBody(0)).captchaToken).toBe('token-1')
      await act(async () => undefined)
      expect(remove).toHaveBeenCalledWith('widget-1')
      expect(renderWidget).toHaveBeenCalledTimes(2)
      expect((await submitIn(latest)).outcome).toEqual({status: 'refused', alert: CAPTCHA_PENDING_MESSAGE})

      deliver('token-2')
      expect((await submitIn(latest)).outcome).toEqual({status: 'created'})
      expect(JSON.parse(sentBody(1)).captchaToken).toBe('token-2')
      // The same filled form: the new token does not make it a new submission.
      expect(sentKey(1)).toBe(sentKey(0))
    })
  })
})
