import {anchorHeadings} from '../../ui/anchors/pageAnchors'
import {renderRichText} from '../../ui/components/RichText/renderRichText'
import {markupData} from '../../ui/markup/markupData'
import type {FetchOptions} from '../../content/backends/types'
import {fetchContent} from '../../content/fetch'
import {resolveImages} from '../../content/resolveImages'
import type {PublicBuyersPageQueryResult} from '../../content/sanity.types'
import {PUBLIC_BUYERS_ANCHORS, TEMPLATE_BAND_TITLE} from './anchors'
import {PUBLIC_BUYERS_PARTS, publicBuyersPartIds} from './partIds'
import {publicBuyersPageQuery} from './query'

export type PublicBuyersProps = NonNullable<Awaited<ReturnType<typeof getPublicBuyersPage>>>
/** What the page shows below its hero: drawn by the server alone (ui/markup/markupData.ts). */
export type PublicBuyersContent = ReturnType<typeof publicBuyersContentOf>
/** The page's document with its images resolved. */
type Page = ReturnType<typeof resolveImages<NonNullable<PublicBuyersPageQueryResult>>>

const namedItems = ({title, intro, items}: Page['procedures'], id: string) => ({
  id,
  title,
  intro,
  items: items.map(({_key, name, text, leadTime}) => ({key: _key, name, text, leadTime})),
})

/**
 * /acheteurs-publics as it is shown: every part's heading with its id (the table of contents links to them), the
 * procedures and the documents a buyer gathers, the steps and their durations, the FAQ entries and the customer
 * stories it names, the contacts; and the template's facts.
 */
function publicBuyersContentOf(page: Page) {
  const ids = publicBuyersPartIds(page)
  const taken = Object.values(ids)
  return {
    /** The table of contents: the template's band, then every part's heading, in page order. */
    contents: [
      {id: PUBLIC_BUYERS_ANCHORS.template, title: TEMPLATE_BAND_TITLE},
      ...PUBLIC_BUYERS_PARTS.map((part) => ({id: ids[part], title: page[part].title})),
    ],
    template: page.tenderTemplate,
    procedures: namedItems(page.procedures, ids.procedures),
    buyerDocuments: namedItems(page.buyerDocuments, ids.buyerDocuments),
    leadTimes: {
      id: ids.leadTimes,
      title: page.leadTimes.title,
      intro: page.leadTimes.intro,
      steps: page.leadTimes.steps.map(({_key, step, duration}) => ({key: _key, step, duration})),
    },
    faq: {
      id: ids.faq,
      title: page.faq.title,
      entries: page.faq.entries.map(({id, question, answer}) => ({id, question, answer: renderRichText(answer)})),
    },
    stories: {id: ids.stories, title: page.stories.title, intro: page.stories.intro, items: page.stories.items},
    contacts: {
      id: ids.contacts,
      title: page.contacts.title,
      body: renderRichText(anchorHeadings(page.contacts.body, taken)),
    },
  }
}

/** The page as its component reads it: the hero and head in the page's data, the rest as markup data. */
export const publicBuyersPageOf = (page: Page) => ({
  hero: page.hero,
  // The bundled dataset keeps no edit dates (a Content Lake always gives one).
  updatedAt: page.updatedAt || null,
  seo: page.seo,
  cta: page.cta,
  content: markupData(publicBuyersContentOf(page)),
})

export async function getPublicBuyersPage(options: FetchOptions = {}) {
  const page = await fetchContent(publicBuyersPageQuery, {}, options)
  return page && {publicBuyers: publicBuyersPageOf(resolveImages(page))}
}
