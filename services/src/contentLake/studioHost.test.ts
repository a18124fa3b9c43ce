import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises'
import {connect, type ClientHttp2Session, type IncomingHttpHeaders} from 'node:http2'
import {request as httpsRequest} from 'node:https'
import {tmpdir} from 'node:os'
import path from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from '@jest/globals'
import sharp from 'sharp'

import {startContentLake, type ContentLake} from './index'
import {localCertificate, type LocalCertificate} from './tls'

const NAMES = ['localhost', 'parlia-test.localhost']
const TOKEN = 'write-secret'
const QUERY = `/v2025-02-19/data/query/production?query=${encodeURIComponent('count(*[_type == "connector"])')}`

/** The lake binds 127.0.0.1; the name the certificate is checked against is the one a browser would use. */
const h2 = (lake: ContentLake, ca: string, servername = 'localhost'): Promise<ClientHttp2Session> =>
  new Promise((resolve, reject) => {
    const port = new URL(lake.studioUrl as string).port
    const session = connect(`https://127.0.0.1:${port}`, {ca, servername}, () => resolve(session))
    session.once('error', reject)
  })

/** One request on an HTTP/2 session: its head, then its body once it ends (or its first bytes for a stream). */
function get(session: ClientHttp2Session, pathAndQuery: string, headers: Record<string, string> = {}) {
  const stream = session.request({':path': pathAndQuery, ...headers})
  const head = new Promise<IncomingHttpHeaders>((resolve) => stream.once('response', resolve))
  const chunks: Buffer[] = []
  stream.on('data', (chunk: Buffer) => chunks.push(chunk))
  const body = new Promise<Buffer>((resolve) => stream.once('end', () => resolve(Buffer.concat(chunks))))
  const text = async (until: (text: string) => boolean) => {
    while (!until(Buffer.concat(chunks).toString())) await new Promise((resolve) => setTimeout(resolve, 10))
    return Buffer.concat(chunks).toString()
  }
  return {stream, head, body, text}
}

describe('the Studio host: the live API and the images over HTTP/2 with TLS', () => {
  let dir: string
  let certificate: LocalCertificate
  let lake: ContentLake

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'lake-tls-'))
    certificate = await localCertificate(dir, NAMES)
    lake = await startContentLake({tokens: {write: TOKEN}, studio: {certificate}})
  })
  afterAll(async () => {
    await lake?.close()
    await rm(dir, {recursive: true, force: true})
  })

  it('makes its certificate once for the names it is asked, and again when they change', async () => {
    expect(certificate.created).toBe(true)
    const again = await localCertificate(dir, NAMES)
    expect({created: again.created, same: again.cert === certificate.cert}).toEqual({created: false, same: true})
    expect(await readFile(again.certFile, 'utf8')).toBe(certificate.cert)
    const widened = await localCertificate(dir, [...NAMES, 'studio.localhost'])
    expect(widened.created).toBe(true)
    // Put back for the other tests' handshakes.
    await localCertificate(dir, NAMES)
  })

  it('speaks HTTP/2 to a client that offers it, on the names of the certificate only', async () => {
    expect(lake.studioUrl).toMatch(/^https:\/\/localhost:\d+$/)
    const session = await h2(lake, certificate.cert, 'parlia-test.localhost')
    expect(session.alpnProtocol).toBe('h2')
    const answer = get(session, QUERY)
    expect((await answer.head)[':status']).toBe(200)
    expect(JSON.parse((await answer.body).toString()).result).toBeGreaterThan(0)
    session.close()
    await expect(h2(lake, certificate.cert, 'another.localhost')).rejects.toThrow(/altnames|Hostname/i)
  })

  it('holds many event streams and a query on one connection, where HTTP/1.1 would run out of connections', async () => {
    const session = await h2(lake, certificate.cert)
    const listeners = Array.from({length: 8}, (_, index) =>
      get(session, `/v2025-02-19/data/listen/production?query=${encodeURIComponent(`*[_id == "tls-${index}"]`)}`, {
        authorization: `Bearer ${TOKEN}`,
      }),
    )
    for (const listener of listeners) {
      expect((await listener.head)['content-type']).toMatch(/^text\/event-stream/)
      await listener.text((text) => text.includes('event: welcome'))
    }
    const query = get(session, QUERY)
    expect((await query.head)[':status']).toBe(200)
    lake.mutate([{createOrReplace: {_id: 'tls-7', _type: 'post', title: 'Par HTTP/2'}}])
    expect(await listeners[7]?.text((text) => text.includes('event: mutation'))).toContain('Par HTTP/2')
    for (const listener of listeners) listener.stream.close()
    session.close()
  })

  it('serves the images under /images/ beside the API', async () => {
    const png = await sharp({create: {width: 4, height: 3, channels: 3, background: '#0a7'}})
      .png()
      .toBuffer()
    const upload = await fetch(`${lake.url}/v2025-02-19/assets/images/production`, {
      method: 'POST',
      headers: {authorization: `Bearer ${TOKEN}`, 'content-type': 'image/png'},
      body: png,
    })
    const {document} = (await upload.json()) as {document: {url: string}}
    const session = await h2(lake, certificate.cert)
    const image = get(session, new URL(document.url).pathname)
    expect((await image.head)[':status']).toBe(200)
    expect((await image.body).equals(png)).toBe(true)
    session.close()
  })

  it('still answers HTTP/1.1, for Node’s clients', async () => {
    const port = new URL(lake.studioUrl as string).port
    const status = await new Promise<number | undefined>((resolve, reject) =>
      httpsRequest(
        {host: '127.0.0.1', port, path: QUERY, ca: certificate.cert, servername: 'localhost'},
        (response) => {
          response.resume()
          resolve(response.statusCode)
        },
      )
        .on('error', reject)
        .end(),
    )
    expect(status).toBe(200)
  })
})

