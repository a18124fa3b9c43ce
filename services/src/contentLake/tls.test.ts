import {execFileSync} from 'node:child_process'
import {X509Certificate} from 'node:crypto'
import {mkdtemp, rm} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {localCertificate, trustCommands, trustHint} from './tls'

describe('the local certificate', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'parlia-tls-'))
  })
  afterEach(() => rm(dir, {recursive: true, force: true}))

  it('is made once for the hosts it names, then kept, and made again when a host is added', async () => {
    const made = await localCertificate(dir, ['localhost', 'parlia-local.localhost'])
    expect(made.created).toBe(true)
    expect(new X509Certificate(made.cert).subjectAltName).toContain('DNS:parlia-local.localhost')
    const kept = await localCertificate(dir, ['localhost', 'parlia-local.localhost'])
    expect(kept).toMatchObject({created: false, cert: made.cert, certFile: join(dir, 'localhost.pem')})
    const renamed = await localCertificate(dir, ['localhost', 'autre.localhost'])
    expect(renamed.created).toBe(true)
    expect(renamed.cert).not.toBe(made.cert)
  })
})

describe('the trust commands', () => {
  it('quote the certificate file for the shell, whatever its characters', () => {
    const file = "/home/o'neil/mes fichiers/localhost.pem"
    const quoted = trustCommands(file).linux.split(' -i ')[1]!
    expect(execFileSync('sh', ['-c', `printf %s ${quoted}`], {encoding: 'utf8'})).toBe(file)
    expect(trustHint(file)).toContain(trustCommands(file).linux)
  })
})
