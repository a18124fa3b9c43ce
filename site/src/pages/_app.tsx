import '../styles/globals.css'

import type {AppProps} from 'next/app'
import Head from 'next/head'

import {ConsentProvider} from '../consent/ConsentProvider'
import {SiteLayout} from '../layout/SiteLayout'
import type {LayoutData} from '../layout/layoutData'
import type {BarePage} from '../layout/pageTypes'
import {inter} from '../styles/fonts'

type Props = AppProps<{layout?: LayoutData}> & {Component: BarePage}

export default function App({Component, pageProps}: Props) {
  const {layout} = pageProps
  return (
    <>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <div className={`app ${inter.variable}`}>
        <ConsentProvider>
          {Component.bare || !layout ? (
            <Component {...pageProps} />
          ) : (
            <SiteLayout layout={layout}>
              <Component {...pageProps} />
            </SiteLayout>
          )}
        </ConsentProvider>
      </div>
    </>
  )
}