describe('the Studio host serving a built Studio beside the lake', () => {
  const APP_NAMES = ['localhost', 'parlia-local.localhost']
  const INDEX = '<!doctype html><html lang="fr"><title>Studio local</title><div id="sanity"></div></html>'
  const SCRIPT = 'console.log("studio")\n'
  let dir: string
  let certificate: LocalCertificate
  let lake: ContentLake
  let port: string
  let session: ClientHttp2Session
  /** A request as a browser on `host` sends it: HTTP/2, its `:authority` the host and port the page is on. */
  const on = (host: string, pathAndQuery: string, headers: Record<string, string> = {}) =>
    get(session, pathAndQuery, {':authority': `${host}:${port}`, ...headers})
  const answer = async (host: string, pathAndQuery: string, headers: Record<string, string> = {}) => {
    const request = on(host, pathAndQuery, headers)
    const head = await request.head
    return {status: head[':status'], head, body: (await request.body).toString()}
  }

  beforeAll(async () => {
    // A folder of the test's own: the certificate, a one-document dataset and a built Studio's files.
    dir = await mkdtemp(path.join(tmpdir(), 'lake-studio-app-'))
    certificate = await localCertificate(path.join(dir, 'tls'), APP_NAMES)
    const app = path.join(dir, 'app')
    await mkdir(path.join(app, 'static'), {recursive: true})
    await writeFile(path.join(app, 'index.html'), INDEX)
    await writeFile(path.join(app, 'static', 'a.js'), SCRIPT)
    const content = path.join(dir, 'content')
    await mkdir(content)
    await writeFile(path.join(content, 'data.ndjson'), `${JSON.stringify({_id: 'post-a', _type: 'post'})}\n`)
    lake = await startContentLake({contentDir: content, tokens: {write: TOKEN}, studio: {certificate, app}})
    port = new URL(lake.studioUrl as string).port
    session = await h2(lake, certificate.cert)
  })
  afterAll(async () => {
    session?.close()
    await lake?.close()
    await rm(dir, {recursive: true, force: true})
  })

  it('serves the Studio’s index.html on the bare host, for its own routes too, and its static files', async () => {
    for (const route of ['/', '/structure/x', '/structure/post;post-a']) {
      const page = await answer('localhost', route)
      expect({route, status: page.status, body: page.body}).toEqual({route, status: 200, body: INDEX})
      expect(page.head['content-type']).toMatch(/^text\/html/)
    }
    const script = await answer('localhost', '/static/a.js')
    expect(script.status).toBe(200)
    expect(script.body).toBe(SCRIPT)
    expect(script.head['content-type']).toMatch(/javascript/)
  })

  it('still leaves the API and the sign-in on the bare host to the lake', async () => {
    const query = await answer('localhost', '/v2025-02-19/data/query/production?query=1')
    expect(query.status).toBe(200)
    expect(JSON.parse(query.body)).toMatchObject({result: 1})

    const login = await answer(
      'localhost',
      `/auth/login?${new URLSearchParams({origin: `https://localhost:${port}/`})}`,
    )
    expect(login.status).toBe(200)
    expect(login.body).toMatch(/<title>Connexion au Content Lake local<\/title>/)
  })

  it('leaves every path on the project host to the lake, never to the Studio', async () => {
    const root = await answer('parlia-local.localhost', '/')
    expect(root.status).toBe(404)
    expect(root.body).not.toBe(INDEX)
    const script = await answer('parlia-local.localhost', '/static/a.js')
    expect(script.status).toBe(404)
    expect(script.body).not.toBe(SCRIPT)
    const query = await answer('parlia-local.localhost', '/v2025-02-19/data/query/production?query=1')
    expect(JSON.parse(query.body)).toMatchObject({result: 1})
  })

  it('allows the Studio’s own origin for CORS: its preflight to the API answers 204', async () => {
    const origin = `https://localhost:${port}`
    const preflight = await answer('parlia-local.localhost', '/v2025-02-19/data/query/production', {
      ':method': 'OPTIONS',
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type',
    })
    expect(preflight.status).toBe(204)
    expect(preflight.head['access-control-allow-origin']).toBe(origin)
    expect(preflight.head['access-control-allow-credentials']).toBe('true')
    // Another origin is not allowed for all that.
    const elsewhere = await answer('parlia-local.localhost', '/v2025-02-19/data/query/production', {
      ':method': 'OPTIONS',
      origin: 'https://evil.example',
      'access-control-request-method': 'POST',
    })
    expect(elsewhere.status).toBe(405)
    expect(elsewhere.head['access-control-allow-origin']).toBeUndefined()
  })

  it('routes by the Host header of HTTP/1.1 requests as well', async () => {
    const over11 = (host: string, pathAndQuery: string) =>
      new Promise<{status?: number; body: string}>((resolve, reject) =>
        httpsRequest(
          {host: '127.0.0.1', port, path: pathAndQuery, ca: certificate.cert, servername: 'localhost', headers: {host}},
          (response) => {
            const chunks: Buffer[] = []
            response.on('data', (chunk: Buffer) => chunks.push(chunk))
            response.on('end', () => resolve({status: response.statusCode, body: Buffer.concat(chunks).toString()}))
          },
        )
          .on('error', reject)
          .end(),
      )
    await expect(over11(`localhost:${port}`, '/structure/x')).resolves.toEqual({status: 200, body: INDEX})
    await expect(over11(`parlia-local.localhost:${port}`, '/structure/x')).resolves.toMatchObject({status: 404})
  })
})
