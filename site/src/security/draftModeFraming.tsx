import type {IncomingMessage, ServerResponse} from 'node:http'

import {serverEnv} from '../env/server'
import {configuredPolicy} from './policyOptions'
import {CSP_HEADER, draftModePolicy} from './securityHeaders'

/** The cookie Next.js sets in draft mode (`res.setDraftMode`). */
const DRAFT_MODE_COOKIE = '__prerender_bypass='

/**
 * An editor's preview, rendered for this request (Next answers it `private, no-store`), may be framed by the Studio:
 * its origin as this server reads it when it starts (STUDIO_URL), for one build serves every environment. Called
 * from _document's getInitialProps, so visitors' pages, served from the cache without rendering, keep next.config.ts's
 * policy and no page of a visitor loads a byte more for it. A forged cookie renders nothing: Next serves the cache.
 */
export function allowStudioFraming({req, res}: {req?: IncomingMessage; res?: ServerResponse}): void {
  if (!res || res.headersSent || !req?.headers.cookie?.includes(DRAFT_MODE_COOKIE)) return
  res.setHeader(CSP_HEADER, draftModePolicy(configuredPolicy(process.env), serverEnv.studioOrigin))
}
