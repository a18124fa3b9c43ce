import {isValidSignature, SIGNATURE_HEADER_NAME} from '@sanity/webhook'
import {object, string, type InferType} from 'yup'

/** The largest body a document-change notification can reasonably have. */
export const MAX_BODY_BYTES = 64 * 1024

const changeSchema = object({
  _id: string().required(),
  _type: string().required(),
  slug: string().nullable(),
  operation: string().oneOf(['create', 'update', 'delete']).nullable(),
}).noUnknown(false)

export type ParsedChange = InferType<typeof changeSchema>

export type WebhookVerdict =
  | {ok: true; change: ParsedChange}
  | {ok: false; status: 400 | 401; message: string}

/**
 * Checks a Sanity webhook call: the signature over the raw body first (nothing is trusted before),
 * then the shape of the change.
 */
export async function verifyWebhook(
  rawBody: string,
  signature: string | undefined,
  secret: string | undefined,
): Promise<WebhookVerdict> {
  if (!secret) return {ok: false, status: 401, message: 'Webhook non configuré : SANITY_REVALIDATE_SECRET est absent.'}
  if (!signature || !(await isValidSignature(rawBody, signature, secret).catch(() => false))) {
    return {ok: false, status: 401, message: 'Signature du webhook invalide.'}
  }
  let payload: unknown
  try {
    payload = JSON.parse(rawBody)
  } catch {
    return {ok: false, status: 400, message: 'Corps de requête JSON invalide.'}
  }
  try {
    return {ok: true, change: await changeSchema.validate(payload, {stripUnknown: true})}
  } catch (error) {
    return {ok: false, status: 400, message: `Notification invalide : ${(error as Error).message}`}
  }
}

export {SIGNATURE_HEADER_NAME}
