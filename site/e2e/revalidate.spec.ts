import {connectorPath, customerCasePath} from '@parlia/schemas/routes'
import {expect, test} from '@playwright/test'
import {encodeSignatureHeader} from '@sanity/webhook'

import {bundledDocument, bundledDocuments, type EditableContent, editableContent} from './content'
import {type OwnServer, startOwnServer} from './ownServer'
import {notify as notifyBase, REPORT_WAIT_S} from './webhook'

// Its own server on a copy of the build, reading content the spec edits (e2e/content.ts), so that editing
// content here never changes what the other specs see.
const SECRET = 'secret-de-test-e2e'

let server: OwnServer
let content: EditableContent
let base: string

test.describe.configure({mode: 'serial'})

test.beforeAll(async () => {
  content = editableContent()
  server = await startOwnServer('e2e-revalidate', {...content.serverEnv, SANITY_REVALIDATE_SECRET: SECRET})
  base = server.base
})

test.afterAll(() => {
  server?.stop()
  content?.close()
})

const notify = (body: string, signature?: string, options?: {wait?: number}) =>
  notifyBase(base, body, signature, options)
/** As a test or a script calls it, to read which pages were regenerated. */
const notifyAndWait = (body: string, signature: string) => notify(body, signature, {wait: REPORT_WAIT_S})

test('a call with a missing or bad signature answers 401 and changes nothing', async () => {
  const body = JSON.stringify({_id: 'homePage', _type: 'homePage'})
  const missing = await notify(body)
  expect(missing.status).toBe(401)
  expect(await missing.json()).toEqual({error: expect.stringContaining('Signature')})
  const forged = await notify(body, await encodeSignatureHeader(body, Date.now(), 'pas-le-bon-secret'))
  expect(forged.status).toBe(401)
  expect((await fetch(`${base}/api/revalidate`)).status).toBe(405)
})

test('a replayed call, signed more than five minutes ago, answers 401 in French', async () => {
  const body = JSON.stringify({_id: 'homePage', _type: 'homePage', slug: null, operation: 'update'})
  const replayed = await notify(body, await encodeSignatureHeader(body, Date.now() - 6 * 60 * 1000, SECRET))
  expect(replayed.status).toBe(401)
  expect(await replayed.json()).toEqual({error: 'Signature du webhook expirée : elle date de plus de 5 minutes.'})
})

test('a body over 64 KB answers 413 in French', async () => {
  const response = await notify('x'.repeat(64 * 1024 + 1))
  expect(response.status).toBe(413)
  expect(await response.json()).toEqual({error: 'Corps de requête trop volumineux : 64 Kio au plus.'})
})

test('a signed call as Sanity sends it is answered 202 once the page is queued, which then serves the edit', async () => {
  const before = await (await fetch(`${base}/`)).text()
  expect(before).toContain('qui répondent vraiment')

  await content.replaceText('homePage', 'qui répondent vraiment', 'qui répondent du premier coup')
  // Static until told otherwise: the edit is not served yet.
  expect(await (await fetch(`${base}/`)).text()).toContain('qui répondent vraiment')

  const body = JSON.stringify({_id: 'homePage', _type: 'homePage', slug: null, operation: 'update'})
  const response = await notify(body, await encodeSignatureHeader(body, Date.now(), SECRET))
  expect(response.status).toBe(202)
  expect(await response.json()).toEqual({queued: ['/']})
  // Regenerated in the background: the page serves the old text until it is done, then the new one.
  await expect.poll(async () => (await fetch(`${base}/`)).text()).toContain('qui répondent du premier coup')
})

