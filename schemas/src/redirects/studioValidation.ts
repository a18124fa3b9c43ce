import type {SanityClient} from '@sanity/client'

import {SANITY_API_VERSION} from '../constants/sanityApi'
import {checkSource} from './addresses'
import {destinationPathIn, lakeRulesContext} from './lakeContext'
import {redirectProblems} from './rules'

/** The redirect being edited, as the Studio's validation context holds it. */
interface RedirectDocument {
  _id: string
  url?: string
  target?: {_ref?: string}
}

/** What the Studio's validation context offers a custom rule: the document, and a client on the dataset. */
export interface SourceContext {
  document?: unknown
  getClient(options: {apiVersion: string}): SanityClient
}

/**
 * The « Ancienne adresse » field's check: the address as the site compares it, then the set's rules against the
 * published documents (rules.ts): true, or the French messages.
 */
export async function sourceProblems(value: string | undefined, context: SourceContext): Promise<true | string> {
  if (value === undefined) return true
  const source = checkSource(value)
  if (!source.ok) return source.message
  if (source.value !== value) return `Écrivez-la ${source.value}.`
  const document = context.document as RedirectDocument | undefined
  if (!document) return true
  const client = context.getClient({apiVersion: SANITY_API_VERSION})
  const problems = await redirectProblems(
    {source: source.value, destinationPath: await destinationPathIn(client, document)},
    lakeRulesContext(client, {ignoring: document._id}),
  )
  return problems.length ? problems.join(' ') : true
}
