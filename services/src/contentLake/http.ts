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
