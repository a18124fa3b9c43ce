/**
 * What a person does once so that their browser trusts the local Content Lake's certificate: the Studio calls the
 * lake over HTTPS (HTTP/2, which browsers speak only over TLS), and a browser refuses an unknown certificate in a
 * page's requests without asking.
 */
export function trustHint(certFile: string): string {
  return [
    `A certificate for localhost was made: ${certFile}`,
    'Trust it once in your browser, then reload the Studio:',
    `  Linux (Chrome, Chromium): certutil -d sql:$HOME/.pki/nssdb -A -t "P,," -n parlia-local -i ${certFile}`,
    `  macOS: sudo security add-trusted-cert -d -r trustRoot -k /Library/Keychains/System.keychain ${certFile}`,
    `  Windows: certutil -addstore -user Root ${certFile}`,
    '  Firefox: Settings › Privacy & Security › Certificates › View Certificates › Servers › Import',
  ].join('\n')
}
