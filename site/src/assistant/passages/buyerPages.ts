import {retentionDuration} from '@parlia/schemas/constants/retentionPeriods'
import {customerCasePath, routes} from '@parlia/schemas/routes'
import {currentSubProcessors, subProcessorHistory} from '@parlia/schemas/security/subProcessors'

import {anchorHeadings} from '../../ui/anchors/pageAnchors'
import {formatDate} from '../../ui/pageParts/format'
import {sectorTitle} from '../../ui/pageParts/sectors'
import {PUBLIC_BUYERS_ANCHORS, TEMPLATE_BAND_TITLE} from '../../features/publicBuyers/anchors'
import {publicBuyersPartIds} from '../../features/publicBuyers/partIds'
import {savingsNotesIds} from '../../features/savingsCalculator/notesIds'
import {DOCUMENTS_BAND_TITLE, HISTORY_TITLE, SECURITY_ANCHORS} from '../../features/security/anchors'
import {securityPartIds} from '../../features/security/partIds'
import {EVENT_LABELS} from '../../features/security/eventLabels'
import {STORY_ANCHORS, STORY_TITLES} from '../../features/customerStories/anchors'
import type {AssistantPassagesQueryResult} from '../../content/sanity.types'
import {paragraphs, sectionsOf, type Section, type TextBlocks} from './sections'
import type {Page} from './types'

// The pages written for those who buy (issue 30): the security centre, the public buyers' page, the savings
// calculator and the customer stories. Each section links to the id its page gives its heading.

type Content = AssistantPassagesQueryResult

/** A titled part of a page: its heading, then its own subheadings (their ids clear of the page's `taken` ones). */
function partSections(part: {title: string; body: TextBlocks}, id: string, taken: readonly string[]): Section[] {
  const [opening, ...rest] = sectionsOf(anchorHeadings(part.body, taken))
  return [{...opening!, heading: part.title, anchor: id}, ...rest]
}

/** Items with a name, one paragraph each: « Appel d’offres : … Délai : … ». */
const namedParagraphs = (items: readonly {name: string; text: string; leadTime?: string | null}[]) =>
  items.map(({name, text, leadTime}) => [`${name} : ${text}`, leadTime ? `Délai : ${leadTime}.` : ''].join(' '))

export function securityPage(page: NonNullable<Content['security']>): Page {
  const ids = securityPartIds(page)
  const taken = Object.values(ids)
  const text = (part: 'hosting' | 'encryption' | 'models' | 'assistant' | 'rights' | 'accessibility') =>
    partSections(page[part], ids[part], taken)
  const history = subProcessorHistory(page.subProcessors.entries).map(
    (event) =>
      `${formatDate(event.date)} : ${EVENT_LABELS[event.kind]} – ${event.name}${event.detail ? ` (${event.detail})` : ''}.`,
  )
  return {
    id: page.id,
    kind: 'security',
    title: page.title,
    path: routes.security,
    sections: [
      {heading: null, anchor: null, paragraphs: paragraphs(page.lead)},
      {
        heading: DOCUMENTS_BAND_TITLE,
        anchor: SECURITY_ANCHORS.documents,
        paragraphs: [page.dpa, page.securitySummary].map(({title, summary}) => `${title} (PDF) : ${summary}`),
      },
      ...text('hosting'),
      ...text('encryption'),
      {
        heading: page.subProcessors.title,
        anchor: ids.subProcessors,
        paragraphs: paragraphs(
          page.subProcessors.intro,
          ...currentSubProcessors(page.subProcessors.entries).map(
            ({name, purpose, location, since}) => `${name} : ${purpose}, ${location}, depuis le ${formatDate(since)}.`,
          ),
        ),
      },
      {heading: HISTORY_TITLE, anchor: SECURITY_ANCHORS.history, paragraphs: history},
      {
        heading: page.retention.title,
        anchor: ids.retention,
        paragraphs: paragraphs(
          page.retention.intro,
          ...page.retention.periods.map(
            ({data, period, start}) => `${data} : ${retentionDuration(period)}${start ? `, ${start}` : ''}.`,
          ),
        ),
      },
      ...text('models'),
      ...text('assistant'),
      ...text('rights'),
      ...text('accessibility'),
    ],
  }
}

/** The public buyers' page, less its FAQ entries and stories: those are passages of their own pages. */
export function publicBuyersPage(page: NonNullable<Content['publicBuyers']>): Page {
  const ids = publicBuyersPartIds(page)
  return {
    id: page.id,
    kind: 'publicBuyers',
    title: page.title,
    path: routes.publicBuyers,
    sections: [
      {heading: null, anchor: null, paragraphs: paragraphs(page.lead)},
      {
        heading: TEMPLATE_BAND_TITLE,
        anchor: PUBLIC_BUYERS_ANCHORS.template,
        paragraphs: paragraphs(`${page.tenderTemplate.title} (Word et PDF) : ${page.tenderTemplate.summary}`),
      },
      {
        heading: page.procedures.title,
        anchor: ids.procedures,
        paragraphs: paragraphs(page.procedures.intro, ...namedParagraphs(page.procedures.items)),
      },
      {
        heading: page.buyerDocuments.title,
        anchor: ids.buyerDocuments,
        paragraphs: paragraphs(page.buyerDocuments.intro, ...namedParagraphs(page.buyerDocuments.items)),
      },
      {
        heading: page.leadTimes.title,
        anchor: ids.leadTimes,
        paragraphs: paragraphs(
          page.leadTimes.intro,
          ...page.leadTimes.steps.map(({step, duration}) => `${step} : ${duration}.`),
        ),
      },
      ...partSections(page.contacts, ids.contacts, Object.values(ids)),
    ],
  }
}

/** The calculator's page: what it estimates, why its default share, and how. */
export function calculatorPage(page: NonNullable<Content['calculator']>): Page {
  const ids = savingsNotesIds(page)
  return {
    id: page.id,
    kind: 'calculator',
    title: page.title,
    path: routes.savingsCalculator,
    sections: [
      {heading: null, anchor: null, paragraphs: paragraphs(page.lead)},
      {heading: page.shareBasis.title, anchor: ids.shareBasis, paragraphs: paragraphs(page.shareBasis.text)},
      ...partSections(page.method, ids.method, [ids.shareBasis]),
    ],
  }
}

/** A customer's story: who and in which sector, the challenge, the solution, the figures and the client's word. */
export function customerStoryPage(story: Content['customerCases'][number]): Page {
  const quote = story.quote && `« ${story.quote.text} » ${story.quote.author}, ${story.quote.role}.`
  return {
    id: story.id,
    kind: 'customerStory',
    title: story.client,
    path: customerCasePath(story.slug!),
    sections: [
      {heading: null, anchor: null, paragraphs: paragraphs(story.summary, `Secteur : ${sectorTitle(story.sector)}.`)},
      {heading: STORY_TITLES.challenge, anchor: STORY_ANCHORS.challenge, paragraphs: paragraphs(story.challenge)},
      {heading: STORY_TITLES.solution, anchor: STORY_ANCHORS.solution, paragraphs: paragraphs(story.solution)},
      {
        heading: STORY_TITLES.results,
        anchor: STORY_ANCHORS.results,
        paragraphs: paragraphs(...story.results.map(({value, label}) => `${value} ${label}`), quote),
      },
    ],
  }
}
