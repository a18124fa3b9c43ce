import type {SanityClientLike} from '@sanity/preview-url-secret'
import {apiVersion, fetchSecretQuery} from '@sanity/preview-url-secret/constants'

/** The site cannot read the Studio's secrets (no read token on a Sanity project): nobody can be let in. */
export class EditorCheckUnavailable extends Error {}

interface SecretDocument {
  _id?: string
  _updatedAt?: string
  secret?: string
}

/**
 * Whether `secret` is one the Studio wrote for a signed-in editor less than an hour ago: the Presentation tool's
 * mechanism (`@sanity/preview-url-secret`), where the Studio creates a short-lived secret document with the editor's
 * own client, and the site finds it with its read token, or in the bundled dataset (preview/secretReader.ts). Only
 * those private secrets, through the library's own query and lifetime: the secret of a shared preview link, which an
 * editor may hand to anyone, opens no visitor's question.
 */
export async function isEditorSecret(reader: SanityClientLike, secret: string): Promise<boolean> {
  if (!secret.trim()) return false
  if (!reader.config().token) throw new EditorCheckUnavailable('The site has no token to read the Studio’s secrets')
  const client = reader.withConfig({perspective: 'raw', apiVersion, useCdn: false, resultSourceMap: false})
  const found = await client.fetch<SecretDocument | null>(fetchSecretQuery, {secret}, {tag: 'parlia.assistant-misses'})
  return Boolean(found?._id && found._updatedAt && found.secret === secret)
}

/** The secret of `Authorization: Bearer <secret>`, or an empty string. */
export function bearerSecret(authorization: string | string[] | undefined): string {
  const value = Array.isArray(authorization) ? authorization[0] : authorization
  return /^Bearer\s+(\S+)\s*$/iu.exec(value ?? '')?.[1] ?? ''
}
