import {encodeSignatureHeader, SIGNATURE_HEADER_NAME} from '@sanity/webhook'

/** How long a test waits for the regenerations' report (`Prefer: wait`, RFC 7240): the endpoint's longest. */
export const REPORT_WAIT_S = 55

/**
 * Calls a server's webhook endpoint as Sanity does, with the body given and, if any, a signature header. Sanity's
 * call gets 202 once the pages are queued; with `wait` (seconds), the answer waits for them and reports them.
 */
export const notify = (base: string, body: string, signature?: string, {wait}: {wait?: number} = {}) =>
  fetch(`${base}/api/revalidate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature ? {[SIGNATURE_HEADER_NAME]: signature} : {}),
      ...(wait ? {prefer: `wait=${wait}`} : {}),
    },
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
  options: {wait?: number} = {},
): Promise<Response> {
  const body = JSON.stringify(change)
  return notify(base, body, await encodeSignatureHeader(body, Date.now(), secret), options)
}
