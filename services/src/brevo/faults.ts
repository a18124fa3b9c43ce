import {type Answer, refusal} from './state'

/** The endpoints the site calls, as `METHOD /path` with Brevo's placeholder for the path's last segment. */
export const ROUTES = [
  'POST /contacts',
  'DELETE /contacts/{identifier}',
  'POST /smtp/email',
  'GET /smtp/emails',
  'DELETE /smtp/log/{identifier}',
] as const
export type Route = (typeof ROUTES)[number]

/** Which route a request reached, and the path's decoded last segment where the route has one. */
export function routeOf(method: string, endpoint: string): {route: Route; identifier: string} | null {
  const exact = `${method} ${endpoint}`
  if ((ROUTES as readonly string[]).includes(exact)) return {route: exact as Route, identifier: ''}
  for (const prefix of ['/contacts/', '/smtp/log/']) {
    if (!endpoint.startsWith(prefix) || endpoint.length === prefix.length) continue
    const route = `${method} ${prefix}{identifier}`
    if ((ROUTES as readonly string[]).includes(route))
      return {route: route as Route, identifier: decodeURIComponent(endpoint.slice(prefix.length))}
  }
  return null
}

/**
 * A failure staged on one endpoint, answered in Brevo's words without doing anything:
 * - `duplicate`: 400 `duplicate_parameter` (a contact that exists, a key already used);
 * - `unauthorized`: 401 `unauthorized`, as for a bad or revoked API key;
 * - `throttled`: 429 `too_many_requests` with `Retry-After` (and Brevo's own `x-sib-ratelimit-*` headers);
 * - `error`: 500 `internal_error`;
 * - `timeout`: no answer at all, until the client gives up or the server closes.
 */
export const FAULTS = ['duplicate', 'unauthorized', 'throttled', 'error', 'timeout'] as const
export type FaultKind = (typeof FAULTS)[number]

export interface FaultOptions {
  /** How many requests it fails before the endpoint works again; every one until cleared by default. */
  times?: number
  /** The throttle's `Retry-After`, in seconds; 60 by default. */
  retryAfterSeconds?: number
}

interface Staged extends FaultOptions {
  kind: FaultKind
}

/** The answer of a staged fault, or null for a time-out (nothing is answered). */
export function faultAnswer({kind, retryAfterSeconds = 60}: Staged): Answer | null {
  switch (kind) {
    case 'duplicate':
      return refusal(400, 'duplicate_parameter', 'Contact already exist')
    case 'unauthorized':
      return refusal(401, 'unauthorized', 'Key not found')
    case 'throttled': {
      const seconds = String(retryAfterSeconds)
      const headers = {
        'retry-after': seconds,
        'x-sib-ratelimit-limit': '10',
        'x-sib-ratelimit-remaining': '0',
        'x-sib-ratelimit-reset': seconds,
      }
      return refusal(429, 'too_many_requests', 'The expected rate limit is exceeded.', headers)
    }
    case 'error':
      return refusal(500, 'internal_error', 'Internal error')
    case 'timeout':
      return null
  }
}

/** The faults staged per route: the first request to a route with one takes it (and counts it down). */
export function createFaults() {
  const staged = new Map<Route, Staged>()
  return {
    inject(route: Route, kind: FaultKind, options: FaultOptions = {}) {
      if (options.times !== undefined && !(options.times >= 1))
        throw new RangeError('A fault fails at least one request')
      staged.set(route, {kind, ...options})
    },
    clear() {
      staged.clear()
    },
    take(route: Route): Staged | null {
      const fault = staged.get(route)
      if (!fault) return null
      if (fault.times !== undefined) {
        fault.times -= 1
        if (fault.times <= 0) staged.delete(route)
      }
      return fault
    },
  }
}
