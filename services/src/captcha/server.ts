import {readFileSync} from 'node:fs'
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http'
import path from 'node:path'

import {CAPTCHA_MODES, type CaptchaMode, siteverify, type Verification} from './siteverify'

export const SITEVERIFY_PATH = '/turnstile/v0/siteverify'
/** Turnstile's browser script, whatever its query (`?render=explicit`, `?onload=…`). */
export const SCRIPT_PATH = '/turnstile/v0/api.js'

/** The stand-in for Turnstile's browser API, a plain script served as it is. */
export const turnstileScript = readFileSync(path.join(__dirname, 'turnstile.js'), 'utf8')

/** What a page of another origin needs to run it as a classic <script>, even under a Cross-Origin-Embedder-Policy. */
const SCRIPT_HEADERS = {
  'content-type': 'text/javascript; charset=utf-8',
  'x-content-type-options': 'nosniff',
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
  'cache-control': 'no-store',
}

/** A verification request as received, with what it was answered (`hang` when it never was). */
export interface RecordedVerification {
  method: string
  contentType: string | undefined
  form: Verification
  answer: CaptchaMode
}

export interface CaptchaServerOptions {
  secret: string
  hostname: string
  now: () => Date
  mode: {get(): CaptchaMode; set(mode: CaptchaMode): void}
  requests: RecordedVerification[]
}

async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** Turnstile takes the fields form-encoded (as the site sends them) or as JSON. */
function parseVerification(text: string, contentType = ''): Verification | null {
  if (contentType.startsWith('application/json')) {
    try {
      const body = JSON.parse(text) as unknown
      if (body === null || typeof body !== 'object' || Array.isArray(body)) return null
      return Object.fromEntries(
        Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    } catch {
      return null
    }
  }
  return Object.fromEntries(new URLSearchParams(text))
}

const json = (res: ServerResponse, status: number, body?: unknown) => {
  res.writeHead(status, body === undefined ? {} : {'content-type': 'application/json'})
  res.end(body === undefined ? undefined : JSON.stringify(body))
}

/**
 * `POST /turnstile/v0/siteverify`, `GET /turnstile/v0/api.js` (the browser script), and the test's controls:
 * `PUT /__mode` `{mode}`, `GET /__inspect/requests`. `held` collects the answers never given.
 */
export function createCaptchaServer(options: CaptchaServerOptions, held: Set<ServerResponse>): Server {
  const {secret, hostname, now, mode, requests} = options

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const {pathname} = new URL(req.url ?? '/', 'http://captcha.test')
    if (pathname === '/__inspect/requests' && req.method === 'GET') return json(res, 200, {requests})
    if (pathname === '/__mode' && req.method === 'PUT') {
      const asked = (parseVerification(await readText(req), 'application/json') as {mode?: string} | null)?.mode
      if (!CAPTCHA_MODES.includes(asked as CaptchaMode))
        return json(res, 400, {message: `mode is one of ${CAPTCHA_MODES.join(', ')}`})
      mode.set(asked as CaptchaMode)
      return json(res, 204)
    }
    if (pathname === SCRIPT_PATH) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return json(res, 405, {message: 'Method not allowed'})
      res.writeHead(200, SCRIPT_HEADERS)
      res.end(req.method === 'GET' ? turnstileScript : undefined)
      return
    }
    if (pathname !== SITEVERIFY_PATH) return json(res, 404, {message: 'Not found'})
    if (req.method !== 'POST') return json(res, 405, {message: 'Method not allowed'})
    const contentType = req.headers['content-type']
    const form = parseVerification(await readText(req), contentType)
    const answer = mode.get()
    requests.push({method: req.method, contentType, form: form ?? {}, answer})
    if (answer === 'hang') {
      held.add(res)
      res.on('close', () => held.delete(res))
      return
    }
    if (!form) return json(res, 400, {success: false, 'error-codes': ['bad-request'], messages: []})
    json(res, 200, siteverify(form, {secret, mode: answer, hostname, now}))
  }

  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) =>
      json(res, 500, {success: false, 'error-codes': ['internal-error'], messages: [String(error)]}),
    )
  })
}
