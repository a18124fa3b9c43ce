import {EventEmitter} from 'node:events'
import type {IncomingHttpHeaders} from 'node:http'
import {Readable} from 'node:stream'

import type {NextApiRequest, NextApiResponse} from 'next'
import {createResponse, type MockResponse} from 'node-mocks-http'

export type ApiRoute = (req: NextApiRequest, res: NextApiResponse) => unknown

export interface RouteRequest {
  method?: string
  /** The raw body, as the routes that turn Next's body parser off read it: text, bytes, or a stream of one's own. */
  body?: string | Buffer | Readable
  /** Added to `Content-Type: application/json`; a header given as undefined is left out (no Content-Type at all). */
  headers?: IncomingHttpHeaders
  /** The connection's address (a proxy's X-Forwarded-For is a header). */
  ip?: string
  query?: Record<string, string | string[]>
}

/** What a route hands its handler (src/leads/submission/pipeline.ts, src/search/http/handler.ts, src/assistant/api/). */
export interface HandlerRequest {
  method: string
  headers: IncomingHttpHeaders
  body: Readable
  /** The client's address. */
  ip: string
}

const DEFAULT_IP = '203.0.113.10'

const bodyStream = (body: string | Buffer | Readable) =>
  body instanceof Readable ? body : Readable.from([Buffer.from(body)])

const requestHeaders = (headers: IncomingHttpHeaders): IncomingHttpHeaders =>
  Object.fromEntries(
    Object.entries({'content-type': 'application/json', ...headers}).filter(([, value]) => value !== undefined),
  )

/**
 * The request a route hands its handler, built from the same parts and defaults as callRoute's: tests of a handler
 * alone (without Next's request and response) call it with this.
 */
export function handlerRequest({
  method = 'POST',
  body = '',
  headers = {},
  ip = DEFAULT_IP,
}: Omit<RouteRequest, 'query'> = {}): HandlerRequest {
  return {method, headers: requestHeaders(headers), body: bodyStream(body), ip}
}

/**
 * What a route answered: its status, headers (lower-case names), JSON body if any, everything it wrote as text, and
 * the bytes it wrote as buffers (a file it serves).
 */
export interface RouteResponse {
  statusCode: number
  headers: Record<string, unknown>
  body: unknown
  text: string
  bytes: Buffer
}

/**
 * Calls an API route as Next.js does: the request is the body's stream with the method, headers, connection and
 * query; the response is node-mocks-http's, given Next's extras (`revalidate`) by `extend`.
 */
export async function callRoute(
  route: ApiRoute,
  {method = 'POST', body = '', headers = {}, ip = DEFAULT_IP, query = {}}: RouteRequest = {},
  extend?: (res: MockResponse<NextApiResponse>) => void,
): Promise<RouteResponse> {
  const req = Object.assign(bodyStream(body), {
    method,
    headers: requestHeaders(headers),
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
    bytes: res._getBuffer(),
  }
}
