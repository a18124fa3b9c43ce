import type {SanityClient} from '@sanity/client'

import {SANITY_API_VERSION} from '../constants/sanityApi'
import {lakeRulesContext} from '../redirects/lakeContext'
import {internalLinkProblem} from './checks'

/** Internal paths start with "/", external links use https. */
export const HREF_PATTERN = /^(\/[^\s]*|https:\/\/[^\s]+|mailto:[^\s]+)$/

/** What the Studio's validation context offers a custom rule: a client on the dataset. */
export interface LinkContext {
  getClient(options: {apiVersion: string}): SanityClient
}

/** A typed internal address held to the site's pages as published (checks.ts): true, or the French message. */
export async function hrefProblems(value: string | undefined, context: LinkContext): Promise<true | string> {
  if (!value || !HREF_PATTERN.test(value)) return true
  const client = context.getClient({apiVersion: SANITY_API_VERSION})
  return (await internalLinkProblem(value, lakeRulesContext(client))) ?? true
}

/** A link leads to a page of the Studio or to an address, exactly one. */
export function linkDestinationProblem(value: unknown): true | string {
  const link = value as {page?: unknown; href?: unknown} | undefined
  if (!link) return true
  if (link.page && link.href) return 'Choisissez une page du site ou une adresse, pas les deux.'
  if (!link.page && !link.href) return 'Choisissez une page du site ou indiquez une adresse.'
  return true
}
