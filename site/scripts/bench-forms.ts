// `npm run bench:forms [-- --postgres]`: submits 1,000 valid leads (contact, demo and white-paper requests in
// turn) at concurrency 20 to the production server, then prints the throughput, the p50/p95 latency, and
// the number of leads found in the database afterwards, which must be 1,000 (exit code 1 otherwise).
//
// By default it starts `next start` on the build (NEXT_DIST_DIR, default .next) with an empty PGlite database
// in a temporary DATA_DIR, and reads that database once the server has stopped (PGlite is one process at
// a time); with --postgres, on a throwaway PostgreSQL server. BENCH_URL targets a running server instead,
// whose database DATABASE_URL must name. Brevo and the captcha are off, so e-mails become .eml files.
// Every request passes the checks as a visitor's does: same Origin, the form started 15 seconds earlier;
// all of them come from 127.0.0.1, so the server is started with FORMS_RATE_LIMIT_MAX raised to 100,000
// (a server targeted with BENCH_URL needs the same).
import {type ChildProcess, spawn} from 'node:child_process'
import {randomUUID} from 'node:crypto'
import {mkdtempSync, readdirSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {setTimeout as sleep} from 'node:timers/promises'

const site = path.resolve(__dirname, '..')
const PORT = Number(process.env.BENCH_PORT || 3292)
const LEADS = 1000
const CONCURRENCY = 20
const FORMS = ['contact', 'demo', 'content-request'] as const

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

function values(form: (typeof FORMS)[number], index: number, run: string, resource: string): Record<string, string> {
  const person = {firstName: 'Élodie', lastName: `Martin ${index}`, email: `bench.${run}.${index}@entreprise-bench.fr`}
  if (form === 'contact')
    return {...person, phoneNumber: '04 72 00 00 00', message: `Bonjour, demande numéro ${index}.`}
  if (form === 'demo') {
    return {
      ...person,
      phoneNumber: '',
      company: 'Entreprise Bench',
      organisationType: 'entreprise',
      headcount: '250-999',
      message: '',
    }
  }
  return {...person, company: 'Entreprise Bench', jobTitle: 'DSI', resource}
}

async function waitForServer(base: string, server: ChildProcess | null) {
  for (let attempt = 0; ; attempt += 1) {
    if (
      await fetch(`${base}/`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return
    if (attempt > 300 || server?.exitCode != null)
      throw new Error('The production server did not start (run `npm run build -w @parlia/site` first).')
    await sleep(200)
  }
}

const stopped = (server: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (server.exitCode !== null) return resolve()
    server.once('exit', () => resolve())
    server.kill('SIGTERM')
  })

async function main() {
  const usePostgres = process.argv.includes('--postgres')
  const target = process.env.BENCH_URL?.replace(/\/+$/, '')
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parlia-bench-forms-'))
  // The bench's own configuration wins over the root .env (Next.js never overrides a variable already set).
  process.env.DATA_DIR = dataDir
  const throwaway =
    usePostgres && !target
      ? await import('../test/throwaway-postgres.mjs').then((module) => module.startThrowawayPostgres())
      : null
  const databaseUrl = target ? (process.env.DATABASE_URL ?? '') : (throwaway?.url ?? '')
  process.env.DATABASE_URL = databaseUrl

  const {fetchContent} = await import('../src/content/fetch')
  const {whitePapersQuery} = await import('../src/content/queries')
  const resource = (await fetchContent(whitePapersQuery))[0]?.id
  if (!resource) throw new Error('The content holds no white paper to request.')

  const base = target ?? `http://127.0.0.1:${PORT}`
  const server = target
    ? null
    : spawn(
        path.join(site, '..', 'node_modules', '.bin', 'next'),
        ['start', '--port', String(PORT), '--hostname', '127.0.0.1'],
        {
          cwd: site,
          env: {
            ...process.env,
            DATA_DIR: dataDir,
            DATABASE_URL: databaseUrl,
            DATABASE_NAME: '',
            BREVO_API_KEY: '',
            CAPTCHA_SECRET_KEY: '',
            FORMS_RATE_LIMIT_MAX: '100000',
            NEXT_TELEMETRY_DISABLED: '1',
          },
          stdio: 'ignore',
        },
      )
  try {
    await waitForServer(base, server)
    const run = randomUUID().slice(0, 8)
    const submit = (form: (typeof FORMS)[number], formValues: Record<string, string>) =>
      fetch(`${base}/api/forms/${form}`, {
        method: 'POST',
        headers: {'content-type': 'application/json', origin: base, 'idempotency-key': randomUUID()},
        body: JSON.stringify({values: formValues, website: '', startedAt: Date.now() - 15_000}),
      })
    // The first submission opens (or, on an empty DATA_DIR, creates) the database: timed apart, not counted.
    const warmUp = performance.now()
    const first = await submit('contact', values('contact', -1, `warmup-${run}`, resource))
    if (first.status !== 201) throw new Error(`The first submission answered ${first.status}: ${await first.text()}`)
    console.log(
      `First submission after the server started (opens the database): ${(performance.now() - warmUp).toFixed(0)} ms`,
    )

    const latencies: number[] = []
    const failures = new Map<number, number>()
    let next = 0
    const started = performance.now()
    await Promise.all(
      Array.from({length: CONCURRENCY}, async () => {
        for (let index = next++; index < LEADS; index = next++) {
          const form = FORMS[index % FORMS.length]!
          const begin = performance.now()
          const response = await submit(form, values(form, index, run, resource))
          await response.arrayBuffer()
          latencies.push(performance.now() - begin)
          if (response.status !== 201) failures.set(response.status, (failures.get(response.status) ?? 0) + 1)
        }
      }),
    )
    const seconds = (performance.now() - started) / 1000
    latencies.sort((a, b) => a - b)
    const failed = [...failures.values()].reduce((sum, count) => sum + count, 0)
    console.log(
      `POST /api/forms/{contact,demo,content-request}: ${LEADS} leads at concurrency ${CONCURRENCY} in ${seconds.toFixed(1)} s, ` +
        `${(LEADS / seconds).toFixed(0)} leads/s; latency p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
        `p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms; ` +
        `${failed} failure(s)${failed ? ` (${[...failures].map(([status, count]) => `${count}× ${status}`).join(', ')})` : ''}`,
    )

    if (server) {
      // Deliveries trail the burst: wait for the server's outbox worker to write every e-mail (one per lead,
      // and a second one per content request, the warm-up's included).
      const contentRequests = Array.from({length: LEADS}, (_, index) => FORMS[index % FORMS.length]).filter(
        (form) => form === 'content-request',
      )
      const expected = LEADS + 1 + contentRequests.length
      const drainStarted = performance.now()
      const written = () => readdirSync(path.join(dataDir, 'mail'), {withFileTypes: true}).length
      while (written() < expected && performance.now() - drainStarted < 300_000) await sleep(250)
      console.log(
        `Outbox drained after the burst: ${written()} of ${expected} e-mails written as .eml files, in ${((performance.now() - drainStarted) / 1000).toFixed(1)} s more`,
      )
      await stopped(server)
    }
    if (target && !databaseUrl) {
      console.log('Leads in the database: not counted (set DATABASE_URL to the database of the server at BENCH_URL).')
      process.exitCode = 1
      return
    }
    const {openPglite, openPostgres} = await import('../src/leads/storage/database')
    const {outboxCounts} = await import('../src/leads/delivery/outbox')
    const db = databaseUrl ? openPostgres(databaseUrl) : await openPglite(path.join(dataDir, 'pglite'))
    try {
      const {rows} = await db.query<{count: number}>('select count(*)::int as count from leads where email like $1', [
        `bench.${run}.%`,
      ])
      const found = rows[0]?.count ?? 0
      const outbox = await outboxCounts(db)
      console.log(
        `Leads found afterwards in ${databaseUrl ? 'PostgreSQL' : 'PGlite'}: ${found} (expected ${LEADS}). ` +
          `Outbox when the server stopped: ${outbox.delivered} delivered, ${outbox.pending} pending, ${outbox.failed} failed.`,
      )
      if (found !== LEADS || failed > 0) process.exitCode = 1
    } finally {
      await db.close()
    }
  } finally {
    if (server) await stopped(server)
    if (throwaway) (await import('../test/throwaway-postgres.mjs')).stopThrowawayPostgres(throwaway.dir)
    rmSync(dataDir, {recursive: true, force: true})
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
