/** @jest-environment node */
import {encodeSignatureHeader} from '@sanity/webhook'

import {verifyWebhook} from './webhook'

const SECRET = 'un-secret-de-test'
const sign = (body: string, secret = SECRET) => encodeSignatureHeader(body, Date.now(), secret)

describe('verifyWebhook', () => {
  const body = JSON.stringify({_id: 'job-dev', _type: 'job', slug: 'dev', operation: 'update'})

  it('accepts a correctly signed change', async () => {
    await expect(verifyWebhook(body, await sign(body), SECRET)).resolves.toEqual({
      ok: true,
      change: {_id: 'job-dev', _type: 'job', slug: 'dev', operation: 'update'},
    })
  })

  it('answers 401 for a missing, forged or tampered signature, and when no secret is configured', async () => {
    expect(await verifyWebhook(body, undefined, SECRET)).toMatchObject({ok: false, status: 401})
    expect(await verifyWebhook(body, await sign(body, 'autre'), SECRET)).toMatchObject({ok: false, status: 401})
    expect(await verifyWebhook(body.replace('dev', 'ops'), await sign(body), SECRET)).toMatchObject({ok: false, status: 401})
    expect(await verifyWebhook(body, 'n’importe quoi', SECRET)).toMatchObject({ok: false, status: 401})
    expect(await verifyWebhook(body, await sign(body), undefined)).toMatchObject({ok: false, status: 401})
  })

  it('answers 400 for a signed body that is not a document change', async () => {
    const notJson = '{oops'
    expect(await verifyWebhook(notJson, await sign(notJson), SECRET)).toMatchObject({ok: false, status: 400})
    const noType = JSON.stringify({_id: 'x'})
    expect(await verifyWebhook(noType, await sign(noType), SECRET)).toMatchObject({ok: false, status: 400})
  })
})
