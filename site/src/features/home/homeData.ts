import type {FetchOptions} from '../../content/backends/types'
import {fetchContent} from '../../content/fetch'
import {resolveImages} from '../../content/resolveImages'
import type {RenderedMarkup} from '../../ui/markup/renderedMarkup'
import {homePageQuery} from './sections/generated/query'
import {renderedSections} from './sections/generated/renderedSections'

/** The home page's sections, as queried (references followed), images resolved. */
export type HomeData = NonNullable<Awaited<ReturnType<typeof getHomeData>>>

export async function getHomeData(options: FetchOptions) {
  return resolveImages(await fetchContent(homePageQuery, {}, options))
}

/**
 * The home page's data as the page takes it: the sections with no script as the server's markup
 * (generated/renderedSections.tsx), their code and their blocks out of the browser's load; the others' blocks.
 */
export type HomeSectionsData = Omit<HomeData, DrawnSection> & Record<DrawnSection, RenderedMarkup>

type DrawnSection = keyof ReturnType<typeof renderedSections>

export const homeSectionsData = (home: HomeData): HomeSectionsData => ({...home, ...renderedSections(home)})
