import {fetchContent} from '../content/fetch'
import type {FetchOptions} from '../content/backends/types'
import {resolveImage, type ResolvedImage} from '../content/image'
import {layoutQuery} from '../content/queries'
import {logoShareImage, type ShareImage} from '../seo/shareImage'

export interface NavLink {
  key: string
  label: string
  href: string
  description: string | null
}

export interface NavMenu {
  key: string
  title: string
  links: NavLink[]
}

/** What the header, footer and login page need on every route. */
export interface LayoutData {
  brandName: string
  tagline: string
  /** The settings' default description, for a page without its own (meta description). */
  description: string
  logo: ResolvedImage
  /** The default image of link previews: the logo as a raster card (social networks ignore SVG). */
  shareImage: ShareImage
  adminConsoleUrl: string
  newsletterUrl: string
  socialLink: {network: string; url: string}
  tenderTemplateUrl: string
  contactEmail: string
  menus: NavMenu[]
  /** Copyright year, fixed when the page is (re)generated so server and browser agree. */
  year: number
}

export async function getLayoutData(options: FetchOptions = {}): Promise<LayoutData> {
  const {settings, navigation} = await fetchContent(layoutQuery, {}, options)
  const logo = resolveImage(settings?.logo)
  if (!settings || !logo) {
    // Every page needs these: fail the build or the revalidation rather than publish a broken shell.
    throw new Error('The "siteSettings" document or its logo is missing.')
  }
  return {
    brandName: settings.brandName,
    tagline: settings.tagline,
    description: settings.description,
    logo,
    shareImage: logoShareImage(logo),
    adminConsoleUrl: settings.adminConsoleUrl,
    newsletterUrl: settings.newsletterUrl,
    socialLink: {network: settings.socialLink.network, url: settings.socialLink.url},
    tenderTemplateUrl: settings.tenderTemplateUrl,
    contactEmail: settings.contactEmail,
    year: new Date().getFullYear(),
    menus: (navigation?.menus ?? []).map((menu) => ({
      key: menu._key,
      title: menu.title,
      links: menu.links.map(({_key, label, href, description}) => ({key: _key, label, href, description})),
    })),
  }
}
