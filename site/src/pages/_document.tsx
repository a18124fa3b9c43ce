import {SITE_LANGUAGE} from '@parlia/schemas/constants'
import {type DocumentContext, type DocumentProps, Head, Html, Main, NextScript} from 'next/document'

import {EDITING_SCRIPT} from '../content/preview/editing/script'
import {PreviewBar} from '../content/preview/PreviewBar'
import {renderWithStudioFraming} from '../platform/security/draftModeFraming'
import {BootstrapScripts, WithoutNextScripts} from '../platform/security/InlineBootstrap'
import {MarkupOnce} from '../ui/markup/MarkupOnce'

export default function Document({__NEXT_DATA__, dangerousAsPath}: DocumentProps) {
  // Draft mode (preview/): the page's props say so; the bar, the noindex and the Studio's overlays (a script of
  // their own, not one of Next.js's bundles) cost visitors nothing.
  const preview = (__NEXT_DATA__.props as {pageProps?: {preview?: true}} | undefined)?.pageProps?.preview === true
  return (
    <Html lang={SITE_LANGUAGE}>
      {/* Next's inline chunk bootstrap, different in every build, and its script tags become data read by one
      constant script, so one Content-Security-Policy serves every page and the scripts load after the first paint
      (security/InlineBootstrap.tsx). */}
      <WithoutNextScripts>
        <Head>
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <meta name="theme-color" content="#4b2fd6" />
          {preview ? <meta name="robots" content="noindex, nofollow" /> : null}
        </Head>
      </WithoutNextScripts>
      <body>
        {preview ? <PreviewBar path={dangerousAsPath} /> : null}
        <Main />
        <BootstrapScripts />
        <WithoutNextScripts>
          <MarkupOnce>
            <NextScript />
          </MarkupOnce>
        </WithoutNextScripts>
        {preview ? <script type="module" async src={EDITING_SCRIPT.src} /> : null}
      </body>
    </Html>
  )
}

Document.getInitialProps = (ctx: DocumentContext) => renderWithStudioFraming(ctx)
