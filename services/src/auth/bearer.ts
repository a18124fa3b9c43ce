import {createHash, timingSafeEqual} from 'node:crypto'

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * Whether an `Authorization` value (a request's header, or the presence socket's `authorization` parameter) carries
 * `token` the way Sanity's clients send it, `Bearer <token>`. One check for every stand-in that takes a token; compared in
 * constant time, on digests so that lengths do not matter.
 */
export function carriesToken(authorization: unknown, token: string): boolean {
  return typeof authorization === 'string' && timingSafeEqual(digest(authorization), digest(`Bearer ${token}`))
}
