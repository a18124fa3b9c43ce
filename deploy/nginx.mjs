// Renders deploy/nginx.conf.template and runs nginx on it, for the tests and the benchmark; imports nothing but Node
// (and the repository's loopback helpers).
//
//   node deploy/nginx.mjs --listen 80 --upstream 10.0.0.1:3000 --upstream 10.0.0.2:3000 \
//     --run-dir /var/lib/parlia-nginx > /etc/nginx/parlia.conf      # prints a configuration
//
//   const nginx = await startNginx({upstreams: ['127.0.0.1:3000']})  // {url, port, dir, stop()}, in a temp folder
import {spawn} from 'node:child_process'
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {parseArgs} from 'node:util'

import {freePort, listening} from '../site/scripts/loopback.mjs'

const TEMPLATE = fileURLToPath(new URL('./nginx.conf.template', import.meta.url))
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx'

/** The configuration for `upstreams` (host:port of each `next start`), listening on `listen`, its files in `runDir`. */
export function renderNginxConfig({listen, upstreams, runDir, cacheDir = path.join(runDir, 'cache')}) {
  if (upstreams.length === 0) throw new Error('nginx needs at least one upstream (host:port)')
  const values = {
    NGINX_LISTEN: String(listen),
    NGINX_UPSTREAM_SERVERS: upstreams
      .map((upstream) => `server ${upstream} max_fails=1 fail_timeout=2s;`)
      .join('\n        '),
    NGINX_RUN_DIR: runDir,
    NGINX_CACHE_DIR: cacheDir,
  }
  // Comments are left as written: the one showing envsubst's usage names the variables, and several instances'
  // lines put there would end the comment.
  const substitute = (line) =>
    line.trimStart().startsWith('#')
      ? line
      : line.replace(/\$\{(NGINX_[A-Z_]+)\}/g, (_, name) => {
          if (!(name in values)) throw new Error(`nginx.conf.template names an unknown variable: ${name}`)
          return values[name]
        })
  return readFileSync(TEMPLATE, 'utf8').split('\n').map(substitute).join('\n')
}

/**
 * Debian's nginx as a child process (not a daemon) on a free loopback port, its pid, logs, temporary files and
 * cache in a temporary folder deleted by stop().
 */
export async function startNginx({upstreams, port}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'parlia-nginx-'))
  mkdirSync(path.join(dir, 'cache'))
  const listen = port ?? (await freePort())
  const config = path.join(dir, 'nginx.conf')
  writeFileSync(config, renderNginxConfig({listen: `127.0.0.1:${listen}`, upstreams, runDir: dir}))
  // As root (CI containers), nginx's workers would become `nobody`, who cannot write this private folder.
  const globals = process.getuid?.() === 0 ? 'daemon off; user root;' : 'daemon off;'
  const child = spawn(NGINX, ['-p', dir, '-c', config, '-e', path.join(dir, 'error.log'), '-g', globals], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const failed = new Promise((_, reject) =>
    child.once('error', (error) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`nginx was not found at ${NGINX}: install Debian's nginx (sudo apt-get install -y nginx).`)
          : error,
      ),
    ),
  )
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGQUIT')
      await exited
    }
    rmSync(dir, {recursive: true, force: true})
  }
  try {
    await Promise.race([listening(listen, {name: 'nginx', exited: () => child.exitCode !== null}), failed])
  } catch (error) {
    await stop()
    throw new Error(`${error.message}${stderr ? `\n${stderr}` : ''}`)
  }
  return {url: `http://127.0.0.1:${listen}`, port: listen, dir, stop}
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {values} = parseArgs({
    options: {
      listen: {type: 'string', default: '80'},
      upstream: {type: 'string', multiple: true, default: []},
      'run-dir': {type: 'string'},
    },
  })
  if (!values['run-dir'] || values.upstream.length === 0) {
    console.error(
      'usage: node deploy/nginx.mjs --listen 80 --upstream host:port [--upstream host:port …] --run-dir /var/lib/parlia-nginx',
    )
    process.exit(1)
  }
  process.stdout.write(
    renderNginxConfig({listen: values.listen, upstreams: values.upstream, runDir: values['run-dir']}),
  )
}
