import type {IncomingMessage} from 'node:http'

/** Above this a body is refused, as the Content Lake refuses very large bodies. */
const MAX_BODY_BYTES = 4 * 1024 * 1024

/** An answer other than 200, thrown by a handler and written by the server. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`)
  }
}

export const badRequest = (description: string) => new HttpError(400, {error: {description, type: 'httpBadRequest'}})

/** A boolean option of the query string: absent is false, anything but `true` or `false` is refused. */
export function flag(search: URLSearchParams, name: string, absent = false): boolean {
  const value = search.get(name)
  if (value === null) return absent
  if (value === 'false') return false
  if (value === 'true') return true
  throw badRequest(`Invalid value for ${name}: expected true or false`)
}

/** A GET names each GROQ parameter `$name` with a JSON value. */
export function paramsFromSearch(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [key, value] of search) {
    if (!key.startsWith('$')) continue
    try {
      params[key.slice(1)] = JSON.parse(value)
    } catch {
      throw badRequest(`Unable to parse value of "${key}=${value}". Please quote string values.`)
    }
  }
  return params
}

/** The request's body, refused with 413 past `limit` bytes. */
export async function readBytes(request: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > limit) throw new HttpError(413, {error: {description: 'Request body too large', type: 'httpBadRequest'}})
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

export const readBody = async (request: IncomingMessage) => (await readBytes(request)).toString('utf8')
