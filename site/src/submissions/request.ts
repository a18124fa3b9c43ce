import type {IncomingHttpHeaders} from 'node:http'
import type {Readable} from 'node:stream'

import getRawBody from 'raw-body'

/** Cap on a form submission's body: the longest form (a 5,000-character message) fits well within it. */
const MAX_BODY_BYTES = 16 * 1024
/** Beyond this, an oversized body is no longer read to its end before answering: the connection is cut. */
const MAX_DRAINED_BYTES = 1024 * 1024

/** The request's body as the server hands it over (Next.js's request is a readable stream). */
export type Body = NodeJS.ReadableStream

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

const isRawBodyError = (error: unknown): error is getRawBody.RawBodyError =>
  error instanceof Error && typeof (error as Partial<getRawBody.RawBodyError>).type === 'string'

/**
 * Reads what is left of a refused body without keeping it, up to `budget` bytes, so that the client,
 * still sending, receives the 413 rather than a reset connection. Past the budget the answer goes anyway.
 */
function drain(stream: Body, budget: number): Promise<void> {
  return new Promise((resolve) => {
    if ((stream as Partial<Readable>).readableEnded) return resolve()
    let read = 0
    const finish = () => {
      stream.removeListener('data', onData)
      stream.removeListener('end', finish)
      stream.removeListener('error', finish)
      stream.removeListener('close', finish)
      resolve()
    }
    const onData = (chunk: Uint8Array) => {
      read += chunk.length
      if (read > budget) finish()
    }
    stream.on('data', onData)
    stream.on('end', finish)
    stream.on('error', finish)
    stream.on('close', finish)
    stream.resume()
  })
}

/**
 * Reads the body with raw-body, at most `limit` bytes: a declared Content-Length over it is refused before
 * anything is read, a longer stream as soon as it passes the limit. A body cut short (the client went
 * away, or sent less than it declared) is 'incomplete'.
 */
export async function readBody(body: Body, headers: IncomingHttpHeaders, limit = MAX_BODY_BYTES): Promise<BodyOutcome> {
  const declared = Number(single(headers['content-length']))
  const length = Number.isInteger(declared) && declared >= 0 ? declared : null
  try {
    return {bytes: await getRawBody(body, {limit, length})}
  } catch (error) {
    if (!isRawBodyError(error)) throw error
    if (error.type !== 'entity.too.large') return {error: 'incomplete'}
    const alreadyRead = error.received ?? 0
    if ((length ?? 0) <= MAX_DRAINED_BYTES) await drain(body, MAX_DRAINED_BYTES - alreadyRead)
    return {error: 'tooLarge'}
  }
}

/**
 * The body as text, or null when it is not valid UTF-8 (no silent replacement characters). A byte-order
 * mark is kept, so that JSON.parse refuses it: RFC 8259 forbids sending one.
 */
export function decodeUtf8(bytes: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', {fatal: true, ignoreBOM: true}).decode(bytes)
  } catch {
    return null
  }
}
