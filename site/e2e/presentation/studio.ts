import {createServer} from 'node:http'
import path from 'node:path'

import {build} from 'esbuild'
import getPort from 'get-port'

export interface StandInStudio {
  /** The stand-in's origin: what the site's STUDIO_URL names, so that it may frame previews. */
  url: string
  /** The stand-in's page framing `previewUrl` as the Presentation tool does. */
  presentationUrl(previewUrl: string): string
  stop(): Promise<void>
}

const PAGE = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <title>Studio (remplaçant) : Aperçu</title>
    <link rel="icon" href="data:," />
    <style>html, body { margin: 0; height: 100%; } iframe { display: block; border: 0; width: 100%; height: 100%; }</style>
  </head>
  <body>
    <script src="/presentation.js"></script>
  </body>
</html>
`

/** The Presentation tool's browser side (presentationTool.ts), bundled as the Studio ships it: one script for the browser. */
async function bundle(): Promise<string> {
  const {outputFiles} = await build({
    entryPoints: [path.join(__dirname, 'presentationTool.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    define: {'process.env.NODE_ENV': '"production"'},
    logLevel: 'silent',
  })
  return outputFiles[0]!.text
}

/**
 * A stand-in for the Studio, whose real one needs a Sanity login: a page that frames a preview and is the
 * `presentation` end of the protocol the site's visual editing speaks (`window.presentation`, see protocol.ts).
 */
export async function startStandInStudio(): Promise<StandInStudio> {
  const script = await bundle()
  const port = await getPort({host: '127.0.0.1'})
  const url = `http://127.0.0.1:${port}`
  const server = createServer((request, response) => {
    const {pathname} = new URL(request.url ?? '/', url)
    const [status, type, body] =
      pathname === '/'
        ? [200, 'text/html; charset=utf-8', PAGE]
        : pathname === '/presentation.js'
          ? [200, 'text/javascript; charset=utf-8', script]
          : [404, 'text/plain; charset=utf-8', 'Introuvable']
    response.writeHead(status, {'content-type': type, 'cache-control': 'no-store'}).end(body)
  })
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve))
  return {
    url,
    presentationUrl: (previewUrl) => `${url}/?preview=${encodeURIComponent(previewUrl)}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        // The browser keeps its connections alive; the stand-in ends with the spec.
        server.closeAllConnections()
      }),
  }
}
