import {type ClientConfig, createClient, type SanityClient} from '@sanity/client'

/** The API version the lake's tests speak: the site's, and the minimum of the Studio's actions client. */
export const API_VERSION = '2025-02-19'

/** The real client pointed at a lake's host the way a deployment points it at Sanity; `config` adds to it. */
export const lakeClient = (apiHost: string, config: ClientConfig = {}): SanityClient =>
  createClient({
    projectId: 'local',
    dataset: 'production',
    apiVersion: API_VERSION,
    apiHost,
    useProjectHostname: false,
    useCdn: false,
    ...config,
  })
