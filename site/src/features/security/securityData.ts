import {retentionDuration} from '@parlia/schemas/constants/retentionPeriods'
import {currentSubProcessors, subProcessorHistory} from '@parlia/schemas/security/subProcessors'

import {anchorHeadings} from '../../ui/anchors/pageAnchors'
import {renderRichText} from '../../ui/components/RichText/renderRichText'
import {markupData} from '../../ui/markup/markupData'
import type {FetchOptions} from '../../content/backends/types'
import {fetchContent} from '../../content/fetch'
import {resolveImages} from '../../content/resolveImages'
import type {SecurityPageQueryResult} from '../../content/sanity.types'
import {SECURITY_PARTS, securityPartIds} from './partIds'
import {securityPageQuery} from './query'

export type SecurityProps = NonNullable<Awaited<ReturnType<typeof getSecurityPage>>>
/** What the page shows below its hero: drawn by the server alone (ui/markup/markupData.ts). */
export type SecurityContent = ReturnType<typeof securityContentOf>
/** The page's document with its images resolved. */
type Page = ReturnType<typeof resolveImages<NonNullable<SecurityPageQueryResult>>>

/** The parts written as text, around the two tables (sub-processors, retention). */
const TEXT_PARTS = ['hosting', 'encryption', 'models', 'assistant', 'rights', 'accessibility'] as const
type TextPart = (typeof TEXT_PARTS)[number]

/** A PDF as the page offers it: its facts, not its body (the documents' route reads that). */
const offered = ({title, kind, summary, version}: Page['dpa']) => ({title, kind, summary, version})

/**
 * /securite-conformite as it is shown: every part's heading with its id (the page's table of contents links to
 * them), the texts rendered, the current sub-processors and the dated history of the list, each retention row with
 * the duration the site applies.
 */
function securityContentOf(page: Page) {
  const {subProcessors, retention} = page
  const ids = securityPartIds(page)
  const taken = Object.values(ids)
  const text = Object.fromEntries(
    TEXT_PARTS.map((part) => [
      part,
      {id: ids[part], title: page[part].title, body: renderRichText(anchorHeadings(page[part].body, taken))},
    ]),
  ) as Record<TextPart, {id: string; title: string; body: ReturnType<typeof renderRichText>}>
  return {
    /** The table of contents: every part's heading, in page order. */
    contents: SECURITY_PARTS.map((part) => ({id: ids[part], title: page[part].title})),
    ...text,
    subProcessors: {
      id: ids.subProcessors,
      title: subProcessors.title,
      intro: subProcessors.intro,
      current: currentSubProcessors(subProcessors.entries).map(({name, purpose, location, since}) => ({
        name,
        purpose,
        location,
        since,
      })),
      history: subProcessorHistory(subProcessors.entries),
    },
    retention: {
      id: ids.retention,
      title: retention.title,
      intro: retention.intro,
      periods: retention.periods.map(({_key, data, period, start}) => ({
        key: _key,
        data,
        start,
        duration: retentionDuration(period),
      })),
    },
    dpa: offered(page.dpa),
    securitySummary: offered(page.securitySummary),
  }
}

/** The page as its component reads it: the hero and head in the page's data, the rest as markup data. */
export const securityPageOf = (page: Page) => ({
  hero: page.hero,
  // The bundled dataset keeps no edit dates (a Content Lake always gives one).
  updatedAt: page.updatedAt || null,
  seo: page.seo,
  /** The feed's name, which the page's head announces. */
  feedTitle: page.subProcessors.feedTitle,
  cta: page.cta,
  content: markupData(securityContentOf(page)),
})

export async function getSecurityPage(options: FetchOptions = {}) {
  const page = await fetchContent(securityPageQuery, {}, options)
  return page && {security: securityPageOf(resolveImages(page))}
}
