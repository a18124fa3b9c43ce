import type {AppProps} from 'next/app'
// The types only: next/document's components belong to pages/_document.tsx.
import type {DocumentContext, DocumentInitialProps} from 'next/dist/shared/lib/utils'

import {serverEnv} from '../env/server'
import {configuredPolicy} from './policyOptions'
import {CSP_HEADER, draftModePolicy} from './securityHeaders'

/**
 * _document's getInitialProps: renders the page, and when its props say it is an editor's preview (`preview`, which
 * getStaticProps sets only when Next has checked the draft-mode cookie), lets the Studio frame it: its origin as
 * this server reads it when it starts (STUDIO_URL), for one build serves every environment. Visitors' pages, served
 * from the cache without rendering, keep next.config.ts's policy and load no byte more for it; a forged cookie
 * renders a visitor's page, which keeps that policy too.
 */
export async function renderWithStudioFraming(ctx: DocumentContext): Promise<DocumentInitialProps> {
  let preview = false
  const renderPage: DocumentContext['renderPage'] = (options = {}) => {
    const enhancers = typeof options === 'function' ? {enhanceComponent: options} : options
    return ctx.renderPage({
      ...enhancers,
      enhanceApp: (App) => {
        const Enhanced = enhancers.enhanceApp ? enhancers.enhanceApp(App) : App
        return function ReadsPreview(props: AppProps) {
          preview = (props.pageProps as {preview?: unknown}).preview === true
          return <Enhanced {...props} />
        }
      },
    })
  }
  const initialProps = await ctx.defaultGetInitialProps({...ctx, renderPage})
  if (preview && ctx.res && !ctx.res.headersSent) {
    ctx.res.setHeader(CSP_HEADER, draftModePolicy(configuredPolicy(process.env), serverEnv.studioOrigin))
  }
  return initialProps
}
