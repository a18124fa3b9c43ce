import type {FetchOptions} from '../../content/backends/types'
import {fetchContent} from '../../content/fetch'
import type {ResolvedImage} from '../../content/image'
import {layoutQuery} from '../../content/queries'
import {resolveImages, type Resolved} from '../../content/resolveImages'
import type {LayoutQueryResult} from '../../content/sanity.types'
import {logoShareImage, type ShareImage} from '../../platform/seo/shareImage'
import type {RenderedMarkup} from '../markup/renderedMarkup'
import {renderFooter} from './footerMarkup'
import {renderMenuLinks} from './menuMarkup'

/** The site settings and the menus as queried, images resolved: what the footer is drawn from. */
export type LayoutSettings = Omit<Resolved<NonNullable<LayoutQueryResult>>, 'logo'> & {
  logo: ResolvedImage
  /** The default image of link previews: the logo as a raster card (social networks ignore SVG). */
  shareImage: ShareImage
  /** Copyright year, fixed when the page is (re)generated so server and browser agree. */
  year: number
}

type QueriedMenu = LayoutSettings['menus'][number]
export type NavLink = QueriedMenu['links'][number]
/** A menu of the header: its title, and its links as markup (menuMarkup.tsx). */
export type NavMenu = Omit<QueriedMenu, 'links'> & {links: RenderedMarkup}

/** What the header, footer and login page need on every route: the site settings and the menus. */
export type LayoutData = Omit<LayoutSettings, 'menus'> & {
  menus: NavMenu[]
  /** The footer's content, rendered by the server (Footer.tsx). */
  footer: RenderedMarkup
}

/** The layout the pages take: the footer and the menus' links rendered as markup. */
export function layoutFrom(settings: LayoutSettings): LayoutData {
  const menus = settings.menus.map((menu) => ({...menu, links: renderMenuLinks(menu.links)}))
  return {...settings, menus, footer: renderFooter(settings)}
}

export async function getLayoutData(options: FetchOptions = {}): Promise<LayoutData> {
  const settings = resolveImages(await fetchContent(layoutQuery, {}, options))
  const logo = settings?.logo
  if (!settings || !logo) {
    // Every page needs these: fail the build or the revalidation rather than publish a broken shell.
    throw new Error('The "siteSettings" document or its logo is missing.')
  }
  return layoutFrom({...settings, logo, shareImage: logoShareImage(logo), year: new Date().getFullYear()})
}
