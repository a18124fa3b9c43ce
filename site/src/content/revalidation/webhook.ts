import {decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME} from '@sanity/webhook'
import {array, object, string, type InferType} from 'yup'

/** The most documents a change may name as listing it: far more references than any field holds. */
const MAX_LINKED = 500

/** The largest body a document-change notification can reasonably have. */
export const MAX_BODY_BYTES = 64 * 1024

/**
 * How old a signature may be: the library checks the HMAC but not its timestamp, so without this a captured
 * call could be replayed forever (and a replay of the settings regenerates every page).
 */
export const MAX_SIGNATURE_AGE_MS = 5 * 60 * 1000
/** How far ahead of our clock a signature may be dated: Sanity's clock and ours are never exactly in step. */
export const MAX_CLOCK_SKEW_MS = 30 * 1000

const changeSchema = object({
  _id: string().required(),
  _type: string().required(),
  slug: string().nullable(),
  previousSlug: string().nullable(),
  operation: string().oneOf(['create', 'update', 'delete']).nullable(),
  // The documents whose pages list it (WEBHOOK_CONFIG's projection): a few references, bounded all the same.
  linked: array(string().required()).max(MAX_LINKED).nullable(),
}).noUnknown(false)

export type ParsedChange = InferType<typeof changeSchema>

export type WebhookVerdict = {ok: true; change: ParsedChange} | {ok: false; status: 400 | 401; message: string}

const refused = (message: string): WebhookVerdict => ({ok: false, status: 401, message})

/**
 * Checks a Sanity webhook call: the signature over the raw body first (nothing is trusted before), its
 * date (the HMAC covers it, so a valid signature's date is the one Sanity wrote), then the shape of the change.
 */
export async function verifyWebhook(
  rawBody: string,
  signature: string | undefined,
  secret: string | undefined,
  now: number = Date.now(),
): Promise<WebhookVerdict> {
  if (!secret) return refused('Webhook non configuré : SANITY_REVALIDATE_SECRET est absent.')
  if (!signature || !(await isValidSignature(rawBody, signature, secret).catch(() => false))) {
    return refused('Signature du webhook invalide.')
  }
  const {timestamp} = decodeSignatureHeader(signature)
  if (now - timestamp > MAX_SIGNATURE_AGE_MS) {
    return refused('Signature du webhook expirée : elle date de plus de 5 minutes.')
  }
  if (timestamp - now > MAX_CLOCK_SKEW_MS) {
    return refused('Signature du webhook datée dans le futur : vérifiez l’horloge du serveur.')
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
