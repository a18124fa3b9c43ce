/** @jest-environment node */
import {setTimeout as sleep} from 'node:timers/promises'

import {type Captcha, startCaptcha} from '@parlia/services/src/captcha'

import {verifyCaptcha} from './captcha'

const NOW = new Date('2025-04-01T10:00:00Z')
const SECRET = 'the-secret'

describe('the local captcha service (Turnstile’s siteverify)', () => {
  let captcha: Captcha
  let warn: jest.SpiedFunction<typeof console.warn>
  beforeEach(async () => {
    captcha = await startCaptcha({secret: SECRET, hostname: 'www.parlia.fr', now: () => NOW})
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(async () => {
    warn.mockRestore()
    await captcha.close()
  })

  const config = (secret = SECRET) => ({secret, verifyUrl: captcha.url})
  const post = (body: string, contentType = 'application/x-www-form-urlencoded', signal?: AbortSignal) =>
    fetch(captcha.url, {method: 'POST', headers: {'content-type': contentType}, body, signal})

  it('verifies the site’s form-encoded request, recording the secret, the token and the visitor’s address', async () => {
    expect(captcha.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/turnstile\/v0\/siteverify$/)
    expect(await verifyCaptcha(config(), 'token-1', '203.0.113.5')).toBe('verified')
    expect(captcha.requests).toEqual([
      {
        method: 'POST',
        contentType: expect.stringContaining('application/x-www-form-urlencoded'),
        form: {secret: SECRET, response: 'token-1', remoteip: '203.0.113.5'},
        answer: 'success',
      },
    ])
  })

  it('answers success in Turnstile’s shape, with the challenge’s time and hostname', async () => {
    const response = await post(new URLSearchParams({secret: SECRET, response: 'token-1'}).toString())
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      success: true,
      'error-codes': [],
      challenge_ts: '2025-04-01T09:59:55.000Z',
      hostname: 'www.parlia.fr',
      action: '',
      cdata: '',
    })
  })

  it('answers failure when told to, which the site takes as a rejected token', async () => {
    captcha.mode = 'failure'
    expect(await verifyCaptcha(config(), 'token-1', '203.0.113.5')).toBe('rejected')
    const response = await post(new URLSearchParams({secret: SECRET, response: 'token-1'}).toString())
    expect(await response.json()).toEqual({success: false, 'error-codes': ['invalid-input-response'], messages: []})
  })

  it('checks the secret and the token before anything, as Turnstile does', async () => {
    const answer = async (fields: Record<string, string>) =>
      ((await (await post(new URLSearchParams(fields).toString())).json()) as {'error-codes': string[]})['error-codes']
    expect(await answer({response: 'token-1'})).toEqual(['missing-input-secret'])
    expect(await answer({secret: 'wrong', response: 'token-1'})).toEqual(['invalid-input-secret'])
    expect(await answer({secret: SECRET})).toEqual(['missing-input-response'])
    expect(await answer({secret: SECRET, response: 'x'.repeat(2049)})).toEqual(['invalid-input-response'])
  })

  it('takes the fields as JSON too', async () => {
    const response = await post(
      JSON.stringify({secret: SECRET, response: 'token-1', remoteip: '203.0.113.5'}),
      'application/json',
    )
    expect(await response.json()).toMatchObject({success: true})
    expect(captcha.requests.at(-1)?.form).toEqual({secret: SECRET, response: 'token-1', remoteip: '203.0.113.5'})
    expect((await post('{', 'application/json')).status).toBe(400)
  })

  it('never answers when told to hang: the client gives up, the request is recorded, and closing does not wait for it', async () => {
    captcha.mode = 'hang'
    const body = new URLSearchParams({secret: SECRET, response: 'token-1'}).toString()
    await expect(post(body, undefined, AbortSignal.timeout(200))).rejects.toMatchObject({name: 'TimeoutError'})
    expect(captcha.requests.map((request) => request.answer)).toEqual(['hang'])
    const pending = post(body).catch((error: unknown) => error)
    await sleep(50)
    await captcha.close()
    expect(await pending).toMatchObject({message: 'fetch failed'})
  })

  it('answers only POST at the verification path', async () => {
    expect((await fetch(captcha.url)).status).toBe(405)
    expect((await fetch(`${captcha.adminUrl}/siteverify`, {method: 'POST'})).status).toBe(404)
  })

  it('takes its mode over HTTP (PUT /__mode) and lists the verifications (GET /__inspect/requests)', async () => {
    const setMode = (mode: string) =>
      fetch(`${captcha.adminUrl}/__mode`, {
        method: 'PUT',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify({mode}),
      })
    expect((await setMode('failure')).status).toBe(204)
    expect(captcha.mode).toBe('failure')
    expect(await verifyCaptcha(config(), 'token-1', '203.0.113.5')).toBe('rejected')
    expect((await setMode('sometimes')).status).toBe(400)
    expect(await (await fetch(`${captcha.adminUrl}/__inspect/requests`)).json()).toEqual({
      requests: [
        expect.objectContaining({
          form: {secret: SECRET, response: 'token-1', remoteip: '203.0.113.5'},
          answer: 'failure',
        }),
      ],
    })
  })
})
