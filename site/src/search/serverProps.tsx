import type {GetServerSidePropsContext, GetServerSidePropsResult} from 'next'
import type {ReactElement} from 'react'
import {renderToString} from 'react-dom/server'
import {getServerState, type InstantSearchServerState} from 'react-instantsearch'

import {fetchContent} from '../content/fetch'
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
 * getServerState over the engine, and the page is cached by the CDN like a static one.
 */

export const SEARCH_PAGE_CACHE_CONTROL = 'public, s-maxage=60, stale-while-revalidate=600'

async function searchProps<P extends object>(
  {res, resolvedUrl}: GetServerSidePropsContext,
  render: (setup: Required<SearchSetup>) => ReactElement,
  load: () => Promise<P | null>,
): Promise<GetServerSidePropsResult<WithLayout<P & {serverState: InstantSearchServerState; serverUrl: string}>>> {
  // resolvedUrl is the page's own URL, also on client-side navigations (/_next/data/… stripped).
  const serverUrl = resolvedUrl
  const [layout, props, serverState] = await Promise.all([
    getLayoutData(),
    load(),
    getServerState(render({serverUrl, searchClient: createServerSearchClient()}), {renderToString}),
  ])
  res.setHeader('Cache-Control', SEARCH_PAGE_CACHE_CONTROL)
  // Like a static page whose document is gone: without its listing document, the page is not found.
  if (!props) return {notFound: true}
  return {props: {...props, layout, serverState, serverUrl}}
}

export function connectorCatalogueProps(context: GetServerSidePropsContext): Promise<GetServerSidePropsResult<ConnectorCatalogueProps>> {
  return searchProps(
    context,
    (setup) => <ConnectorSearch {...setup} />,
    () =>
      withListingPage(
        'connectors',
        {},
        fetchContent(popularConnectorsQuery).then((popular) => ({
          popular: resolveImages(popular).map((connector) => toConnectorCard(connector)),
        })),
      ),
  )
}

export function faqPageProps(context: GetServerSidePropsContext): Promise<GetServerSidePropsResult<FaqPageProps>> {
  return searchProps(
    context,
    (setup) => <FaqSearch {...setup} />,
    () => withListingPage('faq', {}, fetchContent(popularFaqQuery).then((popular) => ({popular}))),
  )
}
