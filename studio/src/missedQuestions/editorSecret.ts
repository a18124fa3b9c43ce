import {createPreviewSecret} from '@sanity/preview-url-secret/create-secret'
import type {SanityClient} from 'sanity'

/** What the secret documents name as their maker, beside the Presentation tool's. */
const SECRET_SOURCE = 'parlia/questions-sans-reponse'
/** A secret lives an hour; a new one is made this long before. */
const RENEWAL_MARGIN_MS = 5 * 60_000

/**
 * The secret that opens the site's questions to this editor, made as the Presentation tool makes the preview's:
 * a short-lived secret document written with the editor's own client (so only someone allowed to write in the
 * dataset can make one), which the site finds with its read token. One is made on first use and again shortly
 * before it expires; requests meanwhile share it.
 */
export function editorSecrets(
  client: SanityClient,
  studioUrl: string,
  userId: string | undefined,
  now = () => Date.now(),
): () => Promise<string> {
  let current: Promise<{secret: string; expiresAt: Date}> | null = null
  return async () => {
    const held = current && (await current.catch(() => null))
    if (held && held.expiresAt.getTime() - RENEWAL_MARGIN_MS > now()) return held.secret
    current = createPreviewSecret(client, SECRET_SOURCE, studioUrl, userId)
    return (await current).secret
  }
}
