import type {FetchOptions} from '../../content/backends/types'
import {fetchContent} from '../../content/fetch'
import type {ResolvedImage} from '../../content/image'
import {layoutQuery} from '../../content/queries'
import {resolveImages, type Resolved} from '../../content/resolveImages'
import type {LayoutQueryResult} from '../../content/sanity.types'
import {logoShareImage, type ShareImage} from '../../platform/seo/shareImage'
import type {RenderedMarkup} from '../markup/renderedMarkup'
import {renderFooter} from './footerMarkup'

/** What the header, footer and login page need on every route: the site settings and the menus. */
export type LayoutData = Omit<Resolved<NonNullable<LayoutQueryResult>>, 'logo'> & {
  logo: ResolvedImage
  /** The default image of link previews: the logo as a raster card (social networks ignore SVG). */
  shareImage: ShareImage
  /** Copyright year, fixed when the page is (re)generated so server and browser agree. */
  year: number
  /** The footer's content, rendered by the server (Footer.tsx). */
  footer: RenderedMarkup
}

export type NavMenu = LayoutData['menus'][number]
export type NavLink = NavMenu['links'][number]

export async function getLayoutData(options: FetchOptions = {}): Promise<LayoutData> {
  const settings = resolveImages(await fetchContent(layoutQuery, {}, options))
  const logo = settings?.logo
  if (!settings || !logo) {
    // Every page needs these: fail the build or the revalidation rather than publish a broken shell.
    throw new Error('The "siteSettings" document or its logo is missing.')
  }
  const layout = {...settings, logo, shareImage: logoShareImage(logo), year: new Date().getFullYear()}
  return {...layout, footer: renderFooter(layout)}
}
