// Many instances, one site (issue 15): two `next start` instances of one build behind nginx, sharing Redis and
// PostgreSQL. Run by cluster/run.mjs (`npm run test:cluster`), which hands it the build and DATABASE_URL.
// The tests run in this order, each on what the previous ones left: the last two stop the instances.
import assert from 'node:assert/strict'
import {randomUUID} from 'node:crypto'
import {readFileSync} from 'node:fs'
import {request} from 'node:http'
import {after, before, test} from 'node:test'
import {setTimeout as sleep} from 'node:timers/promises'

import pg from 'pg'

import {restartThrowawayPostgres} from '../test/throwaway-postgres.mjs'
import {FORMS_LIMIT, startCluster} from './cluster.mjs'
import {tail} from './processes.mjs'
import {envelope, notifyChange, steadyLoad, submitLead, visit} from './requests.mjs'

let cluster

before(async () => {
  cluster = await startCluster({build: process.env.CLUSTER_BUILD || '.next', databaseUrl: process.env.DATABASE_URL})
})

after(async () => {
  await cluster?.stop()
})

/** Fails with `message` (not the whole page) unless the visit answered 200 with `text` in the page. */
function assertServes(visited, text, message) {
  assert.equal(visited.status, 200, `${message}: it answered ${visited.status}`)
  assert.ok(visited.text.includes(text), `${message} (“${text}” is not in it)`)
}

/** A test's body, whose failure prints the end of each server's log first (their folders go with the suite). */
const withLogs = (body) => async (context) => {
  try {
    await body()
  } catch (error) {
    const logs = [cluster.a, cluster.b, cluster.nginx].map((one) => `--- ${one.name}: ${one.log}\n${tail(one.log, 15)}`)
    console.error(`\n✖ ${context.name}\n${logs.join('\n')}\n`)
    throw error
  }
}

test(
  'a signed webhook sent to instance A makes instance B serve the new content on its next request',
  {timeout: 60_000},
  withLogs(async () => {
    const {a, b, content} = cluster
    // B has served the page before the publish: its own copy is the old one.
    assertServes(await visit(b.url, '/'), 'qui répondent vraiment', 'B does not serve the bundled home page')
    content.replaceText('homePage', 'qui répondent vraiment', 'qui répondent du premier coup')

    const response = await notifyChange(a.url, {_id: 'homePage', _type: 'homePage', slug: null, operation: 'update'})
    assert.deepEqual(response, {status: 200, body: {revalidated: ['/'], failed: [], notGenerated: []}})

    assertServes(
      await visit(b.url, '/'),
      'qui répondent du premier coup',
      'B still serves the home page it had before the webhook reached A',
    )
  }),
)

test(
  'a page regenerated on instance B is served by instance A',
  {timeout: 60_000},
  withLogs(async () => {
    const {a, b, content} = cluster
    const page = '/ressources/livres-blancs'
    assertServes(
      await visit(a.url, page),
      'Choisissez celui qui vous intéresse',
      'A does not serve the bundled listing page',
    )
    content.replaceText(
      'listingPage-whitePapers',
      'Choisissez celui qui vous intéresse',
      'Choisissez le guide qu’il vous faut',
    )

    const response = await notifyChange(b.url, {
      _id: 'listingPage-whitePapers',
      _type: 'listingPage',
      slug: null,
      operation: 'update',
    })
    assert.deepEqual(response, {status: 200, body: {revalidated: [page], failed: [], notGenerated: []}})

    assertServes(
      await visit(a.url, page),
      'Choisissez le guide qu’il vous faut',
      'A still serves the page B regenerated as it was before',
    )
  }),
)

test(
  'the forms’ rate limit is shared: the limit is reached across both instances',
  {timeout: 60_000},
  withLogs(async () => {
    const {a, b} = cluster
    const visitor = '198.51.100.3'
    const statuses = []
    // One more than the limit on each instance, alternately: counted apart, all but the last two would pass.
    for (let attempt = 0; attempt < FORMS_LIMIT + 2; attempt += 1) {
      const server = attempt % 2 === 0 ? a : b
      statuses.push((await submitLead(server.url, {visitor, tag: `limite-${attempt}`})).status)
    }
    assert.deepEqual(statuses, [...Array(FORMS_LIMIT).fill(201), 429, 429])
  }),
)

/** Polls `check` until it passes or `ms` have gone by; resolves with how long it took. */
async function within(ms, check) {
  const started = Date.now()
  for (;;) {
    try {
      await check()
      return Date.now() - started
    } catch (error) {
      if (Date.now() - started > ms) throw error
      await sleep(100)
    }
  }
}

