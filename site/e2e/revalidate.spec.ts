import {type ChildProcess, spawn} from 'node:child_process'
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {createServer, type AddressInfo} from 'node:net'
import {tmpdir} from 'node:os'
import path from 'node:path'

import {expect, test} from '@playwright/test'
import {encodeSignatureHeader, SIGNATURE_HEADER_NAME} from '@sanity/webhook'

// Its own server on copies of the build and of the dataset, so editing content here
// never changes what the other specs see.
const SECRET = 'secret-de-test-e2e'
const site = path.resolve(__dirname, '..')
const buildDir = process.env.NEXT_DIST_DIR || '.next'
const copyDir = `${buildDir}-e2e-revalidate`

let server: ChildProcess
let contentDir: string
let base: string

/** A port nothing listens on, so parallel runs of this spec (other builds) never share a server. */
async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const {port} = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

test.describe.configure({mode: 'serial'})

test.beforeAll(async () => {
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  contentDir = mkdtempSync(path.join(tmpdir(), 'parlia-content-'))
  cpSync(path.join(site, '..', 'content', 'data.ndjson'), path.join(contentDir, 'data.ndjson'))
  rmSync(path.join(site, copyDir), {recursive: true, force: true})
  cpSync(path.join(site, buildDir), path.join(site, copyDir), {recursive: true})
  server = spawn(path.join(site, '..', 'node_modules', '.bin', 'next'), ['start', '--port', String(port), '--hostname', '127.0.0.1'], {
    cwd: site,
    env: {...process.env, NEXT_DIST_DIR: copyDir, CONTENT_DIR: contentDir, SANITY_REVALIDATE_SECRET: SECRET, NEXT_TELEMETRY_DISABLED: '1'},
    stdio: 'ignore',
  })
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const up = await fetch(`${base}/`).then(() => true, () => false)
    if (up) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('The revalidation test server did not start')
})

test.afterAll(() => {
  server?.kill()
  rmSync(path.join(site, copyDir), {recursive: true, force: true})
  rmSync(contentDir, {recursive: true, force: true})
})

const notify = async (body: string, signature?: string) =>
  fetch(`${base}/api/revalidate`, {
    method: 'POST',
    headers: {'content-type': 'application/json', ...(signature ? {[SIGNATURE_HEADER_NAME]: signature} : {})},
    body,
  })

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

test('a signed call regenerates a page edited in the bundled dataset', async () => {
  const file = path.join(contentDir, 'data.ndjson')
  const before = await (await fetch(`${base}/`)).text()
  expect(before).toContain('qui répondent vraiment')

  const edited = readFileSync(file, 'utf8').replace('qui répondent vraiment', 'qui répondent du premier coup')
  writeFileSync(file, edited)
  // Static until told otherwise: the edit is not served yet.
  expect(await (await fetch(`${base}/`)).text()).toContain('qui répondent vraiment')

  const body = JSON.stringify({_id: 'homePage', _type: 'homePage', slug: null, operation: 'update'})
  const response = await notify(body, await encodeSignatureHeader(body, Date.now(), SECRET))
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({revalidated: ['/'], failed: []})
  expect(await (await fetch(`${base}/`)).text()).toContain('qui répondent du premier coup')
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
      const response = await notify(body, await encodeSignatureHeader(body, Date.now(), SECRET))
      return {status: response.status, body: await response.json()}
    }),
  )
  expect(responses).toEqual([
    {status: 200, body: {revalidated: ['/'], failed: []}},
    {status: 200, body: {revalidated: ['/'], failed: []}},
    {status: 200, body: {revalidated: ['/qui-sommes-nous'], failed: []}},
    {status: 200, body: {revalidated: ['/'], failed: []}},
  ])
})

test('a signed call for a listing document regenerates its listing page, found by its id', async () => {
  const file = path.join(contentDir, 'data.ndjson')
  const page = `${base}/ressources/livres-blancs`
  expect(await (await fetch(page)).text()).toContain('Choisissez celui qui vous intéresse')

  writeFileSync(file, readFileSync(file, 'utf8').replace('Choisissez celui qui vous intéresse', 'Choisissez le guide qu’il vous faut'))
  expect(await (await fetch(page)).text()).toContain('Choisissez celui qui vous intéresse')

  const body = JSON.stringify({_id: 'listingPage-whitePapers', _type: 'listingPage', slug: null, operation: 'update'})
  const response = await notify(body, await encodeSignatureHeader(body, Date.now(), SECRET))
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({revalidated: ['/ressources/livres-blancs'], failed: []})
  expect(await (await fetch(page)).text()).toContain('Choisissez le guide qu’il vous faut')
})

test('a signed call for the site settings regenerates every static page, the forms’ included, without a failure', async () => {
  test.setTimeout(120_000)
  const body = JSON.stringify({_id: 'siteSettings', _type: 'siteSettings', slug: null, operation: 'update'})
  const response = await notify(body, await encodeSignatureHeader(body, Date.now(), SECRET))
  expect(response.status).toBe(200)
  const {revalidated, failed} = await response.json()
  expect(failed).toEqual([])
  expect(revalidated).toEqual(
    expect.arrayContaining(['/', '/contact', '/planifier-une-demo/confirmation', '/ressources/livres-blancs', '/blog', '/rejoignez-nous']),
  )
})
