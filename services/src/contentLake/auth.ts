import type {IncomingMessage, OutgoingHttpHeaders} from 'node:http'

import {carriesToken} from '../auth/bearer'
import {HttpError, readBody} from './http'

/** What the live host needs to sign a Studio in: the token it hands over, and the origins a browser may call from. */
export interface AuthOptions {
  /** The lake's write token: a signed-in Studio writes with it, as it would with a Sanity session token. */
  writeToken: string
  /**
   * The origins (`http://localhost:3333`) allowed to call the live host from a browser
   * and to log in; none by default.
   */
  corsOrigins?: readonly string[]
}

/** A JSON answer, or (with `contentType`) a text body written as is, with any headers of its own. */
export interface AuthAnswer {
  status: number
  body: unknown
  contentType?: string
  headers?: OutgoingHttpHeaders
}

/** The live host's sign-in routes and cross-origin headers, as created by `createAuth`. */
export interface Auth {
  /**
   * Answers a preflight from an allowed origin and the sign-in and identity routes; `undefined` for any other
   * request, which the host routes as before.
   */
  answer(request: IncomingMessage, url: URL): Promise<AuthAnswer | undefined>
  /** The CORS headers every answer to this request carries (none when no origin is allowed). */
  corsHeaders(request: IncomingMessage, url: URL): OutgoingHttpHeaders
  /** Allows one more origin: the lake's own Studio host, whose port is known once it listens. */
  allow(origin: string): void
}

/** The one user the lake knows: whoever holds the write token. */
export const LOCAL_EDITOR = {
  id: 'local-editor',
  name: 'Éditeur local',
  email: 'editeur.local@example.com',
  // `role` is deprecated in favour of `roles` (which the Studio requires non-empty) but still in Sanity's answer.
  role: 'administrator',
  roles: [{name: 'administrator', title: 'Administrator'}],
  // No `provider` (the Studio would show a provider's name and logo) and no `profileImage` (it would be fetched
  // from the network): the Studio shows the name's initials.
} as const

const LOGIN_PATH = '/auth/login'
const VERSIONED_PATH = /^\/v(?:1|X|\d{4}-\d{2}-\d{2})\/(auth\/id|auth\/logout|users\/me|ping)$/
const PING_PATH = /^\/v(?:1|X|\d{4}-\d{2}-\d{2})\/ping$/

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'
/** Browsers cache a preflight at most this long (Chromium caps it at 2 hours), sparing one per Studio request. */
const PREFLIGHT_MAX_AGE_SECONDS = '600'

/** Sanity's answer to a missing, unknown or spent credential. */
const unauthorized = (message = 'Session not found') =>
  new HttpError(401, {statusCode: 401, error: 'Unauthorized', message})

