import {createClient, type SanityClient} from 'next-sanity'

import type {SanityConfig} from '../../env/server'
import type {ContentBackend} from './types'

/** The Content Lake, read in the published perspective. */
export function createSanityBackend(config: SanityConfig): ContentBackend {
  const base = {
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    token: config.token,
    perspective: 'published' as const,
  }
  const cdn: SanityClient = createClient({...base, useCdn: true})
  // The API CDN can lag behind a publish by a minute: a webhook-triggered rebuild reads live.
  const live: SanityClient = createClient({...base, useCdn: false})

  return {
    name: 'sanity',
    fetch: (query, params, {fresh}) => (fresh ? live : cdn).fetch(query, params),
    version: async () => null,
  }
}
