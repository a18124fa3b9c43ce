import {uniqueBy} from 'remeda'

import type {FetchOptions} from '../../content/backends/types'
import {fetchContent} from '../../content/fetch'
import {customerCaseQuery, customerCaseSlugsQuery} from '../../content/queries'
import {resolveImages} from '../../content/resolveImages'
import {PRERENDERED_PER_TYPE} from '../../ui/layout/staticProps'
import {toConnectorCard} from '../../ui/pageParts/mappers'

/** A customer's story with the use cases that cite it and their connectors; null for an unknown slug (→ 404). */
export async function getCustomerStory(slug: string | undefined, options: FetchOptions = {}) {
  const story = slug ? await fetchContent(customerCaseQuery, {slug}, options) : null
  if (!story?.slug) return null
  const {connectors, ...rest} = resolveImages(story)
  // A connector of several of its use cases is listed once, the connectors by name.
  const listed = uniqueBy(connectors, (connector) => connector.id).sort((a, b) => a.name.localeCompare(b.name, 'fr'))
  return {story: {...rest, slug: story.slug, connectors: listed.map((connector) => toConnectorCard(connector))}}
}

/** The stories generated at build: the most recently edited. */
export const getCustomerStorySlugs = () => fetchContent(customerCaseSlugsQuery, {limit: PRERENDERED_PER_TYPE})

export type CustomerStoryProps = NonNullable<Awaited<ReturnType<typeof getCustomerStory>>>
