import type {GetServerSidePropsContext, GetServerSidePropsResult} from 'next'
import type {ReactElement} from 'react'
import {renderToString} from 'react-dom/server'
import {getServerState, type InstantSearchServerState} from 'react-instantsearch'

import type {FetchOptions} from '../content/backends/types'
import {fetchContent, fetchOptionsFor} from '../content/fetch'
import {popularConnectorsQuery, popularFaqQuery} from '../content/queries'
import {resolveImages} from '../content/resolveImages'
import {toConnectorCard} from '../contentPages/mappers'
import {getLayoutData} from '../layout/layoutData'
import type {WithLayout} from '../layout/staticProps'
import {withListingPage} from '../listings/listingPage'
import type {ConnectorCatalogueProps} from './components/ConnectorCatalogue'
import {ConnectorSearch, type SearchSetup} from './components/ConnectorSearch'
import type {FaqPageProps} from './components/FaqPage'
import {FaqSearch} from './components/FaqSearch'
import {createServerSearchClient} from './serverClient'

/**
 * Server side of the search pages (imported by their getServerSideProps only, so none of it
 * reaches the browser). The first result page for the URL's own state is computed here with
 * getServerState over the engine; content is read live for a while after a publish (publishWindow).
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

async function searchProps<P extends object>(
  {res, resolvedUrl, draftMode}: GetServerSidePropsContext,
  render: (setup: Required<SearchSetup>) => ReactElement,
  load: (options: FetchOptions) => Promise<P | null>,
): Promise<GetServerSidePropsResult<WithLayout<P & {serverState: InstantSearchServerState; serverUrl: string}>>> {
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
  return {props: {...props, layout, serverState: serializableState, serverUrl, ...(options.preview && {preview: true as const})}}
}

export function connectorCatalogueProps(context: GetServerSidePropsContext): Promise<GetServerSidePropsResult<ConnectorCatalogueProps>> {
  return searchProps(
    context,
    (setup) => <ConnectorSearch {...setup} />,
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
    (setup) => <FaqSearch {...setup} />,
    (options) => withListingPage('faq', options, fetchContent(popularFaqQuery, {}, options).then((popular) => ({popular}))),
  )
}
