import type {FetchOptions} from '../../content/backends/types'
import {fetchContent} from '../../content/fetch'
import {customerCaseQuery, customerCaseSlugsQuery} from '../../content/queries'
import {resolveImages} from '../../content/resolveImages'
import {PRERENDERED_PER_TYPE} from '../../ui/layout/staticProps'
import {toConnectorCard} from '../../ui/pageParts/mappers'

/** A customer's story with the use cases that cite it and the connectors it uses; null for an unknown slug (→ 404). */
export async function getCustomerStory(slug: string | undefined, options: FetchOptions = {}) {
  const story = slug ? await fetchContent(customerCaseQuery, {slug}, options) : null
  if (!story?.slug) return null
  const {connectors, ...rest} = resolveImages(story)
  return {story: {...rest, slug: story.slug, connectors: connectors.map((connector) => toConnectorCard(connector))}}
}

/** The stories generated at build: the most recently edited. */
export const getCustomerStorySlugs = () => fetchContent(customerCaseSlugsQuery, {limit: PRERENDERED_PER_TYPE})

export type CustomerStoryProps = NonNullable<Awaited<ReturnType<typeof getCustomerStory>>>