test(
  'a renamed page’s old address answers 308 to the new one on both instances within 2 s, and through nginx',
  {timeout: 60_000},
  withLogs(async () => {
    const {a, b, nginx, content} = cluster
    const connector = content.first('connector')
    const slug = connector.connectorId.current
    const renamed = `${slug}-renomme`
    const [before, after] = [`/solution/connecteurs/${slug}`, `/solution/connecteurs/${renamed}`]
    for (const server of [a, b]) assert.equal((await visit(server.url, before)).status, 200)

    // What the Studio's publish writes: the new slug, and the redirect from the old address to the document.
    content.replaceText(connector._id, `"current":"${slug}"`, `"current":"${renamed}"`)
    content.write({
      _id: `redirect-historique-${connector._id}`,
      _type: 'redirect',
      source: before,
      target: {_type: 'reference', _ref: connector._id, _weak: true},
      permanent: true,
      origin: 'slugHistory',
    })
    const response = await notifyChange(a.url, {
      _id: connector._id,
      _type: 'connector',
      slug: renamed,
      previousSlug: slug,
      operation: 'update',
    })
    assert.equal(response.status, 200, JSON.stringify(response.body))
    assert.ok(
      response.body.revalidated.includes(before),
      `the old page was not regenerated: ${JSON.stringify(response.body)}`,
    )

    for (const server of [b, a]) {
      const took = await within(2_000, async () => {
        const old = await visit(server.url, `${before}?utm_source=partenaire`, {redirect: 'manual'})
        assert.equal(old.status, 308, `${server.name} answered ${old.status} for ${before}`)
        assert.equal(old.headers.get('location'), `${after}?utm_source=partenaire`)
      })
      console.log(`${server.name}: the old address redirects ${took} ms after the webhook`)
    }
    // nginx keeps the redirect like a page, and its destination is a page.
    const first = await visit(nginx.url, before, {redirect: 'manual'})
    const second = await visit(nginx.url, before, {redirect: 'manual'})
    assert.deepEqual([first.status, second.status], [308, 308])
    assert.equal(second.headers.get('x-cache-status'), 'HIT')
    assert.equal((await visit(nginx.url, after)).status, 200)
  }),
)

test(
  'nginx keeps no downloaded file: every download reaches an instance, which counts it',
  {timeout: 60_000},
  withLogs(async () => {
    const {a, b, nginx} = cluster
    // The security centre's first PDF, as its page links it.
    const file = /href="(\/[^"]+\.pdf)"/u.exec((await visit(nginx.url, '/securite-conformite')).text)?.[1]
    assert.ok(file, 'the security centre links no PDF')
    const counted = () =>
      [a, b].reduce(
        (sum, server) => sum + (readFileSync(server.log, 'utf8').match(/"event":"documents\.download"/gu) ?? []).length,
        0,
      )
    const before = counted()
    for (let download = 0; download < 3; download += 1) {
      const response = await visit(nginx.url, file)
      assert.equal(response.status, 200)
      assert.notEqual(response.headers.get('x-cache-status'), 'HIT', 'nginx answered a download from its cache')
    }
    await within(2_000, async () => assert.equal(counted() - before, 3))
  }),
)

test(
  'nginx keeps no 404: a redirect published for a missing address applies on the next request',
  {timeout: 60_000},
  withLogs(async () => {
    const {a, nginx, content} = cluster
    const missing = `/ancienne-page-${randomUUID().slice(0, 8)}`
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await visit(nginx.url, missing, {redirect: 'manual'})
      assert.equal(response.status, 404)
      assert.notEqual(response.headers.get('x-cache-status'), 'HIT', 'nginx answered a 404 from its cache')
    }
    content.write({
      _id: `redirect-${missing.slice(1)}`,
      _type: 'redirect',
      source: missing,
      url: '/contact',
      permanent: true,
    })
    const response = await notifyChange(a.url, {
      _id: `redirect-${missing.slice(1)}`,
      _type: 'redirect',
      slug: null,
      operation: 'create',
    })
    assert.equal(response.status, 200, JSON.stringify(response.body))
    await within(2_000, async () => {
      const redirected = await visit(nginx.url, missing, {redirect: 'manual'})
      assert.equal(redirected.status, 308)
      assert.equal(redirected.headers.get('location'), '/contact')
    })
  }),
)

