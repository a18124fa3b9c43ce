import {HtmlContext, useHtmlContext} from 'next/dist/shared/lib/html-context.shared-runtime'
import type {ReactNode} from 'react'

import {BOOTSTRAP_DATA_ID, BOOTSTRAP_LOADER, bootstrapData} from './inlineScripts'

/**
 * Renders Next's `<Head>` or `<NextScript>` (its child) without the inline chunk bootstrap Next would write, a
 * script per page and build that only a policy computed per request could allow. `<BootstrapScripts />` hands
 * the same bootstrap to the runtime instead.
 */
export function WithoutInlineBootstrap({children}: {children: ReactNode}) {
  const context = useHtmlContext()
  if (!context.buildManifest.pagesChunkGroupBootstrapParams) return children
  const buildManifest = {...context.buildManifest, pagesChunkGroupBootstrapParams: undefined}
  return <HtmlContext.Provider value={{...context, buildManifest}}>{children}</HtmlContext.Provider>
}

/**
 * The page's chunk bootstrap as data, and the constant script that reads it (inlineScripts.ts): every page runs
 * under one Content-Security-Policy, set in next.config.ts. Anywhere in the body: the chunks are deferred scripts,
 * which run once the document is parsed.
 */
export function BootstrapScripts() {
  const context = useHtmlContext()
  const data = bootstrapData(context.buildManifest, context.__NEXT_DATA__.page)
  if (!data) return null
  return (
    <>
      <script type="application/json" id={BOOTSTRAP_DATA_ID} dangerouslySetInnerHTML={{__html: data}} />
      <script dangerouslySetInnerHTML={{__html: BOOTSTRAP_LOADER}} />
    </>
  )
}
