import type {IncomingHttpHeaders} from 'node:http'

import getRawBody from 'raw-body'

import {MAX_BODY_BYTES} from './webhook'

export type BodyResult = {ok: true; text: string} | {ok: false; status: 400 | 413; message: string}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

const isRawBodyError = (error: unknown): error is getRawBody.RawBodyError =>
  error instanceof Error && typeof (error as Partial<getRawBody.RawBodyError>).type === 'string'

/**
 * The body exactly as sent (the signature covers these bytes), up to `limit` bytes. A declared length over
 * the limit is refused before anything is read; a body shorter than its declared length is refused too.
 */
export async function readWebhookBody(
  req: NodeJS.ReadableStream & {headers: IncomingHttpHeaders},
  limit = MAX_BODY_BYTES,
): Promise<BodyResult> {
  try {
    return {
      ok: true,
      text: await getRawBody(req, {limit, length: single(req.headers['content-length']), encoding: 'utf-8'}),
    }
  } catch (error) {
    if (!isRawBodyError(error)) throw error
    if (error.type === 'entity.too.large') {
      return {ok: false, status: 413, message: `Corps de requête trop volumineux : ${limit / 1024} Kio au plus.`}
    }
    if (error.type === 'request.aborted' || error.type === 'request.size.invalid') {
      return {
        ok: false,
        status: 400,
        message: 'Corps de requête incomplet : sa taille ne correspond pas à l’en-tête Content-Length.',
      }
    }
    throw error
  }
}
