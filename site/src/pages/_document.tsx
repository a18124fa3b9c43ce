import {SITE_LANGUAGE} from '@parlia/schemas/constants'
import {Head, Html, Main, NextScript} from 'next/document'

export default function Document() {
  return (
    <Html lang={SITE_LANGUAGE}>
      <Head>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <meta name="theme-color" content="#4b2fd6" />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  )
}
