import '../styles/globals.css'

import type {AppProps} from 'next/app'

import {SiteHead} from '#seo/head'

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
      <SiteHead />
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
