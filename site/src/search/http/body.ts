import type {IncomingHttpHeaders} from 'node:http'

import {readRequestBody} from '../../platform/http/requestBody'
import {HTTP_ERRORS} from './errorMessages'

export type BodyResult = {ok: true; text: string} | {ok: false; status: 400 | 408 | 413; message: string}

/**
 * The body as UTF-8 text, at most `limit` bytes and within `timeoutMs` (../../http/requestBody.ts): a declared length
 * over the limit is refused before anything is read, a longer stream as soon as it passes the limit, a body shorter
 * than its declared length or cut off is unreadable.
 */
export async function readSearchBody(
  body: NodeJS.ReadableStream,
  headers: IncomingHttpHeaders,
  {limit, timeoutMs}: {limit: number; timeoutMs: number},
): Promise<BodyResult> {
  const read = await readRequestBody(body, headers, {limit, encoding: 'utf-8', timeoutMs})
  if (read.ok) return {ok: true, text: read.body}
  if (read.failure === 'timeout') return {ok: false, status: 408, message: HTTP_ERRORS.bodyTimeout}
  if (read.failure === 'tooLarge') return {ok: false, status: 413, message: HTTP_ERRORS.tooLarge}
  return {ok: false, status: 400, message: HTTP_ERRORS.unreadable}
}
