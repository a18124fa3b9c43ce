import {EventEmitter} from 'node:events'
import {Readable} from 'node:stream'

import type {NextApiRequest, NextApiResponse} from 'next'
import {createResponse, type MockResponse} from 'node-mocks-http'

export type ApiRoute = (req: NextApiRequest, res: NextApiResponse) => unknown

export interface RouteRequest {
  method?: string
  /** The raw body, as the routes that turn Next's body parser off read it: a string, or a stream of one's own. */
  body?: string | Readable
  headers?: Record<string, string>
  /** The connection's address (a proxy's X-Forwarded-For is a header). */
  ip?: string
  query?: Record<string, string | string[]>
}

/** What a route answered: its status, headers (lower-case names), JSON body if any, and everything it wrote. */
export interface RouteResponse {
  statusCode: number
  headers: Record<string, unknown>
  body: unknown
  text: string
}

/**
 * Calls an API route as Next.js does: the request is the body's stream with the method, headers, connection and
 * query; the response is node-mocks-http's, given Next's extras (`revalidate`) by `extend`.
 */
export async function callRoute(
  route: ApiRoute,
  {method = 'POST', body = '', headers = {}, ip = '203.0.113.10', query = {}}: RouteRequest = {},
  extend?: (res: MockResponse<NextApiResponse>) => void,
): Promise<RouteResponse> {
  const stream = typeof body === 'string' ? Readable.from([Buffer.from(body)]) : body
  const req = Object.assign(stream, {
    method,
    headers: {'content-type': 'application/json', ...headers},
    socket: {remoteAddress: ip},
    query,
  })
  const res = createResponse<NextApiResponse>({eventEmitter: EventEmitter})
  extend?.(res)
  await route(req as unknown as NextApiRequest, res)
  const text = String(res._getData())
  return {
    statusCode: res.statusCode,
    headers: res._getHeaders(),
    body: res._isJSON() ? res._getJSONData() : undefined,
    text,
  }
}
