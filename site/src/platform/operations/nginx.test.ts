/** @jest-environment node */
import {createServer, type IncomingHttpHeaders, type Server} from 'node:http'
import type {AddressInfo, Socket} from 'node:net'
import {setTimeout as sleep} from 'node:timers/promises'

import {renderNginxConfig, type RunningNginx, startNginx} from '../../../../deploy/nginx.mjs'

// deploy/nginx.conf.template, rendered and run by Debian's nginx in front of a stand-in for `next start`.

interface Upstream {
  server: Server
  port: number
  /** The requests it received, by path. */
  hits: Map<string, number>
  lastHeaders: IncomingHttpHeaders
  version: number
}

const PAGE_CACHE = 's-maxage=1, stale-while-revalidate=60'

function handle(upstream: Upstream, path: string): {status?: number; headers: Record<string, string>; body: string} {
  const body = `${path} v${upstream.version} #${upstream.hits.get(path)} ${'texte '.repeat(400)}`
  if (path === '/page' || path === '/other')
    return {headers: {'cache-control': PAGE_CACHE, 'content-type': 'text/html; charset=utf-8'}, body}
  if (path === '/with-cookie') return {headers: {'cache-control': PAGE_CACHE, 'set-cookie': 'a=b; Path=/'}, body}
  if (path.startsWith('/_next/static/'))
    return {
      headers: {'cache-control': 'public, max-age=31536000, immutable', 'content-type': 'application/javascript'},
      body,
    }
  // What a form answers while the database is away.
  if (path === '/api/unavailable')
    return {
      status: 503,
      headers: {'content-type': 'application/json', 'retry-after': '30'},
      body: JSON.stringify({message: 'Service momentanément indisponible.'}),
    }
  // An API route that even says it may be cached: nginx must still not keep it.
  if (path.startsWith('/api/'))
    return {
      headers: {'cache-control': 's-maxage=60', 'content-type': 'application/json'},
      body: JSON.stringify({hit: upstream.hits.get(path)}),
    }
  return {status: 404, headers: {}, body: 'absent'}
}

async function startUpstream(port = 0): Promise<Upstream> {
  const upstream: Upstream = {server: createServer(), port, hits: new Map(), lastHeaders: {}, version: 1}
  upstream.server.on('request', (request, response) => {
    const path = new URL(request.url!, 'http://x').pathname
    upstream.hits.set(path, (upstream.hits.get(path) ?? 0) + 1)
    upstream.lastHeaders = request.headers
    const {status = 200, headers, body} = handle(upstream, path)
    response.writeHead(status, headers).end(body)
  })
  await new Promise<void>((resolve) => upstream.server.listen(port, '127.0.0.1', resolve))
  upstream.port = (upstream.server.address() as AddressInfo).port
  return upstream
}

async function stopUpstream(upstream: Upstream) {
  upstream.server.closeAllConnections()
  await new Promise((resolve) => upstream.server.close(resolve))
}

/** nginx counts expiry in whole seconds: an s-maxage of 1 is certainly over after 2. */
const PAGE_EXPIRED = 2_100

