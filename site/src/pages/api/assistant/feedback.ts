import type {NextApiRequest, NextApiResponse} from 'next'

import {handleFeedback} from '../../../assistant/api/feedback'
import {assistantServices} from '../../../assistant/api/routeDependencies'
import {serverEnv} from '../../../platform/env/server'
import {clientIp} from '../../../leads/submission/origin'

// The handler reads the body itself: capped, and checked as UTF-8 before it is parsed.
export const config = {api: {bodyParser: false}}

/**
 * POST /api/assistant/feedback `{answerId, helpful}`: one more on the answer's anonymous count (204), or a French
 * `{error}` (src/assistant/api/feedback.ts).
 */
export default async function assistantFeedback(req: NextApiRequest, res: NextApiResponse) {
  const response = await handleFeedback(
    {
      method: req.method ?? '',
      headers: req.headers,
      body: req,
      ip: clientIp(req.socket.remoteAddress, req.headers, serverEnv.trustedProxies),
    },
    assistantServices().feedback,
  )
  for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value)
  if (response.body) res.status(response.status).json(response.body)
  else res.status(response.status).end()
}
