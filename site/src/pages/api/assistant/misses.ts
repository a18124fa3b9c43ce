import type {NextApiRequest, NextApiResponse} from 'next'

import {handleMisses} from '../../../assistant/api/misses'
import {assistantServices} from '../../../assistant/api/routeDependencies'
import {serverEnv} from '../../../platform/env/server'
import {clientIp} from '../../../leads/submission/origin'

// The handler reads the body itself: capped, and checked as UTF-8 before it is parsed.
export const config = {api: {bodyParser: false}}

/**
 * `/api/assistant/misses`: POST a question the visitor agreed to send (204, stored masked); GET its groups and
 * DELETE one or a group, for an editor signed in to the Studio only (src/assistant/api/misses.ts).
 */
export default async function assistantMisses(req: NextApiRequest, res: NextApiResponse) {
  const response = await handleMisses(
    {
      method: req.method ?? '',
      headers: req.headers,
      body: req,
      ip: clientIp(req.socket.remoteAddress, req.headers, serverEnv.trustedProxies),
    },
    assistantServices().misses,
  )
  for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value)
  if (response.body) res.status(response.status).json(response.body)
  else res.status(response.status).end()
}