describe('the reference nginx configuration', () => {
  let upstream: Upstream
  let nginx: RunningNginx
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${nginx.url}${path}`, {headers})
    return {
      status: response.status,
      cache: response.headers.get('x-cache-status'),
      headers: response.headers,
      body: await response.text(),
    }
  }

  beforeAll(async () => {
    upstream = await startUpstream()
    nginx = await startNginx({upstreams: [`127.0.0.1:${upstream.port}`]})
  })

  afterAll(async () => {
    await nginx?.stop()
    if (upstream.server.listening) await stopUpstream(upstream)
  })

  it('keeps a page: the second request is a hit, answered without the instance', async () => {
    const first = await get('/page')
    const second = await get('/page')
    expect([first.status, first.cache]).toEqual([200, 'MISS'])
    expect([second.status, second.cache, second.body]).toEqual([200, 'HIT', first.body])
    expect(upstream.hits.get('/page')).toBe(1)
  })

  it('compresses, asking the instances for identity bodies so the cache holds one copy per page', async () => {
    const response = await fetch(`${nginx.url}/other`, {headers: {'accept-encoding': 'gzip'}})
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(upstream.lastHeaders['accept-encoding']).toBeUndefined()
    const again = await get('/other', {'accept-encoding': 'identity'})
    expect(again.cache).toBe('HIT')
  })

  it('never keeps the API, whatever it says', async () => {
    const bodies = [await get('/api/search'), await get('/api/search')].map(({body}) => JSON.parse(body))
    expect(bodies).toEqual([{hit: 1}, {hit: 2}])
  })

  it('never answers an editor in draft mode from the cache, nor keeps what it gets', async () => {
    await get('/page')
    const draft = await get('/page', {cookie: '__prerender_bypass=abc'})
    expect(draft.cache).toBe('BYPASS')
    const visitor = await get('/page')
    expect(visitor.cache).toBe('HIT')
    expect(visitor.body).not.toBe(draft.body)
  })

  it('never keeps a response that sets a cookie', async () => {
    await get('/with-cookie')
    await get('/with-cookie')
    expect(upstream.hits.get('/with-cookie')).toBe(2)
  })

  it('keeps the build assets a year, immutable', async () => {
    await get('/_next/static/chunks/a.js')
    const again = await get('/_next/static/chunks/a.js')
    expect(again.cache).toBe('HIT')
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('shows a regenerated page once its max age has passed: one stale answer while it fetches the new one', async () => {
    await get('/page')
    upstream.version = 2
    await sleep(PAGE_EXPIRED)
    const stale = await get('/page')
    expect([stale.cache, stale.body]).toEqual(['STALE', expect.stringContaining('v1')])
    await sleep(200)
    const fresh = await get('/page')
    expect([fresh.cache, fresh.body]).toEqual(['HIT', expect.stringContaining('v2')])
  })

  it('serves the stale page while every instance is down, and the fresh one when they return', async () => {
    await get('/page')
    await stopUpstream(upstream)
    await sleep(PAGE_EXPIRED)
    const down = await get('/page')
    expect([down.status, down.cache, down.body]).toEqual([200, 'STALE', expect.stringContaining('v2')])
    const api = await get('/api/search')
    expect(api.status).toBe(502)

    const port = upstream.port
    upstream = await startUpstream(port)
    upstream.version = 3
    // nginx counts the instance out for fail_timeout (2 s), then tries it again.
    await sleep(2_100)
    await get('/page')
    await sleep(200)
    expect((await get('/page')).body).toContain('v3')
  })
})

describe('the reference nginx configuration in front of two instances', () => {
  let instances: Upstream[]
  let nginx: RunningNginx
  /** Connections to the instances not closed yet. */
  const open = new Set<Socket>()

  beforeAll(async () => {
    instances = await Promise.all([startUpstream(), startUpstream()])
    for (const instance of instances)
      instance.server.on('connection', (socket) => {
        open.add(socket)
        socket.once('close', () => open.delete(socket))
      })
    nginx = await startNginx({upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`)})
  })

  afterAll(async () => {
    await nginx?.stop()
    await Promise.all(instances.filter((instance) => instance.server.listening).map(stopUpstream))
  })

  it('closes its idle connections to an instance before the instance’s own 5 s keep-alive would', async () => {
    await Promise.all(Array.from({length: 4}, () => fetch(`${nginx.url}/api/search`)))
    expect(open.size).toBeGreaterThan(0)
    await sleep(4_500)
    // Left to Node, an idle connection closes at 5 s, when nginx may just be sending it a request: a reset.
    expect(open.size).toBe(0)
  })

  it('passes an API’s 503 on while the other instance is down, and keeps sending it requests', async () => {
    // A deploy restarts one instance: nginx finds it down and counts it out for fail_timeout.
    await stopUpstream(instances[0]!)
    expect((await fetch(`${nginx.url}/api/search`)).status).toBe(200)
    const unavailable = await fetch(`${nginx.url}/api/unavailable`)
    expect([unavailable.status, unavailable.headers.get('retry-after')]).toEqual([503, '30'])
    expect(await unavailable.json()).toEqual({message: 'Service momentanément indisponible.'})
    // Counted as a failure, that 503 would leave nginx no instance at all: « no live upstreams », a 502 for everyone.
    const statuses = []
    for (let request = 0; request < 4; request++) statuses.push((await fetch(`${nginx.url}/api/search`)).status)
    expect(statuses).toEqual([200, 200, 200, 200])
  })
})

describe('the configuration’s rendering', () => {
  it('names each instance and the folders, and leaves nginx’s own variables', () => {
    const config = renderNginxConfig({
      listen: 8080,
      upstreams: ['10.0.0.1:3000', '10.0.0.2:3000'],
      runDir: '/var/lib/parlia-nginx',
    })
    expect(config).toContain('listen 8080;')
    expect(config).toMatch(/server 10\.0\.0\.1:3000 [^;]*;\s+server 10\.0\.0\.2:3000 [^;]*;/)
    expect(config).toContain('proxy_cache_path /var/lib/parlia-nginx/cache ')
    expect(config).toContain('$upstream_cache_status')
    const directives = config.split('\n').filter((line) => !line.trimStart().startsWith('#'))
    expect(directives.join('\n')).not.toMatch(/\$\{NGINX_/)
    // Each instance's line is a directive of the upstream block, none of them lands in a comment.
    expect(directives.filter((line) => /^\s*server 10\.0\.0\.\d:3000 /.test(line))).toHaveLength(2)
  })

  it('refuses a configuration without an instance', () => {
    expect(() => renderNginxConfig({listen: 80, upstreams: [], runDir: '/tmp'})).toThrow(/upstream/)
  })
})
