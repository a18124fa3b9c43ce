import {type ChildProcess, spawn} from 'node:child_process'
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'

import {expect, test} from '@playwright/test'
import {encodeSignatureHeader, SIGNATURE_HEADER_NAME} from '@sanity/webhook'

// Its own server on copies of the build and of the dataset, so editing content here
// never changes what the other specs see.
const SECRET = 'secret-de-test-e2e'
const PORT = 3219
const BASE = `http://127.0.0.1:${PORT}`
const site = path.resolve(__dirname, '..')
const buildDir = process.env.NEXT_DIST_DIR || '.next'
const copyDir = `${buildDir}-e2e-revalidate`

let server: ChildProcess
let contentDir: string

test.describe.configure({mode: 'serial'})

test.beforeAll(async () => {
  contentDir = mkdtempSync(path.join(tmpdir(), 'parlia-content-'))
  cpSync(path.join(site, '..', 'content', 'data.ndjson'), path.join(contentDir, 'data.ndjson'))
  rmSync(path.join(site, copyDir), {recursive: true, force: true})
  cpSync(path.join(site, buildDir), path.join(site, copyDir), {recursive: true})
  server = spawn(path.join(site, '..', 'node_modules', '.bin', 'next'), ['start', '--port', String(PORT), '--hostname', '127.0.0.1'], {
    cwd: site,
    env: {...process.env, NEXT_DIST_DIR: copyDir, CONTENT_DIR: contentDir, SANITY_REVALIDATE_SECRET: SECRET, NEXT_TELEMETRY_DISABLED: '1'},
    stdio: 'ignore',
  })
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const up = await fetch(`${BASE}/`).then(() => true, () => false)
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
  fetch(`${BASE}/api/revalidate`, {
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
  expect((await fetch(`${BASE}/api/revalidate`)).status).toBe(405)
})

test('a signed call regenerates a page edited in the bundled dataset', async () => {
  const file = path.join(contentDir, 'data.ndjson')
  const before = await (await fetch(`${BASE}/`)).text()
  expect(before).toContain('qui répondent vraiment')

  const edited = readFileSync(file, 'utf8').replace('qui répondent vraiment', 'qui répondent du premier coup')
  writeFileSync(file, edited)
  // Static until told otherwise: the edit is not served yet.
  expect(await (await fetch(`${BASE}/`)).text()).toContain('qui répondent vraiment')

  const body = JSON.stringify({_id: 'homePage', _type: 'homePage', slug: null, operation: 'update'})
  const response = await notify(body, await encodeSignatureHeader(body, Date.now(), SECRET))
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({revalidated: ['/'], failed: []})
  expect(await (await fetch(`${BASE}/`)).text()).toContain('qui répondent du premier coup')
})
