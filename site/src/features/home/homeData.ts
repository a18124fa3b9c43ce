import type {FetchOptions} from '../../content/backends/types'
import {fetchContent} from '../../content/fetch'
import {homePageQuery} from '../../content/queries'
import {resolveImages} from '../../content/resolveImages'

/** The home page's blocks, as queried (references followed), images resolved. */
export type HomeData = NonNullable<Awaited<ReturnType<typeof getHomeData>>>

export async function getHomeData(options: FetchOptions) {
  return resolveImages(await fetchContent(homePageQuery, {}, options))
}
