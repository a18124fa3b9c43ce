import path from 'node:path'

import {pathsToRevalidate} from '@parlia/schemas/pages/paths'
import {staticPageRoute} from '@parlia/schemas/queryPages'
import type {NextApiRequest, NextApiResponse} from 'next'

import {fetchContent} from '../../content/fetch'
import {serverEnv} from '../../platform/env/server'
import {pagesIndexQuery, revalidationQuery} from '../../content/queries'
import {handleWebhook, type WebhookDeps} from '../../content/revalidation/handler'
import {publishWindow} from '../../content/revalidation/publishWindow'
import {createRegenerationQueue} from '../../content/revalidation/queue'
import {distDirName} from '../../platform/isrCache/distDir'
import {generatedPages} from '../../platform/isrCache/generatedPages'
import {sharedRedis} from '../../platform/redis/client'
import {syncSearch} from '../../search/webhookSync'

// The signature covers the exact bytes Sanity sent: read them raw.
export const config = {api: {bodyParser: false}}

// Reads here bypass the API CDN, which can lag behind a publish.
const fresh = {fresh: true}

const deps: WebhookDeps = {
  secret: () => serverEnv.revalidateSecret ?? undefined,
  syncSearch: (change) => syncSearch(change),
  async pathsFor(change) {
    const [{counts, referencedBy, linked}, index] = await Promise.all([
      fetchContent(revalidationQuery, {id: change._id, linked: change.linked ?? []}, fresh),
      fetchContent(pagesIndexQuery, {}, fresh),
    ])
    return pathsToRevalidate(change, {counts, referencedBy, linked, index})
  },
  // One per server process: concurrent calls share it, so a burst regenerates each page once.
  queue: createRegenerationQueue(),
  publishWindow,
}

const generated = generatedPages({
  serverDistDir: path.join(process.cwd(), distDirName(), 'server'),
  redis: sharedRedis(serverEnv.redisUrl),
})

/** POST /api/revalidate, the Sanity webhook (see src/content/revalidation/handler.ts). */
export default async function revalidate(req: NextApiRequest, res: NextApiResponse) {
  // `next dev` renders every request afresh: it has no page to regenerate (and its res.revalidate throws). Next.js
  // regenerates a page by its own route, not through the rewrites: the search pages' static one (staticPageRoute).
  // Only a page generated (prerendered, or visited since): the long tail never visited has nothing to regenerate, and
  // a settings change costs the pages visitors read, not every page of a 100× map. Not Next's
  // `unstable_onlyGenerated`: under visitors' requests for the same page it skipped one now and then, which then
  // served the old content until its revalidate time (bench:scale showed it).
  const regenerate =
    process.env.NODE_ENV === 'development'
      ? async () => {}
      : async (path: string) => {
          const route = staticPageRoute(path)
          if (!(await generated.has(route))) return false
          await res.revalidate(route)
          return true
        }
  const reply = await handleWebhook(req, regenerate, deps)
  if ('allow' in reply && reply.allow) res.setHeader('Allow', reply.allow)
  return res.status(reply.status).json(reply.body)
}
