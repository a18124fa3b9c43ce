import {CONNECTOR_CATEGORIES, JOB_CONTRACT_TYPES, JOB_REMOTE_POLICIES} from '@parlia/schemas/constants'
import {LISTING_PAGES, type ListingPageKey} from '@parlia/schemas/constants/listingPages'
import {connectorPath, jobPath, legalPath, pathForUseCase, postPath, routes, solutionPath} from '@parlia/schemas/routes'

import {customerCaseAnchor} from '../../ui/anchors/customerCase'
import {anchorAbout, anchorHeadings, anchorItems, anchorSolution} from '../../ui/anchors/pageAnchors'
import {figuresTitle} from '../../features/company/titles'
import type {AssistantPassagesQueryResult} from '../../content/sanity.types'
import {boundedTexts, paragraphs, sectionsOf, type Section} from './sections'
import {calculatorPage, customerStoryPage, publicBuyersPage, securityPage} from './buyerPages'
import type {Page, Passage, PassageKind} from './types'

const titleOf = (
  list: readonly {readonly value?: string; readonly slug?: string; readonly title: string}[],
  key: string,
) => list.find((item) => (item.value ?? item.slug) === key)?.title ?? key

/** A page's passages: a section each, or several when it is long; sections with no text are left out. */
function passagesOf({id, kind, title, path, sections}: Page): Passage[] {
  return sections.flatMap(({heading, anchor, paragraphs: texts}) =>
    boundedTexts(texts).map((text, part) => ({
      id: [id, anchor ?? 'debut', ...(part ? [part + 1] : [])].join('#'),
      kind,
      title,
      section: heading,
      url: anchor ? `${path}#${anchor}` : path,
      text,
    })),
  )
}

/** Sections from a list of titled items (features, benefits, values, cards), each under its heading. */
const itemSections = (items: readonly {title: string; anchor: string; text: string | string[]}[]): Section[] =>
  items.map((item) => ({heading: item.title, anchor: item.anchor, paragraphs: paragraphs(...[item.text].flat())}))

type Content = AssistantPassagesQueryResult

/**
 * The listing pages whose hero the assistant quotes, as the opening of their kind's pages (the FAQ's is left out: its
 * passages are its questions). The white papers and webinars are passages of their listing, under their card's heading.
 */
const LISTINGS = {
  whitePapers: {kind: 'whitePaper', path: routes.whitePapers},
  webinars: {kind: 'webinar', path: routes.webinars},
  jobs: {kind: 'job', path: routes.jobs},
  blog: {kind: 'post', path: routes.blog},
  useCases: {kind: 'useCase', path: routes.useCases},
  connectors: {kind: 'connector', path: routes.connectors},
} as const satisfies Partial<Record<ListingPageKey, {kind: PassageKind; path: string}>>

type Listing = keyof typeof LISTINGS

/** The ids of the listing pages the passages' query reads. */
export const LISTING_IDS = (Object.keys(LISTINGS) as Listing[]).map((key) => LISTING_PAGES[key].id)

