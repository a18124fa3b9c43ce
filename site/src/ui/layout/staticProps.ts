import type {GetStaticPropsContext, GetStaticPropsResult} from 'next'

import type {FetchOptions} from '../../content/backends/types'
import {fetchOptionsFor} from '../../content/fetch'
import {getLayoutData, type LayoutData} from './layoutData'

/**
 * Pages regenerate in the background at most this often; webhooks revalidate sooner.
 * Short enough that a missed webhook heals itself, long enough to spare the API.
 */
export const REVALIDATE_SECONDS = 300

/**
 * Pages of one kind (articles, connectors, use cases, avatars, job offers) generated at build, the most recent or
 * popular first: the others are generated on their first request and cached like them (`fallback: 'blocking'`), so
 * that the build's time and memory stop growing with the content (bench:scale).
 */
export const PRERENDERED_PER_TYPE = 100

/**
 * Pages of a paginated list (the blog's, each category's) generated at build: the first ones, the recent articles a
 * visitor pages through; older pages on their first request. A hundred of each made a 100× build render 800 list
 * pages of its 906.
 */
export const PRERENDERED_LIST_PAGES = 10

/** `preview`: the page shows drafts (draft mode), which the shell says with its preview bar. */
export type WithLayout<P> = P & {layout: LayoutData; preview?: true}

/**
 * getStaticProps for a page of the shell: loads the layout and the page's own data with the same options
 * (fresh after a webhook, drafts in draft mode), and answers 404 when the page's document is gone.
 */
export async function staticPageProps<P extends object>(
  context: GetStaticPropsContext,
  load: (options: FetchOptions) => Promise<P | null>,
): Promise<GetStaticPropsResult<WithLayout<P>>> {
  const options = await fetchOptionsFor(context)
  const [layout, page] = await Promise.all([getLayoutData(options), load(options)])
  if (!page) return {notFound: true, revalidate: REVALIDATE_SECONDS}
  return {props: {...page, layout, ...(options.preview && {preview: true as const})}, revalidate: REVALIDATE_SECONDS}
}
