import {checkDestination, checkSource, comparablePath, locationWithQuery} from '@parlia/schemas/redirects/addresses'
import {ownPagePath} from '@parlia/schemas/pages/paths'

import type {RedirectsQueryResult} from '../../content/sanity.types'

/** A redirect as the query reads it. */
export type RedirectRow = RedirectsQueryResult[number]

/** Where a source leads, once chains are collapsed: a path of this site (with its own query) or another site's URL. */
export interface RedirectEntry {
  location: string
  status: 307 | 308
}

export type RedirectTable = ReadonlyMap<string, RedirectEntry>

/** How many redirects a chain is followed through before it is called a loop. */
const MAX_HOPS = 20

interface Hop {
  /** The next source to follow, or null when `location` is final. */
  next: string | null
  location: string
  permanent: boolean
}

function hopOf(row: RedirectRow): Hop | null {
  if (row.target) {
    const path = row.target.slug ? ownPagePath(row.target._type, row.target.slug) : null
    return path ? {next: path, location: path, permanent: row.permanent} : null
  }
  const destination = row.url ? checkDestination(row.url) : null
  if (!destination?.ok) return null
  const value = destination.value
  return value.kind === 'external'
    ? {next: null, location: value.url, permanent: row.permanent}
    : {next: value.path, location: `${value.path}${value.query}`, permanent: row.permanent}
}

/**
 * Source path → where it leads, in one hop: a chain the Studio could not refuse (a page renamed into another
 * redirect's source later) is followed to its end, temporary as soon as one of its hops is; a loop is left out, and
 * so is a redirect whose target has no page (unpublished, deleted).
 */
export function buildRedirectTable(rows: readonly RedirectRow[]): {table: RedirectTable; dropped: string[]} {
  const hops = new Map<string, Hop>()
  for (const row of rows) {
    const source = row.source ? checkSource(row.source) : null
    const hop = hopOf(row)
    if (source?.ok && hop && !hops.has(source.value)) hops.set(source.value, hop)
  }
  const table = new Map<string, RedirectEntry>()
  const dropped: string[] = []
  for (const [source, first] of hops) {
    const visited = new Set([source])
    let hop = first
    let permanent = first.permanent
    let loops = false
    while (hop.next !== null && hops.has(hop.next)) {
      if (visited.has(hop.next) || visited.size > MAX_HOPS) {
        loops = true
        break
      }
      visited.add(hop.next)
      hop = hops.get(hop.next) as Hop
      permanent &&= hop.permanent
    }
    if (loops || hop.next === source) dropped.push(source)
    else table.set(source, {location: hop.location, status: permanent ? 308 : 307})
  }
  return {table, dropped}
}

/**
 * The redirect for a request's URL (path and query, as the server received it), its Location percent-encoded and
 * carrying the visitor's query; null when no redirect starts there.
 */
export function findRedirect(table: RedirectTable, requestUrl: string): RedirectEntry | null {
  const queryAt = requestUrl.indexOf('?')
  const rawPath = queryAt === -1 ? requestUrl : requestUrl.slice(0, queryAt)
  const path = comparablePath(rawPath)
  const entry = path === null ? undefined : table.get(path)
  if (!entry) return null
  const location = /^https?:/u.test(entry.location) ? entry.location : encodeURI(entry.location)
  return {status: entry.status, location: locationWithQuery(location, queryAt === -1 ? '' : requestUrl.slice(queryAt))}
}
