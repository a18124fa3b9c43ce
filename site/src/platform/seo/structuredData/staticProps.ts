import type {GetStaticPropsResult} from 'next'
import type {Thing, WithContext} from 'schema-dts'

export interface StructuredDataProps {
  /** The page's JSON-LD, built on the server with its data: no builder reaches the browser. */
  structuredData: WithContext<Thing>
}

/** Adds a page's structured data to the props of a getStaticProps result (404s and redirects pass through). */
export const withStructuredData =
  <P extends object>(build: (props: P) => WithContext<Thing>) =>
  (result: GetStaticPropsResult<P>): GetStaticPropsResult<P & StructuredDataProps> =>
    'props' in result ? {...result, props: {...result.props, structuredData: build(result.props)}} : result
