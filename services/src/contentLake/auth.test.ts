import {copyFile, mkdtemp, rm} from 'node:fs/promises'
import type {IncomingMessage} from 'node:http'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {Readable} from 'node:stream'

import {afterAll, beforeAll, describe, expect, it} from '@jest/globals'
import {createClient, type ClientConfig} from '@sanity/client'

import {createAuth} from './auth'
import {DEFAULT_CONTENT_DIR} from './dataset'
import {startContentLake, type ContentLake} from './index'

const STUDIO = 'http://localhost:3333'
const ELSEWHERE = 'https://evil.example'
/** The API version the Studio's auth store calls with (`AUTH_API_VERSION` in sanity 5.31.2). */
const AUTH_API_VERSION = 'v2026-05-04'
/** The Studio's own pattern for the token it reads from the hash (`consumeHashToken` in sanity 5.31.2). */
const TOKEN_PATTERN = /token=([^&]{32,})&?/
const TOKEN = 'write-secret-of-this-test-lake-0123456789'

const QUERY_PATH = '/v2025-02-19/data/query/production'

/** A copy of the bundled dataset, so nothing here can reach the repository's files. */
async function copyOfDataset(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'content-lake-auth-'))
  await copyFile(path.join(DEFAULT_CONTENT_DIR, 'data.ndjson'), path.join(dir, 'data.ndjson'))
  return dir
}

