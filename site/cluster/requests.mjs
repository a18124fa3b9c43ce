// What the tests send: a visit, the webhook as Sanity signs it, a lead as the contact form posts it.
import {spawn} from 'node:child_process'
import {fileURLToPath} from 'node:url'

import {encodeSignatureHeader, SIGNATURE_HEADER_NAME} from '@sanity/webhook'

import {SECRET} from './cluster.mjs'

/** GET `path` (redirects followed unless `redirect: 'manual'`); a server that hangs fails the test after 10 s. */
export async function visit(base, path, {redirect = 'follow'} = {}) {
  const started = Date.now()
  const response = await fetch(`${base}${path}`, {redirect, signal: AbortSignal.timeout(10_000)})
  return {status: response.status, text: await response.text(), headers: response.headers, ms: Date.now() - started}
}

/**
 * What Sanity sends after a publish, signed now with the cluster's secret (WEBHOOK_CONFIG's projection in
 * @parlia/schemas/pages/paths), asking to wait for the regenerations' report (`Prefer: wait`) as a script would.
 */
export async function notifyChange(base, change) {
  const body = JSON.stringify(change)
  const response = await fetch(`${base}/api/revalidate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), SECRET),
      prefer: 'wait=25',
    },
    body,
    signal: AbortSignal.timeout(30_000),
  })
  const text = await response.text()
  let parsed
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = text
  }
  return {status: response.status, body: parsed}
}

/** The contact form's envelope, filled in 20 s before, `tag` in the name to find the lead. */
export const envelope = (tag) => ({
  values: {
    firstName: 'Élodie',
    lastName: `Martin ${tag}`,
    email: `${tag}@entreprise-test.fr`,
    phoneNumber: '04 72 00 00 00',
    message: `Bonjour, ${tag}`,
  },
  website: '',
  startedAt: Date.now() - 20_000,
})

/** Posts a lead from `visitor` (the address nginx would append to X-Forwarded-For). */
export async function submitLead(base, {visitor, tag}) {
  const response = await fetch(`${base}/api/forms/contact`, {
    method: 'POST',
    headers: {'content-type': 'application/json', origin: base, 'x-forwarded-for': visitor},
    body: JSON.stringify(envelope(tag)),
    signal: AbortSignal.timeout(10_000),
  })
  return {status: response.status, text: await response.text()}
}

const LOAD = fileURLToPath(new URL('../scripts/bench/load.mjs', import.meta.url))

/**
 * A steady load on `base` from a process of its own (the bench's autocannon runner, so the test's own event loop stays
 * free), each request with a query string of its own so that no cache in front answers it; resolves with its Load.
 */
export async function steadyLoad(base, {paths, connections, seconds}) {
  const child = spawn(process.execPath, [LOAD], {stdio: ['pipe', 'pipe', 'inherit']})
  child.stdin.end(JSON.stringify({url: base, paths, connections, seconds, uniqueQuery: true}))
  let out = ''
  child.stdout.on('data', (chunk) => (out += chunk))
  const code = await new Promise((resolve) => child.on('exit', resolve))
  if (code !== 0) throw new Error(`The load runner exited with ${code}`)
  return JSON.parse(out)
}
