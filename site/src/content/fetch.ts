import type {SanityQueries} from '@sanity/client'

import {serverEnv} from '../platform/env/server'
import {previewStega} from './preview/stega'
import {publishWindow} from './revalidation/publishWindow'
import {createDatasetBackend} from './backends/dataset'
import {createSanityBackend} from './backends/sanity'
import type {ContentBackend, FetchOptions, QueryParams} from './backends/types'

/** Draft mode marks its strings for the Studio's overlays; visitors' reads never are. */
const stega = previewStega(serverEnv.studioUrl)

/**
 * The one entry point for content: Sanity when `SANITY_PROJECT_ID` is set,
 * otherwise the bundled dataset. Server-side only (getStaticProps, API routes).
 */
export const contentBackend: ContentBackend = serverEnv.sanity
  ? createSanityBackend(serverEnv.sanity, {stega})
  : createDatasetBackend(serverEnv.contentDir, {stega})

/** The result type typegen derived for a query (see sanity.types.ts). */
export type QueryResult<Q extends string> = Q extends keyof SanityQueries ? SanityQueries[Q] : unknown

export function fetchContent<const Q extends string>(
  query: Q,
  params: QueryParams = {},
  options: FetchOptions = {},
): Promise<QueryResult<Q>> {
  return contentBackend.fetch<QueryResult<Q>>(query, params, options)
}

/** Changes whenever the published content changes (ContentBackend.version). */
export function contentVersion(options: FetchOptions): Promise<string> {
  return contentBackend.version(options)
}

/** How what the site builds from the content follows it (ContentBackend.checks). */
export const contentChecks = (): ContentBackend['checks'] => contentBackend.checks

/**
 * How a page's getStaticProps reads: a rebuild triggered by a webhook (`res.revalidate`) never from the CDN, nor any
 * rebuild while a publish may not have reached it yet (the webhook's publish window: a page's scheduled refresh
 * must not bring back the text from before the publish); an editor in draft mode (preview/) sees the drafts.
 */
export async function fetchOptionsFor(context: {
  revalidateReason?: 'build' | 'stale' | 'on-demand'
  draftMode?: boolean
}): Promise<FetchOptions> {
  if (context.draftMode) return {fresh: true, preview: true}
  return {fresh: context.revalidateReason === 'on-demand' || (await publishWindow.readsFresh())}
}