test(
  'with Redis killed both instances answer 200 (pages, forms, the webhook), and a restarted Redis is picked up',
  {timeout: 90_000},
  withLogs(async () => {
    const {a, b, redis, content} = cluster
    await redis.kill()

    for (const server of [a, b]) {
      for (const path of ['/', '/qui-sommes-nous', '/ressources/livres-blancs', '/contact']) {
        const {status, ms} = await visit(server.url, path)
        assert.equal(status, 200, `${server.name} answered ${status} for ${path} with Redis down`)
        assert.ok(ms < 3_000, `${server.name} took ${ms} ms for ${path} with Redis down`)
      }
    }
    for (const server of [a, b]) {
      const {status, text} = await submitLead(server.url, {visitor: '198.51.100.4', tag: `sans-redis-${server.name}`})
      assert.equal(status, 201, `${server.name} answered ${status} to a lead with Redis down: ${text}`)
    }
    const during = await notifyChange(a.url, {_id: 'aboutPage', _type: 'aboutPage', slug: null, operation: 'update'})
    assert.equal(
      during.status,
      200,
      `the webhook answered ${during.status} with Redis down: ${JSON.stringify(during.body)}`,
    )

    await redis.restart()
    content.replaceText('aboutPage', 'une vingtaine de passionnés', 'une trentaine de passionnés')
    // Each instance reconnects by itself: the regeneration on B reaches A once both are back on Redis.
    const deadline = Date.now() + 20_000
    let shared = false
    while (!shared && Date.now() < deadline) {
      const response = await notifyChange(b.url, {
        _id: 'aboutPage',
        _type: 'aboutPage',
        slug: null,
        operation: 'update',
      })
      assert.equal(response.status, 200)
      shared = /une trentaine de passionnés/.test((await visit(a.url, '/qui-sommes-nous')).text)
      if (!shared) await sleep(1_000)
    }
    assert.ok(shared, 'a page regenerated on B after Redis restarted never reached A (20 s)')
  }),
)

/** Posts a lead to `url`, sending its body in two halves with `between()` run in the middle: a request in flight. */
function leadInFlight(url, body, visitor, between) {
  const bytes = Buffer.from(body)
  const half = Math.floor(bytes.length / 2)
  return new Promise((resolve, reject) => {
    const req = request(`${url}/api/forms/contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': bytes.length,
        origin: url,
        'x-forwarded-for': visitor,
      },
    })
    req.on('error', (error) => reject(new Error(`the lead's request failed: ${error.message}`)))
    req.on('response', (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () => resolve({status: response.statusCode, text: Buffer.concat(chunks).toString('utf8')}))
    })
    req.flushHeaders()
    req.write(bytes.subarray(0, half))
    between().then(() => req.end(bytes.subarray(half)), reject)
  })
}

test(
  'a rolling restart of both instances under steady load (concurrency 50, 60 s): no error and no non-2xx through nginx',
  {timeout: 150_000},
  withLogs(async () => {
    const {a, b, nginx} = cluster
    // Pages the instances render from their ISR cache (in Redis here), and an API route: the liveness probe. Not the
    // readiness probe: a stopping instance answers it 503 on purpose (that is how a load balancer learns it stops).
    const paths = ['/', '/blog', '/qui-sommes-nous', '/solution', '/api/health?probe=live']
    const load = steadyLoad(nginx.url, {paths, connections: 50, seconds: 60})
    await sleep(5_000)
    const restarts = []
    // As a deploy does it: stop A (it drains what it holds), start A again, then B; each serving again before the next.
    for (const one of [a, b]) {
      const started = Date.now()
      const upstream = one.upstream
      const stopped = await one.stop('SIGTERM')
      assert.equal(stopped, 0, `${one.name} did not stop cleanly on SIGTERM (it ended with ${stopped})`)
      await one.start()
      // Back where nginx sends it requests, and ready before the next one stops, as a deploy waits for its readiness
      // check (which reads Redis and the database, to which it has just connected).
      assert.equal(one.upstream, upstream, `${one.name} came back on another port than nginx's upstream`)
      let health = 0
      const readyBy = Date.now() + 15_000
      while ((health = (await visit(one.url, '/api/health')).status) !== 200 && Date.now() < readyBy) await sleep(200)
      assert.equal(health, 200, `${one.name} is not healthy 15 s after its restart`)
      restarts.push(`${one.name} ${((Date.now() - started) / 1000).toFixed(1)} s`)
      await sleep(5_000)
    }
    const result = await load
    const requests = Object.values(result.statuses).reduce((sum, count) => sum + count, 0)
    console.log(
      `Rolling restart (${restarts.join(', ')} from SIGTERM to serving) under ${requests} requests at concurrency 50: ` +
        `${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50} ms, p95 ${result.p95} ms, statuses ${JSON.stringify(result.statuses)}, ` +
        `${result.errors} errors ${JSON.stringify(result.errorKinds)}, ${result.timeouts} timeouts`,
    )
    assert.ok(requests > 0, 'the load sent nothing')
    assert.deepEqual(
      {non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts},
      {non2xx: 0, errors: 0, timeouts: 0},
      `statuses ${JSON.stringify(result.statuses)}, errors by kind ${JSON.stringify(result.errorKinds)}`,
    )
  }),
)

