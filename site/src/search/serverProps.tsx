import {toPlainText} from '@portabletext/react'
import type {PortableTextBlock} from '@portabletext/types'
import type {GetServerSidePropsContext, GetServerSidePropsResult} from 'next'
import type {ReactElement} from 'react'
import {renderToString} from 'react-dom/server'
import {getServerState, type InstantSearchServerState} from 'react-instantsearch'

import {fetchContent} from '../content/fetch'
import {popularConnectorsQuery, popularFaqQuery} from '../content/queries'
import {toConnectorCard} from '../contentPages/mappers'
import {getLayoutData} from '../layout/layoutData'
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
  load: () => Promise<P>,
): Promise<GetServerSidePropsResult<P & {serverState: InstantSearchServerState; serverUrl: string}>> {
  // resolvedUrl is the page's own URL, also on client-side navigations (/_next/data/… stripped).
  const serverUrl = resolvedUrl
  const [page, serverState] = await Promise.all([
    load(),
    getServerState(render({serverUrl, searchClient: createServerSearchClient()}), {renderToString}),
  ])
  res.setHeader('Cache-Control', SEARCH_PAGE_CACHE_CONTROL)
  return {props: {...page, serverState, serverUrl}}
}

export function connectorCatalogueProps(context: GetServerSidePropsContext): Promise<GetServerSidePropsResult<ConnectorCatalogueProps>> {
  return searchProps(
    context,
    (setup) => <ConnectorSearch {...setup} />,
    async () => {
      const [layout, popular] = await Promise.all([getLayoutData(), fetchContent(popularConnectorsQuery)])
      return {layout, popular: popular.map(toConnectorCard)}
    },
  )
}

export function faqPageProps(context: GetServerSidePropsContext): Promise<GetServerSidePropsResult<FaqPageProps>> {
  return searchProps(
    context,
    (setup) => <FaqSearch {...setup} />,
    async () => {
      const [layout, popular] = await Promise.all([getLayoutData(), fetchContent(popularFaqQuery)])
      return {
        layout,
        popular: popular.map((entry) => ({
          id: entry._id,
          question: entry.question,
          answer: toPlainText((entry.answer ?? []) as PortableTextBlock[]),
        })),
      }
    },
  )
}
