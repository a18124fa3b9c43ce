import {routes} from '@parlia/schemas/routes'
import type {
  GetServerSidePropsContext,
  GetServerSidePropsResult,
  GetStaticPropsContext,
  GetStaticPropsResult,
} from 'next'
import type {ReactElement} from 'react'
import {renderToString} from 'react-dom/server'
import {getServerState, type InstantSearchServerState} from 'react-instantsearch'

import type {FetchOptions} from '../content/backends/types'
import {fetchContent, fetchOptionsFor} from '../content/fetch'
import {popularConnectorsQuery, popularFaqQuery} from '../content/queries'
import {resolveImages} from '../content/resolveImages'
import {toConnectorCard} from '../ui/pageParts/mappers'
import {getLayoutData} from '../ui/layout/layoutData'
import {queryPageOptions, visitedSearch} from '../platform/routing/queryPages'
import {REVALIDATE_SECONDS, type WithLayout} from '../ui/layout/staticProps'
import {withListingPage} from '../features/listings/listingPage'
import type {ConnectorCatalogueProps} from './components/ConnectorCatalogue'
import type {FaqPageProps} from './components/FaqPage'
import {ConnectorInstantSearch} from './live/LiveConnectorSearch'
import {FaqInstantSearch} from './live/LiveFaqSearch'
import type {SearchSetup} from './live/SearchInstance'
import {connectorFirstResults, faqFirstResults, searchPageProps} from './results/serverState'
import type {ConnectorResults, FaqResults, SearchPageProps} from './results/types'
import {createServerSearchClient} from './serverClient'

/**
 * Server side of the search pages (imported by their getStaticProps and getServerSideProps only, so none of it
 * reaches the browser). Each search page has two renderings behind its public address (searchPageRoutes, rewritten
 * in next.config.ts): without a query or a category, a statically generated page that the webhook regenerates like
 * any other; with one, a page rendered for the request. Both compute the first result page for their URL's state
 * here with getServerState over the engine, on the same InstantSearch widgets the browser's live search runs; the page
 * renders it as plain first results; content is read live for a while after a publish (publishWindow).
 */

type SearchPageResult<P, Results> = {props: WithLayout<P & SearchPageProps<Results>>} | {notFound: true}

/** The page for `serverUrl`, its public address with the query it renders, or not found without its listing. */
async function searchPage<P extends object, Results>(
  serverUrl: string,
  options: FetchOptions,
  render: (setup: Required<SearchSetup>) => ReactElement,
  firstResults: (serverState: InstantSearchServerState) => Results,
  load: (options: FetchOptions) => Promise<P | null>,
): Promise<SearchPageResult<P, Results>> {
  const [layout, props, serverState] = await Promise.all([
    getLayoutData(options),
    load(options),
    getServerState(render({serverUrl, searchClient: createServerSearchClient()}), {renderToString}),
  ])
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

interface SearchPage<P, Results> {
  /** The page's public address (routes). */
  path: string
  render: (setup: Required<SearchSetup>) => ReactElement
  firstResults: (serverState: InstantSearchServerState) => Results
  load: (options: FetchOptions) => Promise<P | null>
}

/** getStaticProps of a search page's unfiltered rendering: its public address, no query. */
async function unfilteredProps<P extends object, Results>(
  context: GetStaticPropsContext,
  {path, render, firstResults, load}: SearchPage<P, Results>,
): Promise<GetStaticPropsResult<WithLayout<P & SearchPageProps<Results>>>> {
  const page = await searchPage(path, await fetchOptionsFor(context), render, firstResults, load)
  return {...page, revalidate: REVALIDATE_SECONDS}
}

/** getServerSideProps of a search page's filtered rendering: its public address with the visitor's query. */
async function filteredProps<P extends object, Results>(
  context: GetServerSidePropsContext,
  {path, render, firstResults, load}: SearchPage<P, Results>,
): Promise<GetServerSidePropsResult<WithLayout<P & SearchPageProps<Results>>>> {
  const search = visitedSearch(context.query)
  const serverUrl = `${path}${search ? `?${search}` : ''}`
  return searchPage(serverUrl, await queryPageOptions(context), render, firstResults, load)
}

const connectorCatalogue: SearchPage<
  Omit<ConnectorCatalogueProps, 'layout' | keyof SearchPageProps<unknown>>,
  ConnectorResults
> = {
  path: routes.connectors,
  render: (setup) => <ConnectorInstantSearch {...setup} />,
  firstResults: connectorFirstResults,
  load: (options) =>
    withListingPage(
      'connectors',
      options,
      fetchContent(popularConnectorsQuery, {}, options).then((popular) => ({
        popular: resolveImages(popular).map((connector) => toConnectorCard(connector)),
      })),
    ),
}

const faqPage: SearchPage<Omit<FaqPageProps, 'layout' | keyof SearchPageProps<unknown>>, FaqResults> = {
  path: routes.faq,
  render: (setup) => <FaqInstantSearch {...setup} />,
  firstResults: faqFirstResults,
  load: (options) =>
    withListingPage(
      'faq',
      options,
      fetchContent(popularFaqQuery, {}, options).then((popular) => ({popular})),
    ),
}

/** /solution/connecteurs without `q` nor `tags` (searchPageRoutes). */
export const connectorCatalogueStaticProps = (
  context: GetStaticPropsContext,
): Promise<GetStaticPropsResult<ConnectorCatalogueProps>> => unfilteredProps(context, connectorCatalogue)

/** /solution/connecteurs with `q` or `tags`. */
export const connectorCatalogueProps = (
  context: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<ConnectorCatalogueProps>> => filteredProps(context, connectorCatalogue)

/** /ressources/faq without `q`. */
export const faqPageStaticProps = (context: GetStaticPropsContext): Promise<GetStaticPropsResult<FaqPageProps>> =>
  unfilteredProps(context, faqPage)

/** /ressources/faq with `q`. */
export const faqPageProps = (context: GetServerSidePropsContext): Promise<GetServerSidePropsResult<FaqPageProps>> =>
  filteredProps(context, faqPage)