/** Every passage of the published content, built from the passages' query (see queries.ts). */
export function buildPassages(content: Content): Passage[] {
  const brandName = content.brandName ?? ''
  const pages: Page[] = [
    ...faqPages(content.faq),
    ...content.solutions.map((solution): Page => {
      const {features, body} = anchorSolution(solution)
      const [opening, ...sections] = sectionsOf(body, paragraphs(solution.summary, solution.lead))
      return {
        id: solution.id,
        kind: 'solution',
        title: solution.title,
        path: solutionPath(solution.slug),
        sections: [opening!, ...itemSections(features), ...sections],
      }
    }),
    ...content.useCases.map((useCase): Page => {
      const cases = useCase.customerCases.map((item) => ({
        title: item.client,
        anchor: customerCaseAnchor(item.slug),
        text: [item.summary, ...item.results.map((result) => `${result.value} ${result.label}`)],
      }))
      return {
        id: useCase.id,
        kind: 'useCase',
        title: useCase.title,
        path: pathForUseCase(useCase.useCaseId),
        sections: [
          {heading: null, anchor: null, paragraphs: paragraphs(useCase.summary, useCase.lead)},
          ...itemSections(anchorItems(useCase.benefits)),
          ...itemSections(cases),
        ],
      }
    }),
    ...(content.about ? [aboutPage(content.about, brandName)] : []),
    ...content.connectors.map((connector): Page => ({
      id: connector.id,
      kind: 'connector',
      title: connector.name,
      path: connectorPath(connector.connectorId),
      sections: sectionsOf(
        anchorHeadings(connector.body),
        paragraphs(
          connector.shortDescription,
          `Catégories : ${connector.categories.map((slug) => titleOf(CONNECTOR_CATEGORIES, slug)).join(', ')}.`,
        ),
      ),
    })),
    ...content.posts.map((post): Page => ({
      id: post.id,
      kind: 'post',
      title: post.title,
      path: postPath(post.postId),
      sections: sectionsOf(anchorHeadings(post.body), paragraphs(post.excerpt)),
    })),
    ...content.jobs.map((job): Page => ({
      id: job.id,
      kind: 'job',
      title: job.title,
      path: jobPath(job.jobId),
      sections: sectionsOf(
        anchorHeadings(job.description),
        paragraphs(
          job.summary,
          `${titleOf(JOB_CONTRACT_TYPES, job.contractType)} · ${job.location} · ${titleOf(JOB_REMOTE_POLICIES, job.remotePolicy)}.`,
        ),
      ),
    })),
    ...(Object.keys(LISTINGS) as Listing[]).map((key) =>
      listingPage(
        key,
        content.listings.find((listing) => listing.id === LISTING_PAGES[key].id),
        key === 'whitePapers' ? content.whitePapers : key === 'webinars' ? content.webinars : [],
      ),
    ),
    ...content.legalPages.map((legal): Page => ({
      id: legal.id,
      kind: 'legal',
      title: legal.title,
      path: legalPath(legal.slug),
      sections: sectionsOf(anchorHeadings(legal.body)),
    })),
    ...(content.security ? [securityPage(content.security)] : []),
    ...(content.publicBuyers ? [publicBuyersPage(content.publicBuyers)] : []),
    ...(content.calculator ? [calculatorPage(content.calculator)] : []),
    ...content.customerCases.map(customerStoryPage),
  ]
  return pages.flatMap(passagesOf)
}

/** A FAQ entry is a passage of the FAQ page, titled by its question and linked to it (as FaqSearch gives its id). */
function faqPages(faq: Content['faq']): Page[] {
  return anchorItems(faq.map((entry) => ({...entry, title: entry.question}))).map((entry) => ({
    id: entry.id,
    kind: 'faq',
    title: entry.question,
    path: routes.faq,
    sections: [
      {
        heading: null,
        anchor: entry.anchor,
        paragraphs: sectionsOf(entry.answer).flatMap((part) => paragraphs(part.heading, ...part.paragraphs)),
      },
    ],
  }))
}

/** A listing page: its hero's lead, then its white papers or webinars by their card (the summary, never the file or the replay). */
function listingPage(
  key: Listing,
  listing: Content['listings'][number] | undefined,
  resources: readonly {title: string; summary: string}[],
): Page {
  return {
    id: LISTING_PAGES[key].id,
    kind: LISTINGS[key].kind,
    title: listing?.title ?? LISTING_PAGES[key].title,
    path: LISTINGS[key].path,
    sections: [
      {heading: null, anchor: null, paragraphs: paragraphs(listing?.lead)},
      ...itemSections(anchorItems(resources.map((resource) => ({title: resource.title, text: resource.summary})))),
    ],
  }
}

function aboutPage(about: NonNullable<Content['about']>, brandName: string): Page {
  const {story: anchoredStory, values} = anchorAbout(about)
  const [opening, ...story] = sectionsOf(anchoredStory, paragraphs(about.lead))
  const figures = about.figures.map((figure) => `${figure.value} ${figure.label}`).join(' · ')
  return {
    id: about.id,
    kind: 'about',
    title: about.title,
    path: routes.about,
    sections: [
      opening!,
      // The about page's id for its figures band (landing.test.tsx checks that the link lands).
      {heading: figuresTitle(brandName), anchor: 'chiffres', paragraphs: paragraphs(figures)},
      ...story,
      ...itemSections(values),
    ],
  }
}