test('a burst of calls for overlapping documents is answered in full by the shared regenerations', async () => {
  const changes = [
    {_id: 'homePage', _type: 'homePage', slug: null, operation: 'update'},
    {_id: 'homePage', _type: 'homePage', slug: null, operation: 'update'},
    {_id: 'aboutPage', _type: 'aboutPage', slug: null, operation: 'update'},
    {_id: 'homePage', _type: 'homePage', slug: null, operation: 'update'},
  ]
  const responses = await Promise.all(
    changes.map(async (change) => {
      const body = JSON.stringify(change)
      const response = await notifyAndWait(body, await encodeSignatureHeader(body, Date.now(), SECRET))
      return {status: response.status, body: await response.json()}
    }),
  )
  expect(responses).toEqual([
    {status: 200, body: {revalidated: ['/'], failed: [], notGenerated: []}},
    {status: 200, body: {revalidated: ['/'], failed: [], notGenerated: []}},
    {status: 200, body: {revalidated: ['/qui-sommes-nous'], failed: [], notGenerated: []}},
    {status: 200, body: {revalidated: ['/'], failed: [], notGenerated: []}},
  ])
})

test('a signed call for a listing document regenerates its listing page, found by its id', async () => {
  const page = `${base}/ressources/livres-blancs`
  expect(await (await fetch(page)).text()).toContain('Choisissez celui qui vous intéresse')

  await content.replaceText(
    'listingPage-whitePapers',
    'Choisissez celui qui vous intéresse',
    'Choisissez le guide qu’il vous faut',
  )
  expect(await (await fetch(page)).text()).toContain('Choisissez celui qui vous intéresse')

  const body = JSON.stringify({_id: 'listingPage-whitePapers', _type: 'listingPage', slug: null, operation: 'update'})
  const response = await notifyAndWait(body, await encodeSignatureHeader(body, Date.now(), SECRET))
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({revalidated: ['/ressources/livres-blancs'], failed: [], notGenerated: []})
  expect(await (await fetch(page)).text()).toContain('Choisissez le guide qu’il vous faut')
})

test('a use case’s edit reaches the pages of the connector and the customer it lists itself on', async () => {
  const ref = (field: unknown) => ((field as {_ref: string}[] | undefined) ?? []).map(({_ref}) => _ref)
  const useCase = bundledDocuments('useCase').find(
    (document) => ref(document.connectors).length > 0 && ref(document.customerCases).length > 0,
  )!
  const connector = bundledDocument(ref(useCase.connectors)[0]!)
  const story = bundledDocument(ref(useCase.customerCases)[0]!)
  const pages = [
    connectorPath((connector.connectorId as {current: string}).current),
    customerCasePath((story.slug as {current: string}).current),
  ]
  const title = useCase.title as string
  const edited = `${title} (nouvelle version)`
  for (const page of pages) expect(await (await fetch(`${base}${page}`)).text()).not.toContain(edited)

  await content.replaceText(useCase._id, JSON.stringify(title), JSON.stringify(edited))
  // What Sanity sends (WEBHOOK_CONFIG's projection): the documents whose pages list it, by id.
  const body = JSON.stringify({
    _id: useCase._id,
    _type: 'useCase',
    slug: (useCase.useCaseId as {current: string}).current,
    operation: 'update',
    linked: [connector._id, story._id],
  })
  const response = await notifyAndWait(body, await encodeSignatureHeader(body, Date.now(), SECRET))
  expect(response.status).toBe(200)
  expect(((await response.json()) as {revalidated: string[]}).revalidated).toEqual(expect.arrayContaining(pages))
  for (const page of pages) expect(await (await fetch(`${base}${page}`)).text()).toContain(edited)
})

test('a signed call for the site settings regenerates every static page, the forms’ included, without a failure', async () => {
  test.setTimeout(120_000)
  const body = JSON.stringify({_id: 'siteSettings', _type: 'siteSettings', slug: null, operation: 'update'})
  const response = await notifyAndWait(body, await encodeSignatureHeader(body, Date.now(), SECRET))
  expect(response.status).toBe(200)
  const {revalidated, failed} = await response.json()
  expect(failed).toEqual([])
  expect(revalidated).toEqual(
    expect.arrayContaining([
      '/',
      '/contact',
      '/planifier-une-demo/confirmation',
      '/ressources/livres-blancs',
      '/blog',
      '/rejoignez-nous',
    ]),
  )
})
