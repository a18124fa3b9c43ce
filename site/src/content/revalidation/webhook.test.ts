/** @jest-environment node */
import {encodeSignatureHeader} from '@sanity/webhook'

import {MAX_CLOCK_SKEW_MS, MAX_SIGNATURE_AGE_MS, verifyWebhook} from './webhook'

const SECRET = 'un-secret-de-test'
const NOW = Date.parse('2025-04-01T10:00:00Z')
const MINUTE = 60 * 1000
const sign = (body: string, secret = SECRET, at = NOW) => encodeSignatureHeader(body, at, secret)

describe('verifyWebhook', () => {
  const body = JSON.stringify({_id: 'job-dev', _type: 'job', slug: 'dev', operation: 'update'})

  it('accepts a correctly signed change', async () => {
    await expect(verifyWebhook(body, await sign(body), SECRET, NOW)).resolves.toEqual({
      ok: true,
      change: {_id: 'job-dev', _type: 'job', slug: 'dev', operation: 'update'},
    })
  })

  it('reads a renamed document’s previous slug, which WEBHOOK_CONFIG projects', async () => {
    const renamed = JSON.stringify({
      _id: 'job-dev',
      _type: 'job',
      slug: 'dev-2',
      previousSlug: 'dev',
      operation: 'update',
    })
    await expect(verifyWebhook(renamed, await sign(renamed), SECRET, NOW)).resolves.toEqual({
      ok: true,
      change: {_id: 'job-dev', _type: 'job', slug: 'dev-2', previousSlug: 'dev', operation: 'update'},
    })
  })

  it('accepts a fresh signature against the real clock', async () => {
    await expect(verifyWebhook(body, await sign(body, SECRET, Date.now()), SECRET)).resolves.toMatchObject({ok: true})
  })

  it('answers 401 for a missing, forged or tampered signature, and when no secret is configured', async () => {
    expect(await verifyWebhook(body, undefined, SECRET, NOW)).toMatchObject({ok: false, status: 401})
    expect(await verifyWebhook(body, await sign(body, 'autre'), SECRET, NOW)).toMatchObject({ok: false, status: 401})
    expect(await verifyWebhook(body.replace('dev', 'ops'), await sign(body), SECRET, NOW)).toMatchObject({
      ok: false,
      status: 401,
    })
    expect(await verifyWebhook(body, 'n’importe quoi', SECRET, NOW)).toMatchObject({ok: false, status: 401})
    expect(await verifyWebhook(body, await sign(body), undefined, NOW)).toMatchObject({ok: false, status: 401})
  })

  it('refuses a replay: the same body signed 6 minutes ago answers 401 with a French message', async () => {
    const captured = await sign(body, SECRET, NOW - 6 * MINUTE)
    expect(await verifyWebhook(body, captured, SECRET, NOW)).toEqual({
      ok: false,
      status: 401,
      message: 'Signature du webhook expirée : elle date de plus de 5 minutes.',
    })
    // Just inside the window, the same signature is still good.
    expect(await verifyWebhook(body, captured, SECRET, NOW - 6 * MINUTE + MAX_SIGNATURE_AGE_MS)).toMatchObject({
      ok: true,
    })
  })

  it('refuses a signature dated too far in the future, and tolerates a small clock skew', async () => {
    expect(
      await verifyWebhook(body, await sign(body, SECRET, NOW + MAX_CLOCK_SKEW_MS + 1000), SECRET, NOW),
    ).toMatchObject({
      ok: false,
      status: 401,
      message: expect.stringContaining('futur'),
    })
    expect(
      await verifyWebhook(body, await sign(body, SECRET, NOW + MAX_CLOCK_SKEW_MS - 1000), SECRET, NOW),
    ).toMatchObject({ok: true})
  })

  it('refuses an old signature whose timestamp was rewritten to now: the HMAC covers the timestamp', async () => {
    const captured = await sign(body, SECRET, NOW - 6 * MINUTE)
    const rewritten = captured.replace(/^t=\d+/, `t=${NOW}`)
    expect(rewritten).not.toBe(captured)
    expect(await verifyWebhook(body, rewritten, SECRET, NOW)).toEqual({
      ok: false,
      status: 401,
      message: 'Signature du webhook invalide.',
    })
  })

  it('answers 400 for a signed body that is not a document change', async () => {
    const notJson = '{oops'
    expect(await verifyWebhook(notJson, await sign(notJson), SECRET, NOW)).toMatchObject({ok: false, status: 400})
    const noType = JSON.stringify({_id: 'x'})
    expect(await verifyWebhook(noType, await sign(noType), SECRET, NOW)).toMatchObject({ok: false, status: 400})
  })
})
