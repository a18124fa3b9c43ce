import type {NextApiRequest, NextApiResponse} from 'next'

import {handleAsk} from '../../../assistant/api/ask'
import {sendEventStream} from '../../../assistant/api/events'
import {assistantServices} from '../../../assistant/api/routeDependencies'
import {serverEnv} from '../../../platform/env/server'
import {clientIp} from '../../../leads/submission/origin'

// The handler reads the body itself: capped, and checked as UTF-8 before it is parsed.
export const config = {api: {bodyParser: false}}

/**
 * POST /api/assistant `{question, history?}` (src/assistant/request.ts): the assistant's answer. With
 * `Accept: application/json` (or none), `{answer, sources, handover, answerId, suggestions}`; with
 * `Accept: text/event-stream`, the same as server-sent events: `delta` events `{text}` as the answer's text streams,
 * then one `done` event with the whole reply, whose `answer` replaces the streamed text, or an `error` event
 * `{error}` (src/assistant/api/events.ts). Refusals: 405, 429, 413, 400 and 503, as JSON `{error}` in French
 * (src/assistant/api/ask.ts). A visitor who leaves stops the model's answer.
 */
export default async function assistant(req: NextApiRequest, res: NextApiResponse) {
  const services = assistantServices()
  const left = new AbortController()
  res.on('close', () => {
    if (!res.writableFinished) left.abort()
  })
  const response = await handleAsk(
    {
      method: req.method ?? '',
      headers: req.headers,
      body: req,
      ip: clientIp(req.socket.remoteAddress, req.headers, serverEnv.trustedProxies),
    },
    services.ask,
    left.signal,
  )
  if (response.kind === 'stream') return sendEventStream(res, response, left.signal)
  for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value)
  res.status(response.status).json(response.body)
}
