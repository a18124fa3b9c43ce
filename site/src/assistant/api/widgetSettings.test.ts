/** @jest-environment node */
import {logger} from '../../platform/logging/logger'
import {DEFAULT_REFUSAL} from '../answer/refusal'
import {DEFAULT_DISCLOSURE} from '../contract'
import {API_ERRORS} from './errorMessages'
import {DEFAULT_SETTINGS, handleSettings, SETTINGS_CACHE_CONTROL} from './widgetSettings'

describe('GET /api/assistant/settings', () => {
  it('gives the editors’ words, the response time and the privacy policy, cached briefly and publicly', async () => {
    const settings = async () => ({
      greeting: 'Bonjour !',
      disclosure: 'Assistant automatisé',
      suggestedQuestions: ['Où ?', ' ', 'Combien ?'],
      refusal: 'Je ne sais pas.',
      openingHours: 'réponse sous un jour ouvré',
    })
    expect(await handleSettings('GET', {settings, copyOffered: true})).toEqual({
      status: 200,
      body: {
        greeting: 'Bonjour !',
        disclosure: 'Assistant automatisé',
        suggestedQuestions: ['Où ?', 'Combien ?'],
        refusal: 'Je ne sais pas.',
        openingHours: 'réponse sous un jour ouvré',
        privacyPolicyUrl: '/politique-de-confidentialite',
        copyOffered: true,
      },
      headers: {'Cache-Control': SETTINGS_CACHE_CONTROL},
    })
    expect(SETTINGS_CACHE_CONTROL).toMatch(/^public, max-age=60/u)
  })

  it('falls back to the site’s words when the editors have written none', async () => {
    const response = await handleSettings('HEAD', {settings: async () => null, copyOffered: false})
    expect(response.body).toEqual({
      greeting: DEFAULT_SETTINGS.greeting,
      disclosure: DEFAULT_DISCLOSURE,
      suggestedQuestions: [],
      refusal: DEFAULT_REFUSAL,
      openingHours: 'réponse sous un jour ouvré',
      privacyPolicyUrl: '/politique-de-confidentialite',
      copyOffered: false,
    })
  })

  it('says the assistant is automated even when the editors left its mention empty (AI Act, article 50)', async () => {
    // A document written before the field existed, or a mention cleared: the site's own words stand in.
    const settings = async () => ({
      greeting: ' ',
      disclosure: null as unknown as string,
      suggestedQuestions: [],
      refusal: '',
      openingHours: null,
    })
    expect((await handleSettings('GET', {settings, copyOffered: false})).body).toMatchObject({
      greeting: expect.stringContaining('assistant automatisé'),
      disclosure: 'Assistant automatisé · réponses générées à partir des pages du site',
    })
    const blank = async () => ({...(await settings()), disclosure: '   '})
    expect((await handleSettings('GET', {settings: blank, copyOffered: false})).body).toMatchObject({
      disclosure: DEFAULT_DISCLOSURE,
    })
  })

  it('refuses other methods with 405, and answers 503 when the content cannot be read', async () => {
    expect(await handleSettings('POST', {settings: async () => null, copyOffered: true})).toEqual({
      status: 405,
      body: {error: API_ERRORS.settingsMethod},
      headers: {Allow: 'GET, HEAD', 'Cache-Control': 'no-store'},
    })
    const log = jest.spyOn(logger, 'error').mockImplementation(() => undefined)
    const failing = await handleSettings('GET', {
      settings: () => Promise.reject(new Error('lake down')),
      copyOffered: true,
    })
    expect(failing).toEqual({
      status: 503,
      body: {error: API_ERRORS.unavailable},
      headers: {'Retry-After': '5', 'Cache-Control': 'no-store'},
    })
    expect(log).toHaveBeenCalledWith(
      {event: 'assistant.settings_unavailable', error: expect.stringMatching(/^Error: lake down/u)},
      expect.any(String),
    )
  })
})
