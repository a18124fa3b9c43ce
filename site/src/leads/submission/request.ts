import type {IncomingHttpHeaders} from 'node:http'

import {type Body, readRequestBody} from '../../platform/http/requestBody'

/** Cap on a form submission's body: the longest form (a 5,000-character message) fits well within it. */
const MAX_BODY_BYTES = 16 * 1024

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** `application/json`, with no charset or UTF-8's (JSON's only encoding, RFC 8259). */
export function isJsonContentType(headers: IncomingHttpHeaders): boolean {
  const [mediaType, ...parameters] = (single(headers['content-type']) ?? '').split(';')
  if (mediaType?.trim().toLowerCase() !== 'application/json') return false
  return parameters.every((parameter) => {
    const [name, value] = parameter.split('=').map((part) => part.trim().toLowerCase())
    return name !== 'charset' || value === 'utf-8' || value === '"utf-8"'
  })
}

/** What reading the body gave: its bytes, or why there are none. */
export type BodyOutcome = {bytes: Buffer} | {error: 'tooLarge' | 'incomplete'}

/**
 * Reads the body, at most MAX_BODY_BYTES (../http/requestBody.ts): a declared Content-Length over it is refused
 * before anything is read, a longer stream as soon as it passes the cap, and what is left of it is drained so that
 * the client receives the 413. A body cut short (the client went away, or sent less than it declared) is 'incomplete'.
 */
export async function readBody(body: Body, headers: IncomingHttpHeaders): Promise<BodyOutcome> {
  const read = await readRequestBody(body, headers, {limit: MAX_BODY_BYTES, strictLength: true, drainTooLarge: true})
  if (read.ok) return {bytes: read.body}
  if (read.failure === 'streamError') throw read.error
  return {error: read.failure === 'tooLarge' ? 'tooLarge' : 'incomplete'}
}
