/** @jest-environment node */
// The types only: next/document's components belong to pages/_document.tsx.
import type {DocumentContext, DocumentInitialProps} from 'next/dist/shared/lib/utils'
import type {AppProps} from 'next/app'
import {createRequest, createResponse} from 'node-mocks-http'
import type {ComponentType} from 'react'
import {renderToStaticMarkup} from 'react-dom/server'

import {renderWithStudioFraming} from './draftModeFraming'

const VISITORS_POLICY = "default-src 'self'; frame-ancestors 'none'"

/**
 * Renders, the way Next.js does, an App whose page has `pageProps`, through _document's getInitialProps, and
 * answers the policy the response then carries and the page's markup.
 */
async function render(pageProps: Record<string, unknown>, cookie = '__prerender_bypass=forged') {
  const req = createRequest({headers: {cookie}})
  const res = createResponse()
  res.setHeader('Content-Security-Policy', VISITORS_POLICY)
  const App = ({Component, pageProps: props}: AppProps) => <Component {...props} />
  const Page = ({title}: {title?: string}) => <h1>{title}</h1>
  const ctx = {
    req,
    res,
    pathname: '/',
    query: {},
    asPath: '/',
    AppTree: App,
    renderPage: ({enhanceApp}: {enhanceApp?: (app: typeof App) => ComponentType<AppProps>} = {}) => {
      const Enhanced = enhanceApp ? enhanceApp(App) : App
      return {
        html: renderToStaticMarkup(
          <Enhanced Component={Page} pageProps={pageProps} router={{} as AppProps['router']} />,
        ),
      }
    },
    defaultGetInitialProps: async (docCtx: DocumentContext): Promise<DocumentInitialProps> => {
      const {html} = await docCtx.renderPage({enhanceApp: (AppComponent) => (props) => <AppComponent {...props} />})
      return {html}
    },
  } as unknown as DocumentContext
  const {html} = await renderWithStudioFraming(ctx)
  return {policy: res.getHeader('Content-Security-Policy'), html}
}

describe('the policy of a page rendered for a request', () => {
  it('lets the Studio the server was started with frame an editor’s preview', async () => {
    const {policy, html} = await render({preview: true, title: 'Aperçu'})
    expect(policy).toMatch(/frame-ancestors http:\/\/localhost:3333$/)
    expect(html).toBe('<h1>Aperçu</h1>')
  })

  it('keeps next.config.ts’s policy on a visitor’s page, whatever cookie it sends', async () => {
    await expect(render({title: 'Accueil'})).resolves.toEqual({policy: VISITORS_POLICY, html: '<h1>Accueil</h1>'})
    await expect(render({title: 'Accueil'}, 'CookieConsent=true')).resolves.toEqual({
      policy: VISITORS_POLICY,
      html: '<h1>Accueil</h1>',
    })
  })
})
