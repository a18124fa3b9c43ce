import type {IncomingHttpHeaders} from 'node:http'
import type {Readable} from 'node:stream'

import getRawBody from 'raw-body'

import {withDeadline} from './deadline'

/** The request's body as the server hands it over (Next.js's request is a readable stream). */
export type Body = NodeJS.ReadableStream

/** Beyond this, a body refused as too large is no longer read to its end before answering: the connection is cut. */
const MAX_DRAINED_BYTES = 1024 * 1024

export interface BodyReading {
  /** At most this many bytes: a larger declared length is refused before any is read, a longer stream once past it. */
  limit: number
  /** 'utf-8': the body as text, decoded by raw-body (a byte-order mark dropped, bad bytes replaced); else its bytes. */
  encoding?: 'utf-8'
  /**
   * Only a whole number counts as a declared length (anything else: none declared). By default raw-body parses the
   * header itself (parseInt: `12.5` declares 12, and an empty value a length no body has).
   */
  strictLength?: boolean
  /**
   * A body not all there within this is given up on ('timeout'): its reading goes on, unobserved, until the closed
   * connection ends it.
   */
  timeoutMs?: number
  /**
   * Reads what is left of a body refused as too large (without keeping it, 1 MiB in all at most), so that the client,
   * still sending, receives the refusal rather than a reset connection.
   */
  drainTooLarge?: boolean
}

/**
 * Why there is no body: over the limit; the client went away; fewer or more bytes than its Content-Length; any
 * other refusal of raw-body (a stream already decoding, or no longer readable); an error of the stream itself; or
 * not all there in time.
 */
export type BodyFailure = 'tooLarge' | 'aborted' | 'lengthMismatch' | 'unreadable' | 'streamError' | 'timeout'

/** The body, or why there is none, with what raw-body or the stream threw (none for a timeout). */
export type BodyRead<T> = {ok: true; body: T} | {ok: false; failure: BodyFailure; error?: unknown}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

const isRawBodyError = (error: unknown): error is getRawBody.RawBodyError =>
  error instanceof Error && typeof (error as Partial<getRawBody.RawBodyError>).type === 'string'

const RAW_BODY_FAILURES = new Map<string, BodyFailure>([
  ['entity.too.large', 'tooLarge'],
  ['request.aborted', 'aborted'],
  ['request.size.invalid', 'lengthMismatch'],
])

/** Content-Length as a whole number of bytes, or null when absent or anything else. */
function wholeLength(headers: IncomingHttpHeaders): number | null {
  const declared = Number(single(headers['content-length']))
  return Number.isInteger(declared) && declared >= 0 ? declared : null
}

/**
 * Reads what is left of a refused body without keeping it, up to `budget` bytes, so that the client, still
 * sending, receives the answer rather than a reset connection. Past the budget the answer goes anyway.
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
 * Reads a request's body with raw-body, within `limit` bytes and the declared Content-Length (and `timeoutMs` when
 * given), and says why when there is none. Every route that reads its body itself (bodyParser off) reads it here;
 * each answers the failures with its own status and French message.
 */
export function readRequestBody(
  body: Body,
  headers: IncomingHttpHeaders,
  reading: BodyReading & {encoding: 'utf-8'},
): Promise<BodyRead<string>>
export function readRequestBody(
  body: Body,
  headers: IncomingHttpHeaders,
  reading: BodyReading,
): Promise<BodyRead<Buffer>>
export async function readRequestBody(
  body: Body,
  headers: IncomingHttpHeaders,
  {limit, encoding, strictLength = false, timeoutMs, drainTooLarge = false}: BodyReading,
): Promise<BodyRead<string | Buffer>> {
  const length = strictLength ? wholeLength(headers) : single(headers['content-length'])
  const read: Promise<string | Buffer> = getRawBody(body, {limit, length, encoding})
  // Past the deadline nobody awaits the reading: its failure must not be an unhandled rejection.
  if (timeoutMs !== undefined) read.catch(() => undefined)
  try {
    const value = timeoutMs === undefined ? await read : await withDeadline(read, timeoutMs)
    return value === null ? {ok: false, failure: 'timeout'} : {ok: true, body: value}
  } catch (error) {
    if (!isRawBodyError(error)) return {ok: false, failure: 'streamError', error}
    const failure = RAW_BODY_FAILURES.get(error.type) ?? 'unreadable'
    if (failure === 'tooLarge' && drainTooLarge && Number(length ?? 0) <= MAX_DRAINED_BYTES)
      await drain(body, MAX_DRAINED_BYTES - (error.received ?? 0))
    return {ok: false, failure, error}
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
