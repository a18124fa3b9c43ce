import {createContext, useContext, type ReactNode} from 'react'

import type {LayoutData} from '../../ui/layout/layoutData'

/** What every page's head takes from the site settings. */
export type SiteDefaults = Pick<LayoutData, 'brandName' | 'description' | 'shareImage'>

const SiteSeoContext = createContext<SiteDefaults | null>(null)

/** Gives every PageHead below it the site's name, default description and share image (the logo). */
export function SiteSeo({layout, children}: {layout: SiteDefaults; children: ReactNode}) {
  return <SiteSeoContext.Provider value={layout}>{children}</SiteSeoContext.Provider>
}

/** The site's defaults; null outside a SiteSeo (component tests). */
export const useSiteSeo = () => useContext(SiteSeoContext)
