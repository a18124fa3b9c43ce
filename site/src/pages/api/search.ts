import type {NextApiRequest, NextApiResponse} from 'next'

import {serverEnv} from '../../platform/env/server'
import {handleSearchRequest} from '../../search/http/handler'
import {searchHandlerDeps} from '../../search/http/handlerDependencies'
import {clientIp} from '../../leads/submission/origin'

// The handler reads the body itself: capped, and bounded in time.
export const config = {api: {bodyParser: false}}

/** Algolia's multi-query endpoint on the embedded engine (see search/http/handler.ts). */
export default async function search(req: NextApiRequest, res: NextApiResponse) {
  const response = await handleSearchRequest(
    {
      method: req.method ?? '',
      headers: req.headers,
      body: req,
      ip: clientIp(req.socket.remoteAddress, req.headers, serverEnv.trustedProxies),
    },
    searchHandlerDeps(),
  )
  for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value)
  res.status(response.status).json(response.body)
}
