import {LEGAL_PAGES} from '@parlia/schemas/constants'
import {legalPath, routes} from '@parlia/schemas/routes'

import {anchorHeadings} from '../../ui/anchors/pageAnchors'
import {renderRichText} from '../../ui/components/RichText/renderRichText'
import type {FetchOptions} from '../../content/backends/types'
import {fetchContent} from '../../content/fetch'
import {legalPageQuery} from '../../content/queries'
import {resolveImages} from '../../content/resolveImages'
import {getLegalNotice} from './legalNotice'

export type LegalProps = NonNullable<Awaited<ReturnType<typeof getLegalPage>>>

/** The five legal pages live at the root of the site: only their slugs are pages there. */
export const LEGAL_SLUGS: readonly string[] = LEGAL_PAGES.map((page) => page.slug)

export const isLegalSlug = (slug: unknown): slug is string => typeof slug === 'string' && LEGAL_SLUGS.includes(slug)

/** A legal page; the legal notice's also carries the publisher's and host's facts from the site settings. */
export async function getLegalPage(slug: unknown, options: FetchOptions = {}) {
  if (!isLegalSlug(slug)) return null
  const [legal, notice] = await Promise.all([
    fetchContent(legalPageQuery, {slug}, options),
    legalPath(slug) === routes.legalNotice ? getLegalNotice(options) : null,
  ])
  if (!legal) return null
  const resolved = resolveImages(legal)
  return {legal: {...resolved, body: renderRichText(anchorHeadings(resolved.body))}, notice}
}
