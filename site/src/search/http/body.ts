import type {IncomingHttpHeaders} from 'node:http'

import getRawBody from 'raw-body'

import {withDeadline} from './deadline'
import {HTTP_ERRORS} from './messages'

export type BodyResult = {ok: true; text: string} | {ok: false; status: 400 | 408 | 413; message: string}

const isRawBodyError = (error: unknown): error is getRawBody.RawBodyError =>
  error instanceof Error && typeof (error as Partial<getRawBody.RawBodyError>).type === 'string'

/**
 * The body as UTF-8 text, at most `limit` bytes and within `timeoutMs`: a declared length over the limit
 * is refused before anything is read, a longer stream as soon as it passes the limit, a body shorter than
 * its declared length or cut off is unreadable.
 */
export async function readSearchBody(
  body: NodeJS.ReadableStream,
  headers: IncomingHttpHeaders,
  {limit, timeoutMs}: {limit: number; timeoutMs: number},
): Promise<BodyResult> {
  const reading = getRawBody(body, {limit, length: headers['content-length'], encoding: 'utf-8'})
  // Past the deadline the reading goes on until the closed connection ends it, unobserved.
  reading.catch(() => undefined)
  try {
    const text = await withDeadline(reading, timeoutMs)
    return text === null ? {ok: false, status: 408, message: HTTP_ERRORS.bodyTimeout} : {ok: true, text}
  } catch (error) {
    if (isRawBodyError(error) && error.type === 'entity.too.large')
      return {ok: false, status: 413, message: HTTP_ERRORS.tooLarge}
    return {ok: false, status: 400, message: HTTP_ERRORS.unreadable}
  }
}
