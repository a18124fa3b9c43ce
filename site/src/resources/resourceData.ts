import type {FetchOptions} from '../content/backends/types'
import {fetchContent} from '../content/fetch'
import {resolveImage, type ResolvedImage} from '../content/image'
import {customerCasesQuery, webinarsQuery, whitePapersQuery} from '../content/queries'
import {toCustomerCase} from '../contentPages/mappers'
import type {CustomerCaseData} from '../contentPages/types'

/**
 * Resources offered on request: the white paper's file and the webinar's replay link are
 * sent by e-mail and never queried for a page, so no page can leak them.
 */

export interface WhitePaperData {
  id: string
  slug: string
  title: string
  summary: string
  publishedAt: string
  pageCount: number | null
  cover: ResolvedImage | null
}

export interface WebinarData {
  id: string
  slug: string
  title: string
  summary: string
  date: string
  durationMinutes: number | null
  speakers: {key: string; name: string; role: string}[]
  cover: ResolvedImage | null
}

export interface CustomerCasesProps {
  customerCases: CustomerCaseData[]
}

export interface WhitePapersProps {
  whitePapers: WhitePaperData[]
}

export interface WebinarsProps {
  webinars: WebinarData[]
}

export async function getCustomerCases(options: FetchOptions = {}): Promise<CustomerCasesProps> {
  const items = await fetchContent(customerCasesQuery, {}, options)
  return {customerCases: items.filter((item) => item.slug).map(toCustomerCase)}
}

export async function getWhitePapers(options: FetchOptions = {}): Promise<WhitePapersProps> {
  const items = await fetchContent(whitePapersQuery, {}, options)
  return {
    whitePapers: items.map((item) => ({
      id: item._id,
      slug: item.slug,
      title: item.title,
      summary: item.summary,
      publishedAt: item.publishedAt,
      pageCount: item.pageCount ?? null,
      cover: resolveImage(item.cover),
    })),
  }
}

export async function getWebinars(options: FetchOptions = {}): Promise<WebinarsProps> {
  const items = await fetchContent(webinarsQuery, {}, options)
  return {
    webinars: items.map((item) => ({
      id: item._id,
      slug: item.slug,
      title: item.title,
      summary: item.summary,
      date: item.date,
      durationMinutes: item.durationMinutes ?? null,
      speakers: (item.speakers ?? []).map(({_key, name, role}) => ({key: _key, name, role})),
      cover: resolveImage(item.cover),
    })),
  }
}