const methodNotAllowed = () =>
  new HttpError(405, {statusCode: 405, error: 'Method Not Allowed', message: 'Method not allowed'})

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** A French page, for what a person reads in the browser during the sign-in. */
function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(title)}</title>
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1b1d21; background: #f3f4f6; }
      main { max-width: 32rem; margin: 10vh auto; padding: 2rem; background: #fff; border-radius: 0.5rem; }
      h1 { font-size: 1.5rem; margin-top: 0; }
      button {
        font: inherit; padding: 0.75rem 1.25rem; border: 0; border-radius: 0.375rem;
        color: #fff; background: #1f4fd1; cursor: pointer;
      }
      button:focus-visible { outline: 3px solid #1b1d21; outline-offset: 2px; }
      code { overflow-wrap: anywhere; }
    </style>
  </head>
  <body>
    <main>
      <h1>${escapeHtml(title)}</h1>
${content}
    </main>
  </body>
</html>
`
}

const html = (status: number, body: string): AuthAnswer => ({status, body, contentType: 'text/html; charset=utf-8'})

/**
 * Sanity's sign-in and identity endpoints, as a Studio configured with a custom provider calls them
 * (`auth: {loginMethod: 'token', mode: 'replace', providers: [{name, title, url: '<lake>/auth/login'}]}`), and the
 * CORS headers a browser needs to call the live host from a Studio's origin.
 */
export function createAuth({writeToken, corsOrigins = []}: AuthOptions): Auth {
  // Compared as origins, so `http://localhost:3333/` is allowed as `http://localhost:3333`.
  const allowed = new Set(corsOrigins.map((origin) => new URL(origin).origin))

  const allowedOrigin = (request: IncomingMessage) => {
    const origin = request.headers.origin
    return origin !== undefined && allowed.has(origin) ? origin : undefined
  }

  function corsHeaders(request: IncomingMessage, url: URL): OutgoingHttpHeaders {
    // No allowed origin, no header: the host answers as it did before CORS.
    if (allowed.size === 0) return {}
    const origin = allowedOrigin(request)
    if (origin)
      return {'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin'}
    // Sanity's `/ping` allows every origin, without credentials: the Studio calls it to tell a disallowed origin
    // (ping answers, `/users/me` did not) from a network failure, and then shows its CORS dialog.
    if (request.headers.origin && PING_PATH.test(url.pathname))
      return {'access-control-allow-origin': '*', vary: 'Origin'}
    return {vary: 'Origin'}
  }

  /** A preflight the host accepts; one from another origin goes on to the routes, which answer it as before. */
  function preflight(request: IncomingMessage, url: URL): AuthAnswer | undefined {
    if (request.method !== 'OPTIONS' || !request.headers['access-control-request-method']) return undefined
    if (!allowedOrigin(request) && !(allowed.size > 0 && request.headers.origin && PING_PATH.test(url.pathname)))
      return undefined
    const requested = request.headers['access-control-request-headers']
    return {
      status: 204,
      body: '',
      contentType: 'text/plain; charset=utf-8',
      headers: {
        'access-control-allow-methods': ALLOWED_METHODS,
        // Whatever the Studio's client sends: `authorization`, `content-type`, `x-sanity-app`, `x-sanity-project-id`…
        ...(requested && {'access-control-allow-headers': requested}),
        'access-control-max-age': PREFLIGHT_MAX_AGE_SECONDS,
        vary: 'Origin, Access-Control-Request-Headers',
      },
    }
  }

  /** The Studio's address to come back to, if it is on an allowed origin (anything else would be an open redirect). */
  function returnUrl(origin: string | null): URL | undefined {
    if (!origin) return undefined
    try {
      const url = new URL(origin)
      return allowed.has(url.origin) ? url : undefined
    } catch {
      return undefined
    }
  }

  const refused = (origin: string | null) =>
    html(
      400,
      page(
        'Origine refusée',
        origin
          ? `      <p>L’adresse de retour <code>${escapeHtml(origin)}</code> n’est pas celle d’un Studio
        autorisé par ce Content Lake local.</p>
      <p>Ajoutez son origine à l’option <code>corsOrigins</code> du Content Lake local, puis réessayez
        depuis le Studio.</p>`
          : `      <p>Aucune adresse de retour n’a été donnée&nbsp;: ouvrez cette page depuis le bouton de connexion
        du Studio.</p>`,
      ),
    )

  /** `GET /auth/login?origin=…`: the page the Studio's provider button opens. */
  function loginPage(url: URL): AuthAnswer {
    const origin = url.searchParams.get('origin')
    const target = returnUrl(origin)
    if (!target) return refused(origin)
    return html(
      200,
      page(
        'Connexion au Content Lake local',
        `      <p id="explication">Ce Content Lake local remplace celui de Sanity sur cette
        machine&nbsp;: aucun compte n’est nécessaire, vous serez connecté comme éditeur local.</p>
      <form method="post" action="${LOGIN_PATH}">
        <input type="hidden" name="origin" value="${escapeHtml(target.href)}">
        <button type="submit" aria-describedby="explication">Se connecter comme éditeur local</button>
      </form>
      <p>Vous reviendrez ensuite au Studio&nbsp;: <code>${escapeHtml(target.href)}</code></p>`,
      ),
    )
  }

  /**
   * `POST /auth/login` (form field `origin`): back to the Studio with the token in the hash (`#token=`), which the
   * Studio stores before it first asks who is signed in. Sanity's other hand-over, a session id traded at
   * `/auth/fetch`, races in sanity 5.31.2 against that first question when the lake answers both within a few
   * milliseconds: the Studio then stays on its loading screen.
   */
  async function logIn(request: IncomingMessage): Promise<AuthAnswer> {
    const origin = new URLSearchParams(await readBody(request)).get('origin')
    const target = returnUrl(origin)
    if (!target) return refused(origin)
    // The Studio takes a token from the hash only if it is 32 characters or more (`/token=([^&]{32,})&?/`).
    if (!/^[^&#\s]{32,}$/.test(writeToken)) {
      return html(
        500,
        page(
          'Connexion impossible',
          '      <p>Le jeton d’écriture de ce Content Lake local est trop court pour le Studio&nbsp;: donnez-lui au moins 32 caractères (option <code>tokens.write</code>).</p>',
        ),
      )
    }
    target.hash = `token=${writeToken}`
    return {status: 303, body: '', contentType: 'text/plain; charset=utf-8', headers: {location: target.href}}
  }

  const signedIn = (request: IncomingMessage) => carriesToken(request.headers.authorization, writeToken)

  async function answer(request: IncomingMessage, url: URL): Promise<AuthAnswer | undefined> {
    const preflightAnswer = preflight(request, url)
    if (preflightAnswer) return preflightAnswer
    const method = request.method ?? 'GET'
    if (url.pathname === LOGIN_PATH) {
      if (method === 'GET' || method === 'HEAD') return loginPage(url)
      if (method === 'POST') return logIn(request)
      throw methodNotAllowed()
    }
    const route = VERSIONED_PATH.exec(url.pathname)?.[1]
    if (!route) return undefined
    const expected = route === 'auth/logout' ? 'POST' : 'GET'
    if (method !== expected && !(method === 'HEAD' && expected === 'GET')) throw methodNotAllowed()
    switch (route) {
      case 'users/me':
        // Sanity answers an anonymous request with `{}` (the Studio reads a user without `id` as logged out) and
        // a credential it does not know with 401, after which the Studio drops its stored token.
        if (!request.headers.authorization) return {status: 200, body: {}}
        if (!signedIn(request)) throw unauthorized()
        return {status: 200, body: LOCAL_EDITOR}
      case 'auth/id':
        // Sanity's session probe: 401 when signed out; `expiry` in seconds, a year away as the token never expires.
        if (!signedIn(request)) throw unauthorized()
        return {status: 200, body: {id: LOCAL_EDITOR.id, expiry: Math.floor(Date.now() / 1000) + 365 * 24 * 3600}}
      case 'auth/logout':
        // The token stays valid: it is the lake's one write token, which the site and the tests write with too.
        return {status: 200, body: {}}
      default:
        return {status: 200, body: 'PONG', contentType: 'text/plain; charset=utf-8'}
    }
  }

  return {allow: (origin) => void allowed.add(new URL(origin).origin), answer, corsHeaders}
}
