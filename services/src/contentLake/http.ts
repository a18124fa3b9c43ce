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

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) throw new HttpError(413, {error: {description: 'Request body too large', type: 'httpBadRequest'}})
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}
