import type {SanityClientLike} from '@sanity/preview-url-secret'

import type {ContentBackend} from '../backends/types'
import {contentBackend} from '../fetch'
import {serverEnv} from '../../platform/env/server'

/**
 * What `validatePreviewUrl` reads the Presentation tool's secret documents with: the site's own content backend,
 * in a preview read (live, with the read token, on the Content Lake; the bundled dataset otherwise), so the secret
 * check runs for real in both. The library refuses a client without a token: `token` is the read token on the
 * Content Lake (none: no preview), and on the bundled dataset, which needs none, a name saying so.
 */
export function secretReader(backend: ContentBackend, token: string | undefined): SanityClientLike {
  const reader: SanityClientLike = {
    config: () => ({token}),
    // The library asks for the raw perspective, uncached, without source maps: a preview read is live, and its
    // stega marks only free text of the site's own schema types (preview/stega.ts), never a secret document.
    withConfig: () => reader,
    fetch: (query, params) => backend.fetch(query, params as Record<string, unknown>, {preview: true}),
  }
  return reader
}

/** The site's reader: the Content Lake's read token, or the bundled dataset's name for one. */
export const siteSecretReader = () =>
  secretReader(contentBackend, serverEnv.sanity ? serverEnv.sanity.token : 'bundled-dataset')
