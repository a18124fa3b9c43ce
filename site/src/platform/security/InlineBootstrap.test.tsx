/** @jest-environment node */
import {HtmlContext} from 'next/dist/shared/lib/html-context.shared-runtime'
// eslint-disable-next-line @next/next/no-document-import-in-page -- draws Next's document scripts as _document does
import {Head, NextScript} from 'next/document'
import type {ComponentProps} from 'react'
import {renderToStaticMarkup} from 'react-dom/server'

import {BootstrapScripts, WithoutNextScripts} from './InlineBootstrap'
import {BOOTSTRAP_DATA_ID, BOOTSTRAP_LOADER} from './inlineScripts'

type HtmlProps = NonNullable<ComponentProps<typeof HtmlContext.Provider>['value']>

/** What Next gives _document for the page `/` of a Turbopack production build (the parts its scripts read). */
function documentContext(turbopack: boolean): HtmlProps {
  return {
    __NEXT_DATA__: {props: {}, page: '/', query: {}, buildId: 'build', isFallback: false, gsp: true, scriptLoader: []},
    dangerousAsPath: '/',
    docComponentsRendered: {},
    buildManifest: {
      pages: {
        '/_app': ['static/chunks/app.js', 'static/chunks/app.css'],
        '/': ['static/chunks/home.js', 'static/chunks/app.js'],
      },
      devFiles: [],
      polyfillFiles: [],
      lowPriorityFiles: ['static/build/_buildManifest.js'],
      rootMainFiles: [],
      rootMainFilesTree: {},
      ...(turbopack && {
        chunkLoadingGlobal: 'TURBOPACK',
        pagesChunkGroupBootstrapParams: {
          '/_app': {otherChunks: ['static/chunks/app.js']},
          '/': {otherChunks: ['static/chunks/home.js']},
        },
      }),
    },
    isDevelopment: false,
    dynamicImports: [],
    dynamicCssManifest: new Set(),
    cssAssetQueryString: '',
    assetPrefix: '',
    canonicalBase: '',
    headTags: [],
    unstable_runtimeJS: true,
    unstable_JsPreload: true,
    assetQueryString: '',
    mutableAssetQueryString: '',
    scriptLoader: {},
    locale: undefined,
    disableOptimizedLoading: false,
    styles: [],
    nextFontManifest: undefined,
  } as unknown as HtmlProps
}

/** The document's scripts as _document draws them. */
const documentOf = (turbopack: boolean) =>
  renderToStaticMarkup(
    <HtmlContext.Provider value={documentContext(turbopack)}>
      <WithoutNextScripts>
        <Head />
      </WithoutNextScripts>
      <BootstrapScripts />
      <WithoutNextScripts>
        <NextScript />
      </WithoutNextScripts>
    </HtmlContext.Provider>,
  )

/** Executable inline scripts: no src, no data type. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1])

describe('the document’s scripts', () => {
  it('hold one inline script, the constant loader, and the bootstrap and script list as data', () => {
    const html = documentOf(true)
    expect(inlineScripts(html)).toEqual([BOOTSTRAP_LOADER])
    expect(html).toContain(`<script type="application/json" id="${BOOTSTRAP_DATA_ID}">{"global":"TURBOPACK","params":[`)
    const [, json = ''] = html.match(new RegExp(`id="${BOOTSTRAP_DATA_ID}">([^<]*)<`)) ?? []
    const data = JSON.parse(json)
    // Next's order, each once: the app's, the page's, then the manifests.
    expect(data.scripts).toEqual([
      '/_next/static/chunks/app.js',
      '/_next/static/chunks/home.js',
      '/_next/static/build/_buildManifest.js',
    ])
  })

  it('leave no script tag to Next: the loader adds them after the first paint', () => {
    const html = documentOf(true)
    expect(html).not.toMatch(/<script[^>]*\bsrc=/)
    expect(html).not.toMatch(/rel="preload"[^>]*as="script"/)
  })

  it('keep the stylesheets Next writes', () => {
    expect(documentOf(true)).toContain('<link rel="stylesheet" href="/_next/static/chunks/app.css"')
  })

  it('are Next’s own where it inlines no bootstrap (webpack, development)', () => {
    const html = documentOf(false)
    expect(html).not.toContain(BOOTSTRAP_DATA_ID)
    expect(inlineScripts(html)).toEqual([])
    expect(html).toContain('<script src="/_next/static/chunks/home.js" defer=""></script>')
  })

  it('would hold Next’s inline bootstrap without the wrapper', () => {
    const html = renderToStaticMarkup(
      <HtmlContext.Provider value={documentContext(true)}>
        <Head />
      </HtmlContext.Provider>,
    )
    expect(inlineScripts(html).join('')).toContain('globalThis["TURBOPACK"]')
  })
})
