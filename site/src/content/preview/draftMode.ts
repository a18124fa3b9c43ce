import {validatePreviewUrl} from '@sanity/preview-url-secret'
import type {SanityClientLike} from '@sanity/preview-url-secret'

import {logger} from '../../platform/logging/logger'

export const PREVIEW_ERRORS = {
  invalid: 'Lien d’aperçu invalide ou expiré : ouvrez à nouveau l’aperçu depuis le Studio.',
  unavailable:
    'L’aperçu des brouillons est indisponible : le site n’a pas de jeton de lecture Sanity (SANITY_API_READ_TOKEN).',
  method: 'Méthode non autorisée : utilisez GET.',
  unreachable: 'L’aperçu des brouillons est momentanément indisponible : réessayez dans un instant.',
} as const

export type PreviewAnswer = {status: 307; location: string} | {status: 401 | 405 | 503; error: string}

/** A path of this site to return to: anything else (another origin, `//host`) goes home. */
export function samePath(value: unknown): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : '/'
}

/**
 * `GET /api/draft-mode/enable?sanity-preview-secret=…&sanity-preview-pathname=…`, the URL the Presentation tool
 * opens: valid when the secret is one the Studio wrote less than an hour ago. Then draft mode goes on (`enable`)
 * and the visitor lands on the page asked for.
 */
export async function enablePreview(
  method: string,
  url: string,
  reader: SanityClientLike,
  enable: () => void,
): Promise<PreviewAnswer> {
  if (method !== 'GET') return {status: 405, error: PREVIEW_ERRORS.method}
  if (!reader.config().token) return {status: 503, error: PREVIEW_ERRORS.unavailable}
  let verdict: Awaited<ReturnType<typeof validatePreviewUrl>>
  try {
    verdict = await validatePreviewUrl(reader, url)
  } catch (error) {
    logger.error(
      {event: 'preview.secret_unchecked', error: (error as Error).message},
      'The preview secret could not be checked',
    )
    return {status: 503, error: PREVIEW_ERRORS.unreachable}
  }
  const {isValid, redirectTo} = verdict
  if (!isValid) return {status: 401, error: PREVIEW_ERRORS.invalid}
  enable()
  return {status: 307, location: samePath(redirectTo)}
}