test(
  'a PostgreSQL restart during lead submissions: every lead answered 201 is stored, the others 503 in French, none 500',
  {timeout: 90_000},
  withLogs(async () => {
    const {a, b, databaseUrl} = cluster
    const postgres = {url: databaseUrl, dir: process.env.CLUSTER_POSTGRES_DIR}
    assert.ok(postgres.dir, 'cluster/run.mjs hands the suite its own PostgreSQL’s folder (CLUSTER_POSTGRES_DIR)')
    const run = randomUUID().slice(0, 8)
    const answers = []
    let sending = true
    // Four visitors at a time, two on each instance, each lead from an address of its own (the forms' limit counts
    // per visitor).
    const visitorsSending = Array.from({length: 4}, async (_, worker) => {
      const base = (worker % 2 ? b : a).url
      for (let index = 0; sending; index += 1) {
        const tag = `pg-${run}-${worker}-${index}`
        try {
          const answered = await fetch(`${base}/api/forms/contact`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              origin: base,
              'x-forwarded-for': `10.${worker}.${(index >> 8) & 255}.${index & 255}`,
            },
            body: JSON.stringify(envelope(tag)),
            signal: AbortSignal.timeout(15_000),
          })
          const text = await answered.text()
          answers.push({tag, status: answered.status, retryAfter: answered.headers.get('retry-after'), text})
        } catch (error) {
          // No answer at all: recorded, and the statuses' check below fails on it.
          answers.push({tag, status: `no answer (${error.cause?.code ?? error.message})`, text: ''})
        }
      }
    })
    await sleep(1_500)
    await restartThrowawayPostgres(postgres, 3_000)
    // The instances reconnect: leads are stored again once the server is back.
    const backAt = answers.length
    await until(
      () => answers.slice(backAt).some((answer) => answer.status === 201),
      20_000,
      () =>
        `no lead was stored after PostgreSQL came back: ${JSON.stringify(answers.slice(backAt).slice(-3))} (${answers.length} answers)`,
    )
    await sleep(1_000)
    sending = false
    await Promise.all(visitorsSending)

    const byStatus = {}
    for (const answer of answers) (byStatus[answer.status] ??= []).push(answer)
    console.log(
      `PostgreSQL down 3 s during ${answers.length} submissions: ` +
        Object.entries(byStatus)
          .map(([status, list]) => `${list.length} × ${status}`)
          .join(', '),
    )
    assert.deepEqual(
      Object.keys(byStatus).sort(),
      ['201', '503'],
      'every submission answers 201 or 503, and both happened',
    )
    for (const refused of byStatus[503]) {
      assert.ok(Number(refused.retryAfter) > 0, `a 503 without Retry-After: ${refused.text}`)
      assert.match(JSON.parse(refused.text).error, /réessayez/i, `a 503 without its French message: ${refused.text}`)
    }
    const db = new pg.Client({connectionString: databaseUrl})
    await db.connect()
    try {
      const ids = byStatus[201].map((answer) => JSON.parse(answer.text).id)
      const {rows} = await db.query('select id from leads where id = any($1::uuid[])', [ids])
      assert.equal(rows.length, ids.length, 'a lead answered 201 is not in the database')
      const refusedTags = byStatus[503].map((answer) => answer.tag)
      const {rows: stored} = await db.query('select count(*)::int as count from leads where email = any($1::text[])', [
        refusedTags.map((tag) => envelope(tag).values.email),
      ])
      assert.equal(stored[0].count, 0, 'a lead answered 503 was stored after all')
    } finally {
      await db.end()
    }
  }),
)

/** Resolves once `check()` holds, or fails with `message()` after `ms`. */
async function until(check, ms, message) {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) assert.fail(message())
    await sleep(100)
  }
}

