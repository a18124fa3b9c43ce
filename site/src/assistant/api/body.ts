import type {IncomingHttpHeaders} from 'node:http'

import {type Body, decodeUtf8, readRequestBody} from '../../platform/http/requestBody'
import {API_ERRORS} from './errorMessages'

export type JsonBody = {ok: true; value: unknown} | {ok: false; status: 400 | 413; message: string}

/**
 * The body as JSON, read as the forms read theirs (capped at `limit` bytes, refused at once when its declared length
 * is over it, drained after a 413, checked as UTF-8). Any Content-Type is read: a body that is not JSON is a 400
 * whatever it claims.
 */
export async function readJsonBody(body: Body, headers: IncomingHttpHeaders, limit: number): Promise<JsonBody> {
  const read = await readRequestBody(body, headers, {limit, strictLength: true, drainTooLarge: true})
  if (!read.ok) {
    if (read.failure === 'streamError') throw read.error
    return read.failure === 'tooLarge'
      ? {ok: false, status: 413, message: API_ERRORS.tooLarge}
      : {ok: false, status: 400, message: API_ERRORS.incomplete}
  }
  const text = decodeUtf8(read.body)
  if (text === null) return {ok: false, status: 400, message: API_ERRORS.encoding}
  try {
    return {ok: true, value: JSON.parse(text)}
  } catch {
    return {ok: false, status: 400, message: API_ERRORS.json}
  }
}
