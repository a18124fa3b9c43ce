import type {FetchOptions} from '../../content/backends/types'
import {fetchContent} from '../../content/fetch'
import {resolveImages} from '../../content/resolveImages'
import {homePageQuery} from './sections/generated/query'

/** The home page's sections, as queried (references followed), images resolved. */
export type HomeData = NonNullable<Awaited<ReturnType<typeof getHomeData>>>

export async function getHomeData(options: FetchOptions) {
  return resolveImages(await fetchContent(homePageQuery, {}, options))
}
