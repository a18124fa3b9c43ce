import type {FetchOptions} from '../../content/backends/types'
import {fetchContent} from '../../content/fetch'
import {resolveImages} from '../../content/resolveImages'
import {markupData, type MarkupData} from '../../ui/markup/markupData'
import {homePageQuery} from './sections/generated/query'
import {HOME_SECTIONS, SCRIPTED_HOME_SECTIONS} from './sections/registry'

/** The home page's sections, as queried (references followed), images resolved. */
export type HomeData = NonNullable<Awaited<ReturnType<typeof getHomeData>>>

export async function getHomeData(options: FetchOptions) {
  return resolveImages(await fetchContent(homePageQuery, {}, options))
}

/** A section that the server alone draws (registry.ts). */
type DrawnSection = Exclude<(typeof HOME_SECTIONS)[number], (typeof SCRIPTED_HOME_SECTIONS)[number]>

/** The home page's data as the page takes it: the blocks of the sections with no script as MarkupData. */
export type HomeSectionsData = Omit<HomeData, DrawnSection> & {[S in DrawnSection]: MarkupData<HomeData[S]>}

const isScripted = (section: string) => (SCRIPTED_HOME_SECTIONS as readonly string[]).includes(section)

export function homeSectionsData(home: HomeData): HomeSectionsData {
  const drawn = HOME_SECTIONS.filter((section) => !isScripted(section)).map((section) => [
    section,
    markupData(home[section]),
  ])
  return {...home, ...Object.fromEntries(drawn)} as HomeSectionsData
}
