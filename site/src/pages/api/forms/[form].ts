import type {NextApiRequest, NextApiResponse} from 'next'

import {serverEnv} from '../../../platform/env/server'
import {clientIp} from '../../../leads/submission/origin'
import {handleSubmission} from '../../../leads/submission/pipeline'
import {pipelineDeps} from '../../../leads/submission/pipelineDependencies'

// The pipeline reads the body itself: capped, and checked as UTF-8 before it is parsed.
export const config = {api: {bodyParser: false}}

/** POST /api/forms/contact, /api/forms/demo, /api/forms/content-request (see submissions/pipeline.ts). */
export default async function submitForm(req: NextApiRequest, res: NextApiResponse) {
  const form = req.query.form
  const response = await handleSubmission(
    {
      form: typeof form === 'string' ? form : '',
      method: req.method ?? '',
      headers: req.headers,
      body: req,
      ip: clientIp(req.socket.remoteAddress, req.headers, serverEnv.trustedProxies),
    },
    pipelineDeps(),
  )
  res.setHeader('Cache-Control', 'no-store')
  for (const [name, value] of Object.entries(response.headers ?? {})) res.setHeader(name, value)
  res.status(response.status).json(response.body)
}
