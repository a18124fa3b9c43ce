import type {liteClient} from 'algoliasearch/lite'

type AlgoliaHosts = NonNullable<NonNullable<Parameters<typeof liteClient>[2]>['hosts']>

/**
 * The `hosts` option of Algolia's clients for a configured origin (`NEXT_PUBLIC_ALGOLIA_HOST`): that one host,
 * for reads and writes. Without one, nothing is passed and the clients keep Algolia's own hosts and retries.
 */
export function algoliaHostOptions(origin: string | null): {hosts?: AlgoliaHosts} {
  if (!origin) return {}
  const {protocol, hostname, port} = new URL(origin)
  return {
    hosts: [
      {
        url: hostname,
        ...(port ? {port: Number(port)} : {}),
        protocol: protocol === 'http:' ? 'http' : 'https',
        accept: 'readWrite',
      },
    ],
  }
}
