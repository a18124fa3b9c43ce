import {encodeURIPath} from 'next/dist/shared/lib/encode-uri-path'
import {HtmlContext, useHtmlContext} from 'next/dist/shared/lib/html-context.shared-runtime'
import type {ReactNode} from 'react'

import {BOOTSTRAP_DATA_ID, BOOTSTRAP_LOADER, bootstrapData} from './inlineScripts'

type DocumentContext = ReturnType<typeof useHtmlContext>

const isScript = (file: string) => file.endsWith('.js')

/** The scripts Next's `<Head>` writes as `defer` tags, in its order: the app's and the page's, then the manifests. */
function pageScripts({
  buildManifest,
  __NEXT_DATA__,
  dynamicImports,
  assetPrefix,
  assetQueryString,
}: DocumentContext): string[] {
  const files = new Set([...(buildManifest.pages['/_app'] ?? []), ...(buildManifest.pages[__NEXT_DATA__.page] ?? [])])
  const ordered = [...files, ...dynamicImports.filter((file) => !files.has(file)), ...buildManifest.lowPriorityFiles]
  return ordered.filter(isScript).map((file) => `${assetPrefix}/_next/${encodeURIPath(file)}${assetQueryString}`)
}

/** Whether this build's pages start from the JSON block (Turbopack production builds). */
const loadsAfterPaint = (context: DocumentContext) => Boolean(context.buildManifest.pagesChunkGroupBootstrapParams)

/**
 * Renders Next's `<Head>` or `<NextScript>` (its child) without the inline chunk bootstrap and the script tags Next
 * would write: `<BootstrapScripts />` hands both to the one constant loader. Stylesheets stay Next's.
 */
export function WithoutNextScripts({children}: {children: ReactNode}) {
  const context = useHtmlContext()
  if (!loadsAfterPaint(context)) return children
  const withoutScripts = (files: readonly string[] = []) => files.filter((file) => !isScript(file))
  const {pages: allPages, ...rest} = context.buildManifest
  const pages = {
    ...Object.fromEntries(Object.entries(allPages).map(([page, files]) => [page, withoutScripts(files)])),
    '/_app': withoutScripts(allPages['/_app']),
  }
  const buildManifest = {...rest, pages, lowPriorityFiles: [], pagesChunkGroupBootstrapParams: undefined}
  return (
    <HtmlContext.Provider
      value={{...context, buildManifest, dynamicImports: context.dynamicImports.filter((file) => !isScript(file))}}
    >
      {children}
    </HtmlContext.Provider>
  )
}

/**
 * The page's chunk bootstrap and script list as data, and the constant script that reads them (inlineScripts.ts):
 * every page runs under one Content-Security-Policy, set in next.config.ts.
 */
export function BootstrapScripts() {
  const context = useHtmlContext()
  const data = loadsAfterPaint(context)
    ? bootstrapData(context.buildManifest, context.__NEXT_DATA__.page, pageScripts(context))
    : null
  if (!data) return null
  return (
    <>
      <script type="application/json" id={BOOTSTRAP_DATA_ID} dangerouslySetInnerHTML={{__html: data}} />
      <script dangerouslySetInnerHTML={{__html: BOOTSTRAP_LOADER}} />
    </>
  )
}
