import {LEGAL_PAGES} from '@parlia/schemas/constants'

import type {FetchOptions} from '../content/backends/types'
import {fetchContent} from '../content/fetch'
import {legalPageQuery} from '../content/queries'
import {resolveRichText} from '../content/richText'
import {toSeo} from '../contentPages/mappers'
import type {RichBody, SeoData} from '../contentPages/types'
import {legalPath, routes} from '../routes'
import {getLegalNotice, type LegalNoticeData} from './legalNotice'

export interface LegalProps {
  legal: {
    slug: string
    title: string
    updatedAt: string
    body: RichBody
    seo: SeoData
  }
  /** The legal notice's page only: the publisher's and host's facts from the site settings. */
  notice: LegalNoticeData | null
}

/** The five legal pages live at the root of the site: only their slugs are pages there. */
export const LEGAL_SLUGS: readonly string[] = LEGAL_PAGES.map((page) => page.slug)

export const isLegalSlug = (slug: unknown): slug is string => typeof slug === 'string' && LEGAL_SLUGS.includes(slug)

export async function getLegalPage(slug: unknown, options: FetchOptions = {}): Promise<LegalProps | null> {
  if (!isLegalSlug(slug)) return null
  const [page, notice] = await Promise.all([
    fetchContent(legalPageQuery, {slug}, options),
    legalPath(slug) === routes.legalNotice ? getLegalNotice(options) : null,
  ])
  if (!page) return null
  return {
    notice,
    legal: {
      slug: page.slug,
      title: page.title,
      updatedAt: page.updatedAt,
      body: resolveRichText(page.body),
      seo: toSeo(page.seo),
    },
  }
}
