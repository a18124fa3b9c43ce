import type {SanityClient} from '@sanity/client'

import {accessClient} from '../content/client'
import {readContentEnv} from '../content/env'

/**
 * A client of the configured dataset, as the content commands make theirs: a Sanity project's, or a local Content
 * Lake's through `SANITY_API_HOST` (without SANITY_PROJECT_ID, `readContentEnv` says what to set).
 */
export const redirectsClient = (access: 'read' | 'write'): SanityClient =>
  accessClient(readContentEnv(), access, access === 'write' ? 'importing redirects' : 'exporting redirects')
