import type {IncomingHttpHeaders} from 'node:http'

import {readRequestBody} from '../../platform/http/requestBody'
import {MAX_BODY_BYTES} from './webhook'

export type BodyResult = {ok: true; text: string} | {ok: false; status: 400 | 413; message: string}

/**
 * The body exactly as sent (the signature covers these bytes), up to `limit` bytes (../http/requestBody.ts). A
 * declared length over the limit is refused before anything is read; a body shorter than its declared length is
 * refused too.
 */
export async function readWebhookBody(
  req: NodeJS.ReadableStream & {headers: IncomingHttpHeaders},
  limit = MAX_BODY_BYTES,
): Promise<BodyResult> {
  const read = await readRequestBody(req, req.headers, {limit, encoding: 'utf-8'})
  if (read.ok) return {ok: true, text: read.body}
  if (read.failure === 'tooLarge') {
    return {ok: false, status: 413, message: `Corps de requête trop volumineux : ${limit / 1024} Kio au plus.`}
  }
  if (read.failure === 'aborted' || read.failure === 'lengthMismatch') {
    return {
      ok: false,
      status: 400,
      message: 'Corps de requête incomplet : sa taille ne correspond pas à l’en-tête Content-Length.',
    }
  }
  throw read.error
}
