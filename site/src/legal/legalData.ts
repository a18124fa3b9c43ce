import {LEGAL_PAGES} from '@parlia/schemas/constants'

import type {FetchOptions} from '../content/backends/types'
import {fetchContent} from '../content/fetch'
import {legalPageQuery} from '../content/queries'
import {resolveRichText} from '../content/richText'
import {toSeo} from '../contentPages/mappers'
import type {RichBody, SeoData} from '../contentPages/types'

export interface LegalProps {
  legal: {
    slug: string
    title: string
    updatedAt: string
    body: RichBody
    seo: SeoData
  }
}

/** The five legal pages live at the root of the site: only their slugs are pages there. */
export const LEGAL_SLUGS: readonly string[] = LEGAL_PAGES.map((page) => page.slug)

export const isLegalSlug = (slug: unknown): slug is string => typeof slug === 'string' && LEGAL_SLUGS.includes(slug)

export async function getLegalPage(slug: unknown, options: FetchOptions = {}): Promise<LegalProps | null> {
  if (!isLegalSlug(slug)) return null
  const page = await fetchContent(legalPageQuery, {slug}, options)
  if (!page) return null
  return {
    legal: {
      slug: page.slug,
      title: page.title,
      updatedAt: page.updatedAt,
      body: resolveRichText(page.body),
      seo: toSeo(page.seo),
    },
  }
}
