import {MAIN_CONTENT_ID} from '@parlia/schemas/routes'
import type {ReactNode} from 'react'

import {ChatLoader} from '../../assistant/loader/ChatLoader'
import {SiteSeo} from '../../platform/seo/SiteSeo'
import {Footer} from './Footer'
import {Header} from './Header'
import type {LayoutData} from './layoutData'
import {SkipLink} from './SkipLink'

/** The shell of every route but the login page. */
export function SiteLayout({layout, children}: {layout: LayoutData; children: ReactNode}) {
  return (
    <SiteSeo layout={layout}>
      <SkipLink />
      <Header layout={layout} />
      {/* tabIndex lets the skip link move focus here in every browser. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </main>
      <Footer content={layout.footer} />
      <ChatLoader brandName={layout.brandName} />
    </SiteSeo>
  )
}