/** Resolves once Brevo has received an e-mail naming `tag` (answered or not), or fails after `ms`. */
async function brevoReceived(brevo, tag, ms = 15_000) {
  const deadline = Date.now() + ms
  for (;;) {
    const {requests} = await (await fetch(`${brevo.adminUrl}/__inspect/requests`)).json()
    if (requests.some((one) => one.endpoint === '/smtp/email' && JSON.stringify(one.body).includes(tag))) return
    assert.ok(Date.now() < deadline, `instance A never sent the e-mail of lead ${tag} to Brevo`)
    await sleep(200)
  }
}

test(
  'a lead accepted during a SIGTERM of one instance is stored and delivered once',
  {timeout: 90_000},
  withLogs(async () => {
    const {a, brevo, databaseUrl} = cluster
    const visitor = '198.51.100.5'
    // A first lead whose e-mail A is still sending when the signal comes (Brevo leaves that request unanswered):
    // A holds its outbox rows' lease, which it must hand back rather than leave for 2 minutes.
    const sending = `envoi-${randomUUID().slice(0, 8)}`
    const hang = await fetch(`${brevo.adminUrl}/__faults`, {
      method: 'POST',
      body: JSON.stringify({route: 'POST /smtp/email', fault: 'timeout', times: 1}),
    })
    assert.equal(hang.status, 204)
    const first = await submitLead(a.url, {visitor, tag: sending})
    assert.equal(first.status, 201, first.text)
    await brevoReceived(brevo, sending)

    // The second lead is in flight, half its body sent, when A receives SIGTERM.
    const inFlight = `sigterm-${randomUUID().slice(0, 8)}`
    let signalledAt = 0
    const second = await leadInFlight(a.url, JSON.stringify(envelope(inFlight)), visitor, async () => {
      await sleep(300)
      signalledAt = Date.now()
      a.process.child.kill('SIGTERM')
      await sleep(300)
    })
    assert.equal(second.status, 201, `the lead in flight during the SIGTERM answered ${second.status}: ${second.text}`)
    const ended = await Promise.race([a.process.exited.then(() => Date.now()), sleep(12_000).then(() => null)])
    await a.stop('SIGKILL')
    assert.ok(
      ended !== null && ended - signalledAt <= 10_000,
      `instance A was still running ${ended === null ? 'over 12 s' : `${ended - signalledAt} ms`} after SIGTERM`,
    )

    const db = new pg.Client({connectionString: databaseUrl})
    await db.connect()
    try {
      const ids = [JSON.parse(first.text).id, JSON.parse(second.text).id]
      const {rows: leads} = await db.query('select id from leads where id = any($1::uuid[])', [ids])
      assert.equal(leads.length, 2, 'a lead answered 201 is not in the database')
      // B's outbox worker delivers what A left: at most one run of its 30-second schedule.
      const deadline = Date.now() + 45_000
      let rows = []
      for (;;) {
        rows = (
          await db.query('select id, kind, status from outbox where lead_id = any($1::uuid[]) order by kind', [ids])
        ).rows
        if (rows.length > 0 && rows.every((row) => row.status === 'delivered')) break
        assert.ok(
          Date.now() < deadline,
          `the leads' deliveries are not all delivered 45 s after A stopped: ${JSON.stringify(rows)}`,
        )
        await sleep(1_000)
      }
      // What reached the recipients: a second attempt with a row's key (an instance that died mid-send) is refused
      // by Brevo, as documented, and sends nothing.
      const {sent} = await (await fetch(`${brevo.adminUrl}/__inspect/sent`)).json()
      for (const row of rows.filter((one) => one.kind !== 'contact')) {
        const copies = sent.filter((email) => email.key === row.id).length
        assert.equal(copies, 1, `the ${row.kind} e-mail ${row.id} reached its recipient ${copies} times`)
      }
    } finally {
      await db.end()
    }
  }),
)

test(
  'nginx serves a cached page while both instances are stopped',
  {timeout: 60_000},
  withLogs(async () => {
    const {a, b, nginx} = cluster
    const warm = await visit(nginx.url, '/qui-sommes-nous')
    assert.equal(warm.status, 200)
    await visit(nginx.url, '/qui-sommes-nous')
    await Promise.all([a.stop(), b.stop()])

    const cached = await visit(nginx.url, '/qui-sommes-nous')
    assert.equal(cached.status, 200, `nginx answered ${cached.status} with both instances stopped`)
    assert.match(
      cached.headers.get('x-cache-status') ?? '(none)',
      /^(HIT|STALE)$/,
      'nginx did not answer from its cache',
    )
    assert.ok(cached.text === warm.text, 'nginx answered another page than the one it had cached')
  }),
)
