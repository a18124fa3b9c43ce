// The cluster under test: a throwaway Redis, the local Brevo (through the services' stack), a writable copy of the
// bundled content, two `next start` instances on copies of one production build sharing REDIS_URL,
// DATABASE_URL and the webhook's secret, and nginx in front of both on the reference configuration (deploy/).
import {cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {fileURLToPath} from 'node:url'

import getPort from 'get-port'

import {startNginx} from '../../deploy/nginx.mjs'
import {startStack} from '../e2e/stack.mjs'
import {startScriptEnv} from '../test/start-script.mjs'
import {startThrowawayRedis} from '../test/throwaway-redis.mjs'
import {answering, launch, terminate} from './processes.mjs'

const SITE = fileURLToPath(new URL('..', import.meta.url))
const NEXT = path.join(SITE, '..', 'node_modules', '.bin', 'next')
export const SECRET = 'secret-de-test-cluster'
/** Small, so that a handful of submissions reach the forms' limit. */
export const FORMS_LIMIT = 3

/** A copy of the bundled dataset the tests edit, as an editor's publish would (e2e/content.ts does the same). */
function editableContent(dir) {
  mkdirSync(dir)
  const file = path.join(dir, 'data.ndjson')
  cpSync(path.join(SITE, '..', 'content', 'data.ndjson'), file)
  return {
    dir,
    /** Replaces `from` with `to` in a published document; fails when `from` is not there. */
    replaceText(id, from, to) {
      const lines = readFileSync(file, 'utf8').split('\n')
      const index = lines.findIndex((line) => line && JSON.parse(line)._id === id)
      if (index < 0) throw new Error(`No document ${id} in the dataset`)
      if (!lines[index].includes(from)) throw new Error(`“${from}” is not in ${id}`)
      writeFileSync(file, lines.with(index, lines[index].replaceAll(from, to)).join('\n'))
    },
    /** A published document of `type` (the first in the dataset). */
    first(type) {
      const line = readFileSync(file, 'utf8')
        .split('\n')
        .find(
          (candidate) =>
            candidate && JSON.parse(candidate)._type === type && !JSON.parse(candidate)._id.startsWith('drafts.'),
        )
      if (!line) throw new Error(`No ${type} in the dataset`)
      return JSON.parse(line)
    },
    /** Adds a document, as a publish would. */
    write(document) {
      writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\n${JSON.stringify(document)}\n`)
    },
  }
}

/** One instance on its own copy of the build: what it regenerates in its own folder stays its own, only Redis can share it. */
function instance(name, {build, dir, env}) {
  const distDir = `${build}-cluster-${name}`
  const log = path.join(dir, `instance-${name}.log`)
  let running = null
  let port = null
  const self = {
    name,
    log,
    get url() {
      return `http://127.0.0.1:${port}`
    },
    get upstream() {
      return `127.0.0.1:${port}`
    },
    /** Starts the instance, again on the port it had (nginx's upstream) when it is restarted. */
    async start() {
      port ??= await getPort({host: '127.0.0.1'})
      running = launch(NEXT, ['start', '--port', String(port), '--hostname', '127.0.0.1'], {
        cwd: SITE,
        log,
        env: {...process.env, ...startScriptEnv(), ...env, NEXT_DIST_DIR: distDir},
      })
      await answering(`${self.url}/`, running)
    },
    /** The running process (its `child` and `exited`), for a test that signals it. */
    get process() {
      return running
    },
    stop: (signal) => (running ? terminate(running, signal) : Promise.resolve()),
    remove: () => rmSync(path.join(SITE, distDir), {recursive: true, force: true}),
  }
  rmSync(path.join(SITE, distDir), {recursive: true, force: true})
  cpSync(path.join(SITE, build), path.join(SITE, distDir), {recursive: true})
  return self
}

/** Starts everything; `stop()` ends every process it started and deletes every folder, also after a failure. */
export async function startCluster({build, databaseUrl}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'parlia-cluster-'))
  const cleanups = []
  const interrupted = async (signal) => {
    await stop()
    process.exit(signal === 'SIGINT' ? 130 : 143)
  }
  const stop = async () => {
    for (const signal of ['SIGINT', 'SIGTERM']) process.off(signal, interrupted)
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(error))
    rmSync(dir, {recursive: true, force: true})
  }
  // Stopped from outside (Ctrl-C, a CI time-out), the suite still stops what it started and deletes its copies.
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, interrupted)
  try {
    const redis = await startThrowawayRedis()
    cleanups.push(() => redis.stop())
    const stack = await startStack()
    cleanups.push(() => stack.stop())
    const content = editableContent(path.join(dir, 'content'))
    const env = {
      REDIS_URL: redis.url,
      DATABASE_URL: databaseUrl,
      SANITY_REVALIDATE_SECRET: SECRET,
      CONTENT_DIR: content.dir,
      DATA_DIR: path.join(dir, 'data'),
      BREVO_API_KEY: stack.env.BREVO_API_KEY,
      BREVO_API_URL: stack.env.BREVO_API_URL,
      FORMS_RATE_LIMIT_MAX: String(FORMS_LIMIT),
      // nginx appends the client's address: each test speaks for a visitor of its own through X-Forwarded-For.
      TRUSTED_PROXY_COUNT: '1',
      LOG_LEVEL: 'info',
    }
    const instances = []
    for (const name of ['a', 'b']) {
      const one = instance(name, {build, dir, env})
      cleanups.push(async () => {
        await one.stop('SIGKILL')
        one.remove()
      })
      instances.push(one)
    }
    await Promise.all(instances.map((one) => one.start()))
    const [a, b] = instances
    const started = await startNginx({upstreams: [a.upstream, b.upstream]})
    cleanups.push(() => started.stop())
    const nginx = {name: 'nginx', url: started.url, log: path.join(started.dir, 'error.log')}
    return {a, b, nginx, redis, content, brevo: stack.admin.brevo, databaseUrl, stop}
  } catch (error) {
    await stop()
    throw error
  }
}
