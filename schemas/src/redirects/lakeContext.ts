/**
 * The rules' context read from the Content Lake's published documents, through any client of ours: the Studio's
 * (validation) and the content commands' (`redirects:import`).
 */
import type {SanityClient} from '@sanity/client'

import {isFixedPath, ownersOfPath, ownPagePath, SLUG_PROJECTION} from '../pages/paths'
import {checkDestination} from './addresses'
import {destinationPathOf, type RedirectRule, type RulesContext} from './rules'

/** A redirect as stored: its destination is a document (`target`) or an address (`url`). */
export interface StoredRedirect {
  _id: string
  source?: string | null
  url?: string | null
  target?: {_type: string; slug: string | null} | null
}

/** A stored redirect's projection: the target's type and current slug, for its path. */
export const REDIRECT_PROJECTION = /* groq */ `{_id, source, url, "target": target->{_type, "slug": ${SLUG_PROJECTION}}}`

/** Where a stored redirect leads on this site, or null (another site, a target gone, no destination). */
export function storedDestinationPath(redirect: Pick<StoredRedirect, 'url' | 'target'>): string | null {
  if (redirect.target) return redirect.target.slug ? ownPagePath(redirect.target._type, redirect.target.slug) : null
  if (!redirect.url) return null
  const destination = checkDestination(redirect.url)
  return destination.ok ? destinationPathOf(destination.value) : null
}

/** Where a redirect being edited leads, its target read as published (a draft target has no page yet). */
export async function destinationPathIn(
  client: SanityClient,
  redirect: {url?: string | null; target?: {_ref?: string} | null},
): Promise<string | null> {
  const ref = redirect.target?._ref
  const target = ref
    ? await client
        .withConfig({perspective: 'published', useCdn: false})
        .fetch<StoredRedirect['target']>(`*[_id == $ref][0]{_type, "slug": ${SLUG_PROJECTION}}`, {ref})
    : null
  return storedDestinationPath({url: redirect.url, target})
}

const ruleOf = (redirect: StoredRedirect): RedirectRule => ({
  source: redirect.source ?? '',
  destinationPath: storedDestinationPath(redirect),
})

/** The published ids of a document: its own and its draft's, so that a redirect is never its own duplicate. */
const idsOf = (id: string) => {
  const published = id.replace(/^drafts\./u, '')
  return [published, `drafts.${published}`]
}

/**
 * `ignoring`: the redirect being checked (its draft and published copies). `pending`: redirects not stored yet that
 * count as if they were (the lines of a CSV file before the one checked).
 */
export function lakeRulesContext(
  client: SanityClient,
  {ignoring, pending = []}: {ignoring?: string; pending?: RedirectRule[]} = {},
): RulesContext {
  const published = client.withConfig({perspective: 'published', useCdn: false})
  const ignored = ignoring ? idsOf(ignoring) : []
  return {
    async pageAt(path) {
      if (isFixedPath(path)) return `la page ${path}`
      for (const owner of ownersOfPath(path)) {
        const page = await published.fetch<{title: string} | null>(
          `*[_type == $type && ${SLUG_PROJECTION} == $slug][0]{"title": coalesce(title, name, question, _id)}`,
          {type: owner.type, slug: owner.slug},
        )
        if (page) return `${owner.kind} : ${page.title}`
      }
      return null
    },
    async redirectFrom(path) {
      const waiting = pending.find((rule) => rule.source === path)
      if (waiting) return waiting
      const stored = await published.fetch<StoredRedirect | null>(
        `*[_type == "redirect" && source == $path && !(_id in $ignored)][0]${REDIRECT_PROJECTION}`,
        {path, ignored},
      )
      return stored ? ruleOf(stored) : null
    },
  }
}
