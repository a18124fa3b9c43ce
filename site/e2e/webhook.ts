import {encodeSignatureHeader, SIGNATURE_HEADER_NAME} from '@sanity/webhook'

/** Calls a server's webhook endpoint as Sanity does, with the body given and, if any, a signature header. */
export const notify = (base: string, body: string, signature?: string) =>
  fetch(`${base}/api/revalidate`, {
    method: 'POST',
    headers: {'content-type': 'application/json', ...(signature ? {[SIGNATURE_HEADER_NAME]: signature} : {})},
    body,
  })

/** What Sanity sends after a publish, signed now with `secret` (WEBHOOK_CONFIG's projection in @parlia/schemas/pages/paths). */
export async function notifyChange(
  base: string,
  secret: string,
  change: {
    _id: string
    _type: string
    slug: string | null
    previousSlug?: string | null
    operation: 'create' | 'update' | 'delete'
  },
): Promise<Response> {
  const body = JSON.stringify(change)
  return notify(base, body, await encodeSignatureHeader(body, Date.now(), secret))
}
