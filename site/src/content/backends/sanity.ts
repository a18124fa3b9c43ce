import type {StegaConfig} from '@sanity/client/stega'
import {createClient, type SanityClient} from 'next-sanity'

import type {SanityConfig} from '../../platform/env/server'
import type {ContentBackend} from './types'

/**
 * What tells that the published content changed without reading it: how many documents there are (a deletion) and
 * the last one edited (a creation, an edit). One ordered read of an attribute the Content Lake indexes.
 */
const VERSION_QUERY = /* groq */ `{"count": count(*), "last": * | order(_updatedAt desc, _id asc)[0]{_id, _updatedAt}}`

/**
 * The Content Lake, read in the published perspective on the hosts the configuration names; a preview reads the
 * drafts perspective with the read token, live, its strings stega-encoded from the Content Source Map the Content
 * Lake returns (`stega`) for the Studio's overlays.
 */
export function createSanityBackend(config: SanityConfig, {stega}: {stega?: StegaConfig} = {}): ContentBackend {
  const base = {
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    token: config.token,
    perspective: 'published' as const,
    // The hosts are taken as given, so the site reaches any server that speaks the query API. Without the
    // project hostname the client sends CDN and live reads to one host: hence a client per host.
    useProjectHostname: false,
  }
  const cdn: SanityClient = createClient({...base, apiHost: config.apiCdnHost, useCdn: true})
  // The API CDN can lag behind a publish by a minute: a webhook-triggered rebuild reads live.
  const live: SanityClient = createClient({...base, apiHost: config.apiHost, useCdn: false})

  // Drafts are readable with a token only, and an editor must see the draft they just typed: live, never the CDN.
  const preview: SanityClient | null = config.token
    ? createClient({...base, apiHost: config.apiHost, useCdn: false, perspective: 'drafts', stega})
    : null

  return {
    name: 'sanity',
    fetch: (query, params, {fresh, preview: previewing}) => {
      if (!previewing) return (fresh ? live : cdn).fetch(query, params)
      if (!preview)
        throw new Error('Draft preview reads drafts with a token: set SANITY_API_READ_TOKEN (a Viewer token).')
      return preview.fetch(query, params)
    },
    async version({fresh}) {
      const {count, last} = await (fresh ? live : cdn).fetch<{
        count: number
        last: {_id: string; _updatedAt: string} | null
      }>(VERSION_QUERY)
      return `${count}:${last?._id ?? ''}:${last?._updatedAt ?? ''}`
    },
    // A query, so once a minute: the webhook tells of a change at once. The API CDN may serve one query after a
    // publish and another from before it for up to a minute.
    checks: {everyMs: 60_000, mayLag: true},
  }
}
