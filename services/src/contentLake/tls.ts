import {mkdir, readFile, writeFile} from 'node:fs/promises'
import {join} from 'node:path'
import {X509Certificate} from 'node:crypto'

import {generate} from 'selfsigned'

export interface LocalCertificate {
  key: string
  cert: string
  /** The file a person tells their browser to trust, once. */
  certFile: string
  /** True when this call made it: the first run, or after the names changed or it expired. */
  created: boolean
}

/** Renewed a day before it ends: a certificate made for a year that a browser has been told to trust. */
const RENEW_BEFORE_MS = 24 * 3600 * 1000

/**
 * A self-signed certificate for the local Studio's API hosts (`localhost`, `{projectId}.localhost`), made on first use
 * and kept in `dir` (a folder git ignores, such as `.data/tls/`), so a browser told to trust it once keeps trusting it.
 */
export async function localCertificate(dir: string, names: readonly string[]): Promise<LocalCertificate> {
  const [keyFile, certFile] = [join(dir, 'localhost-key.pem'), join(dir, 'localhost.pem')]
  const kept = await Promise.all([readFile(keyFile, 'utf8'), readFile(certFile, 'utf8')]).catch(() => null)
  if (kept && covers(kept[1], names)) return {key: kept[0], cert: kept[1], certFile, created: false}

  const pems = await generate([{name: 'commonName', value: names[0] ?? 'localhost'}], {
    keyType: 'ec',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 365 * 24 * 3600 * 1000),
    extensions: [
      {name: 'basicConstraints', cA: false},
      {name: 'keyUsage', digitalSignature: true, keyEncipherment: true},
      {name: 'extKeyUsage', serverAuth: true},
      {
        name: 'subjectAltName',
        altNames: [...names.map((value) => ({type: 2 as const, value})), {type: 7, ip: '127.0.0.1'}],
      },
    ],
  })
  await mkdir(dir, {recursive: true})
  await writeFile(keyFile, pems.private, {mode: 0o600})
  await writeFile(certFile, pems.cert)
  return {key: pems.private, cert: pems.cert, certFile, created: true}
}

/** Whether a kept certificate still names every host and has more than a day to run. */
function covers(pem: string, names: readonly string[]): boolean {
  try {
    const certificate = new X509Certificate(pem)
    const dnsNames = new Set((certificate.subjectAltName ?? '').split(', ').map((entry) => entry.replace(/^DNS:/, '')))
    return names.every((name) => dnsNames.has(name)) && Date.parse(certificate.validTo) - Date.now() > RENEW_BEFORE_MS
  } catch {
    return false
  }
}

/**
 * The commands that make a person's browser trust `certFile`, once, per system. On Linux, Chrome and Chromium read
 * the NSS database in `~/.pki/nssdb` when it exists, and otherwise in `$XDG_DATA_HOME/pki/nssdb` (recent builds make
 * that one on first run): the command finds the one the browser reads, and makes it when the browser never ran.
 * Proven with Debian's Chromium by e2e/studio/trust.spec.ts.
 */
export function trustCommands(certFile: string) {
  const file = `'${certFile.replaceAll("'", `'\\''`)}'`
  return {
    linux:
      'd="$HOME/.pki/nssdb"; [ -d "$d" ] || d="${XDG_DATA_HOME:-$HOME/.local/share}/pki/nssdb"; mkdir -p "$d"; ' +
      `[ -f "$d/cert9.db" ] || certutil -d "sql:$d" -N --empty-password; ` +
      `certutil -d "sql:$d" -A -t "P,," -n parlia-local -i ${file}`,
    macos: `sudo security add-trusted-cert -d -r trustRoot -k /Library/Keychains/System.keychain ${file}`,
    windows: `certutil -addstore -user Root "${certFile}"`,
  }
}

/**
 * What a person does once so that their browser trusts the local Content Lake's certificate: the Studio calls the
 * lake over HTTPS (HTTP/2, which browsers speak only over TLS), and a browser refuses an unknown certificate in a
 * page's requests without asking.
 */
export function trustHint(certFile: string): string {
  const commands = trustCommands(certFile)
  return [
    `A certificate for localhost was made: ${certFile}`,
    'Trust it once in your browser, then reload the Studio:',
    `  Linux (Chrome, Chromium; certutil is in Debian's libnss3-tools): ${commands.linux}`,
    `  macOS: ${commands.macos}`,
    `  Windows: ${commands.windows}`,
    '  Firefox: Settings › Privacy & Security › Certificates › View Certificates › Servers › Import',
  ].join('\n')
}