describe('the Studio sign-in on the live host', () => {
  let dir: string
  let lake: ContentLake
  /** A client configured as the Studio's auth store configures its own, with a token or with credentials. */
  const studioClient = (config: Partial<ClientConfig> = {}) =>
    createClient({
      projectId: 'local',
      dataset: 'production',
      apiVersion: AUTH_API_VERSION,
      apiHost: lake.url,
      useProjectHostname: false,
      useCdn: false,
      perspective: 'raw',
      requestTagPrefix: 'sanity.studio',
      headers: {'x-sanity-app': 'studio@5.31.2'},
      ...config,
    })
  const loginUrl = (origin: string) =>
    `${lake.url}/auth/login?${new URLSearchParams({origin, projectId: 'local', withSid: 'true'})}`
  const logIn = (origin: string) =>
    fetch(`${lake.url}/auth/login`, {
      method: 'POST',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams({origin}),
      redirect: 'manual',
    })

  beforeAll(async () => {
    dir = await copyOfDataset()
    lake = await startContentLake({contentDir: dir, corsOrigins: [STUDIO], tokens: {write: TOKEN}})
  })
  afterAll(async () => {
    await lake.close()
    await rm(dir, {recursive: true})
  })

  it('logs a Studio in: a French form, a 303 back with the token in the hash, the local editor', async () => {
    const page = await fetch(loginUrl(`${STUDIO}/studio`))
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await page.text()
    expect(html).toMatch(/^<!doctype html>\s*<html lang="fr">/)
    expect(html).toMatch(/<title>Connexion au Content Lake local<\/title>/)
    expect(html).toMatch(/<form method="post" action="\/auth\/login">/)
    expect(html).toContain(`<input type="hidden" name="origin" value="${STUDIO}/studio">`)
    expect(html).toMatch(/<button type="submit"[^>]*>Se connecter comme éditeur local<\/button>/)
    expect(html).toContain('aucun compte n’est nécessaire')

    const redirect = await logIn(`${STUDIO}/studio`)
    expect(redirect.status).toBe(303)
    const location = redirect.headers.get('location') ?? ''
    expect(location).toBe(`${STUDIO}/studio#token=${TOKEN}`)
    // What the Studio reads from it before it first asks who is signed in.
    expect(TOKEN_PATTERN.exec(location)?.[1]).toBe(TOKEN)
    // No session id to trade: Sanity's /auth/fetch is not served.
    await expect(studioClient().request({uri: '/auth/fetch', query: {sid: 'x'.repeat(32)}})).rejects.toMatchObject({
      statusCode: 404,
    })

    const signedIn = studioClient({token: TOKEN})
    const user = await signedIn.request({uri: '/users/me'})
    expect(user).toEqual({
      id: expect.any(String),
      name: 'Éditeur local',
      email: expect.stringContaining('@'),
      role: 'administrator',
      roles: [{name: 'administrator', title: 'Administrator'}],
    })
    await expect(signedIn.request({uri: '/auth/id'})).resolves.toEqual({
      id: user.id,
      expiry: expect.any(Number),
    })
    // The token writes, as a Studio's session token would.
    await expect(signedIn.create({_type: 'post', title: 'Depuis le Studio'})).resolves.toMatchObject({_type: 'post'})
  })

  it('answers /users/me and /auth/id as Sanity does when signed out', async () => {
    // Anonymous: `{}`, a user without an id, which the Studio reads as logged out.
    await expect(studioClient().request({uri: '/users/me'})).resolves.toEqual({})
    // An unknown credential: 401, after which the Studio drops its stored token.
    const stale = studioClient({token: 'not-the-token'})
    await expect(stale.request({uri: '/users/me'})).rejects.toMatchObject({
      statusCode: 401,
      response: {body: {statusCode: 401, error: 'Unauthorized', message: 'Session not found'}},
    })
    await expect(stale.request({uri: '/auth/id'})).rejects.toMatchObject({statusCode: 401})
    await expect(studioClient().request({uri: '/auth/id'})).rejects.toMatchObject({statusCode: 401})
  })

  it('answers the logout, the ping, and a wrong method', async () => {
    await expect(studioClient({token: TOKEN}).request({uri: '/auth/logout', method: 'POST'})).resolves.toEqual({})
    await expect(studioClient({withCredentials: true}).request({uri: '/auth/logout', method: 'POST'})).resolves.toEqual(
      {},
    )
    await expect(studioClient().request({uri: '/ping', withCredentials: false})).resolves.toBe('PONG')
    await expect(studioClient().request({uri: '/users/me', method: 'DELETE'})).rejects.toMatchObject({
      statusCode: 405,
    })
    // The token stays valid after a logout: it is the lake's one write token.
    await expect(studioClient({token: TOKEN}).request({uri: '/users/me'})).resolves.toMatchObject({
      name: 'Éditeur local',
    })
  })

  it('refuses to log in for an origin it does not allow, in French and without CORS headers', async () => {
    for (const origin of [ELSEWHERE, `${ELSEWHERE}/studio`, 'http://localhost:3334', 'javascript:alert(1)']) {
      const page = await fetch(loginUrl(origin), {headers: {origin: ELSEWHERE}})
      expect(page.status).toBe(400)
      const html = await page.text()
      expect(html).toMatch(/^<!doctype html>\s*<html lang="fr">/)
      expect(html).toMatch(/n’est pas celle d’un Studio\s+autorisé/)
      expect(page.headers.get('access-control-allow-origin')).toBeNull()
      expect(page.headers.get('access-control-allow-credentials')).toBeNull()

      const post = await logIn(origin)
      expect(post.status).toBe(400)
      expect(post.headers.get('location')).toBeNull()
    }
    const missing = await fetch(`${lake.url}/auth/login`)
    expect(missing.status).toBe(400)
    expect(await missing.text()).toContain('Aucune adresse de retour')
    // The origin is checked, not its text: markup in it comes back escaped.
    expect(await (await fetch(loginUrl('<script>x</script>'))).text()).toContain('&#60;script&#62;')
  })

  it('answers a preflight from an allowed origin with the methods and the headers it asks for', async () => {
    const response = await fetch(`${lake.url}${QUERY_PATH}`, {
      method: 'OPTIONS',
      headers: {
        origin: STUDIO,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-sanity-app,x-sanity-project-id',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(STUDIO)
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')
    expect(response.headers.get('access-control-allow-methods')?.split(', ')).toEqual(
      expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
    )
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'authorization,content-type,x-sanity-app,x-sanity-project-id',
    )
    expect(response.headers.get('vary')).toContain('Origin')
    expect(await response.text()).toBe('')
    expect(lake.requests.at(-1)).toMatchObject({method: 'OPTIONS', url: QUERY_PATH, status: 204})
  })

  it('leaves a preflight from another origin to the routes, which answer as before, without CORS headers', async () => {
    const response = await fetch(`${lake.url}${QUERY_PATH}`, {
      method: 'OPTIONS',
      headers: {origin: ELSEWHERE, 'access-control-request-method': 'POST'},
    })
    expect(response.status).toBe(405)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    expect(response.headers.get('access-control-allow-methods')).toBeNull()
  })

  it('adds the CORS headers to answers and errors for an allowed origin, and to none for another', async () => {
    const from = (origin: string, pathAndQuery: string, init: RequestInit = {}) =>
      fetch(`${lake.url}${pathAndQuery}`, {...init, headers: {...init.headers, origin}})
    const answers = {
      query: await from(STUDIO, `${QUERY_PATH}?query=${encodeURIComponent('count(*)')}`),
      parseError: await from(STUDIO, `${QUERY_PATH}?query=${encodeURIComponent('*[')}`),
      unauthorized: await from(STUDIO, '/v2025-02-19/data/mutate/production', {method: 'POST', body: '{}'}),
      notFound: await from(STUDIO, '/nothing-here'),
      signedOut: await from(STUDIO, `/${AUTH_API_VERSION}/auth/id`),
    }
    expect(Object.fromEntries(Object.entries(answers).map(([name, response]) => [name, response.status]))).toEqual({
      query: 200,
      parseError: 400,
      unauthorized: 401,
      notFound: 404,
      signedOut: 401,
    })
    for (const response of Object.values(answers)) {
      expect(response.headers.get('access-control-allow-origin')).toBe(STUDIO)
      expect(response.headers.get('access-control-allow-credentials')).toBe('true')
      expect(response.headers.get('vary')).toBe('Origin')
    }

    // The listener's event stream too: the Studio follows documents with a cross-origin EventSource.
    const controller = new AbortController()
    const stream = await from(STUDIO, `/v2025-02-19/data/listen/production?query=${encodeURIComponent('*')}`, {
      signal: controller.signal,
    })
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(stream.headers.get('access-control-allow-origin')).toBe(STUDIO)
    expect(stream.headers.get('access-control-allow-credentials')).toBe('true')
    controller.abort()

    const elsewhere = await from(ELSEWHERE, `${QUERY_PATH}?query=${encodeURIComponent('count(*)')}`)
    expect(elsewhere.status).toBe(200)
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull()
    expect(elsewhere.headers.get('vary')).toBe('Origin')
  })

  it('lets any origin ping without credentials, as Sanity does for the Studio to tell a CORS refusal', async () => {
    const preflight = await fetch(`${lake.url}/${AUTH_API_VERSION}/ping`, {
      method: 'OPTIONS',
      headers: {
        origin: ELSEWHERE,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-sanity-app',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull()
    const ping = await fetch(`${lake.url}/${AUTH_API_VERSION}/ping`, {headers: {origin: ELSEWHERE}})
    expect(await ping.text()).toBe('PONG')
    expect(ping.headers.get('access-control-allow-origin')).toBe('*')
  })
})

describe('a lake without allowed origins', () => {
  let dir: string
  let lake: ContentLake
  beforeAll(async () => {
    dir = await copyOfDataset()
    lake = await startContentLake({contentDir: dir})
  })
  afterAll(async () => {
    await lake.close()
    await rm(dir, {recursive: true})
  })

  it('adds no CORS header, answers preflights as before and lets no Studio log in', async () => {
    const query = await fetch(`${lake.url}${QUERY_PATH}?query=${encodeURIComponent('count(*)')}`, {
      headers: {origin: STUDIO},
    })
    expect(query.status).toBe(200)
    for (const name of ['access-control-allow-origin', 'access-control-allow-credentials', 'vary'])
      expect(query.headers.get(name)).toBeNull()
    const preflight = await fetch(`${lake.url}${QUERY_PATH}`, {
      method: 'OPTIONS',
      headers: {origin: STUDIO, 'access-control-request-method': 'POST'},
    })
    expect(preflight.status).toBe(405)
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    const login = await fetch(`${lake.url}/auth/login?origin=${encodeURIComponent(STUDIO)}`)
    expect(login.status).toBe(400)
  })
})

describe('the token hand-over', () => {
  /** A form post as the login page sends it, without a server around it. */
  const formPost = (origin: string) =>
    Object.assign(Readable.from([Buffer.from(new URLSearchParams({origin}).toString())]), {
      method: 'POST',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
    }) as unknown as IncomingMessage

  it('refuses, in French, a write token shorter than the 32 characters the Studio takes from a hash', async () => {
    const auth = createAuth({writeToken: 'short-token', corsOrigins: [STUDIO]})
    const login = await auth.answer(formPost(STUDIO), new URL('http://lake/auth/login'))
    expect(login).toMatchObject({status: 500, contentType: 'text/html; charset=utf-8'})
    expect(String(login?.body)).toContain('au moins 32 caractères')
    expect(login?.headers?.location).toBeUndefined()
  })
})
