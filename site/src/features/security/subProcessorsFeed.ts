import {SITE_LOCALE} from '@parlia/schemas/constants/locale'
import {routes} from '@parlia/schemas/routes'
import {securityDocuments} from '@parlia/schemas/security/documentPaths'
import {subProcessorHistory, type SubProcessor} from '@parlia/schemas/security/subProcessors'
import {Feed} from 'feed'

import {absoluteUrl} from '../../platform/seo/urls'
import {SECURITY_ANCHORS} from './anchors'
import {eventTitle} from './eventLabels'

export interface SubProcessorsFeedInput {
  /** The feed's name, the page's as its head announces it. */
  title: string
  /** What the feed publishes, as the editors present it. */
  description: string
  siteName: string
  siteUrl: string
  entries: readonly SubProcessor[]
}

/**
 * The Atom feed of the sub-processors' changes (issue 30): one entry per addition, change and end of an entry, the
 * latest first, each linking to the page's history. Dated by the events themselves, so the same list gives the same
 * feed.
 */
export function buildSubProcessorsFeed({title, description, siteName, siteUrl, entries}: SubProcessorsFeedInput) {
  const events = subProcessorHistory(entries)
  const history = absoluteUrl(`${routes.security}#${SECURITY_ANCHORS.history}`, siteUrl)
  const feed = new Feed({
    title,
    description,
    id: absoluteUrl(securityDocuments.subProcessorsFeed, siteUrl),
    link: absoluteUrl(routes.security, siteUrl),
    language: SITE_LOCALE,
    updated: events[0] ? new Date(events[0].date) : undefined,
    feedLinks: {atom: absoluteUrl(securityDocuments.subProcessorsFeed, siteUrl)},
    author: {name: siteName, link: absoluteUrl(routes.home, siteUrl)},
    generator: false,
    copyright: `© ${siteName}`,
  })
  for (const event of events) {
    feed.addItem({
      id: `${history}-${event.id}`,
      title: eventTitle(event),
      link: history,
      date: new Date(event.date),
      description: event.detail ?? undefined,
    })
  }
  return feed.atom1()
}
