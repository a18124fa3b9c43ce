import type {IncomingHttpHeaders} from 'node:http'

/** Cap on a form submission's body: the longest form (a 5,000-character message) fits well within it. */
export const MAX_BODY_BYTES = 16 * 1024
/** Beyond this, an oversized body is no longer read to its end before answering: the connection is cut. */
const MAX_DRAINED_BYTES = 1024 * 1024

export type Body = AsyncIterable<Uint8Array> | Iterable<Uint8Array>

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

/** A declared length over the cap answers 413 before reading anything. */
export function declaresTooLarge(headers: IncomingHttpHeaders, limit = MAX_BODY_BYTES): boolean {
  const length = Number(single(headers['content-length']))
  return Number.isFinite(length) && length > limit
}

/**
 * Reads the body up to `limit` bytes; null when it is longer. An oversized body is still read to its end
 * (up to a megabyte) without being kept, so that the client receives the 413 rather than a reset connection.
 */
export async function readCappedBody(body: Body, limit = MAX_BODY_BYTES): Promise<Buffer | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body) {
    size += chunk.length
    if (size > MAX_DRAINED_BYTES) return null
    if (size <= limit) chunks.push(Buffer.from(chunk))
  }
  return size > limit ? null : Buffer.concat(chunks)
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
