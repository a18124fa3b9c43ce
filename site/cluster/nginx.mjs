// Debian's nginx in front of the instances, as a child process (not a daemon) with every path in the run's folder.
import {chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {fileURLToPath} from 'node:url'

import {answering, freePort, launch, terminate} from './processes.mjs'

const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx'
const OWN_CONF = fileURLToPath(new URL('nginx.conf', import.meta.url))

/** Fills a configuration's {{…}} placeholders. */
function render(template, values) {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name) => {
    if (!(name in values)) throw new Error(`The nginx configuration names an unknown placeholder ${whole}`)
    return values[name]
  })
}

/** Starts nginx on a free port of the loopback interface in front of `upstreams` (`host:port`), in a folder of its own. */
export async function startNginx(upstreams) {
  if (!existsSync(NGINX)) {
    throw new Error(`nginx was not found at ${NGINX}: install Debian's nginx (sudo apt-get install -y nginx), or set NGINX_PATH.`)
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'parlia-nginx-'))
  // Its workers run as an unprivileged user when the suite runs as root: they write the cache and temp files here.
  chmodSync(dir, 0o777)
  const port = await freePort()
  const conf = path.join(dir, 'nginx.conf')
  const [a, b] = upstreams
  writeFileSync(conf, render(readFileSync(OWN_CONF, 'utf8'), {DIR: dir, PORT: String(port), UPSTREAM_A: a, UPSTREAM_B: b}))
  const nginx = launch(NGINX, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], {log: path.join(dir, 'nginx.log')})
  const url = `http://127.0.0.1:${port}`
  const log = path.join(dir, 'error.log')
  const stop = async () => {
    await terminate(nginx, 'SIGQUIT', 5_000)
    rmSync(dir, {recursive: true, force: true})
  }
  try {
    await answering(url, {...nginx, log}, 10_000)
  } catch (error) {
    await stop()
    throw error
  }
  return {name: 'nginx', url, log, stop}
}
