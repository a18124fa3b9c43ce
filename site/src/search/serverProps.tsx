import type {GetServerSidePropsContext, GetServerSidePropsResult} from 'next'
import type {ReactElement} from 'react'
import {renderToString} from 'react-dom/server'
import {getServerState, type InstantSearchServerState} from 'react-instantsearch'

import type {FetchOptions} from '../content/backends/types'
import {fetchContent, fetchOptionsFor} from '../content/fetch'
import {popularConnectorsQuery, popularFaqQuery} from '../content/queries'
import {resolveImages} from '../content/resolveImages'
import {toConnectorCard} from '../ui/pageParts/mappers'
import {getLayoutData} from '../ui/layout/layoutData'
import type {WithLayout} from '../ui/layout/staticProps'
import {withListingPage} from '../features/listings/listingPage'
import type {ConnectorCatalogueProps} from './components/ConnectorCatalogue'
import type {FaqPageProps} from './components/FaqPage'
import {ConnectorInstantSearch} from './live/LiveConnectorSearch'
import {FaqInstantSearch} from './live/LiveFaqSearch'
import type {SearchSetup} from './live/SearchInstance'
import {connectorFirstResults, faqFirstResults, searchPageProps} from './results/serverState'
import type {SearchPageProps} from './results/types'
import {createServerSearchClient} from './serverClient'

/**
 * Server side of the search pages (imported by their getServerSideProps only, so none of it
 * reaches the browser). The first result page for the URL's own state is computed here with
 * getServerState over the engine, on the same InstantSearch widgets the browser's live search runs; the page renders
 * it as plain first results; content is read live for a while after a publish (publishWindow).
 */

/**
 * A shared CDN may keep these pages 1 s, so a publish reaches its visitors within the 2 s target: no webhook purges
 * it, and a longer `s-maxage` or any `stale-while-revalidate` would serve the page from before the publish to the
 * first visitor after it, however late. That costs the server at most one render per page, CDN node and second;
 * `stale-if-error` still covers an outage. `max-age=0`: browsers ask again each time.
 */
export const SEARCH_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-if-error=600'

/** Draft mode: an editor's page shows drafts, so no cache may keep it (nor serve it to a visitor). */
export const PREVIEW_CACHE_CONTROL = 'private, no-store'

async function searchProps<P extends object, Results>(
  {res, resolvedUrl, draftMode}: GetServerSidePropsContext,
  render: (setup: Required<SearchSetup>) => ReactElement,
  firstResults: (serverState: InstantSearchServerState) => Results,
  load: (options: FetchOptions) => Promise<P | null>,
): Promise<GetServerSidePropsResult<WithLayout<P & SearchPageProps<Results>>>> {
  // resolvedUrl is the page's own URL, also on client-side navigations (/_next/data/… stripped).
  const serverUrl = resolvedUrl
  // Live for a while after a publish (publishWindow), drafts in draft mode: the static pages' rule.
  const options = await fetchOptionsFor({draftMode})
  const [layout, props, serverState] = await Promise.all([
    getLayoutData(options),
    load(options),
    getServerState(render({serverUrl, searchClient: createServerSearchClient()}), {renderToString}),
  ])
  res.setHeader('Cache-Control', options.preview ? PREVIEW_CACHE_CONTROL : SEARCH_PAGE_CACHE_CONTROL)
  // Like a static page whose document is gone: without its listing document, the page is not found.
  if (!props) return {notFound: true}
  // InstantSearch's state holds undefined values (clickAnalytics), which `next dev` refuses to serialize; production's
  // JSON drops them the same way.
  const serializableState = JSON.parse(JSON.stringify(serverState)) as InstantSearchServerState
  return {
    props: {
      ...props,
      layout,
      ...searchPageProps(serializableState, firstResults),
      serverUrl,
      ...(options.preview && {preview: true as const}),
    },
  }
}

export function connectorCatalogueProps(
  context: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<ConnectorCatalogueProps>> {
  return searchProps(
    context,
    (setup) => <ConnectorInstantSearch {...setup} />,
    connectorFirstResults,
    (options) =>
      withListingPage(
        'connectors',
        options,
        fetchContent(popularConnectorsQuery, {}, options).then((popular) => ({
          popular: resolveImages(popular).map((connector) => toConnectorCard(connector)),
        })),
      ),
  )
}

export function faqPageProps(context: GetServerSidePropsContext): Promise<GetServerSidePropsResult<FaqPageProps>> {
  return searchProps(
    context,
    (setup) => <FaqInstantSearch {...setup} />,
    faqFirstResults,
    (options) =>
      withListingPage(
        'faq',
        options,
        fetchContent(popularFaqQuery, {}, options).then((popular) => ({popular})),
      ),
  )
}
