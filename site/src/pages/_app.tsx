import '../ui/styles/globals.css'

import type {AppProps} from 'next/app'

import {SiteHead} from '#seo/head'

import {ConsentProvider} from '../platform/consent/ConsentProvider'
import {SiteLayout} from '../ui/layout/SiteLayout'
import type {LayoutData} from '../ui/layout/layoutData'
import type {BarePage} from '../ui/layout/pageTypes'
import {inter} from '../ui/styles/fonts'

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
