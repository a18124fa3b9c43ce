// What each perspective shows is the site's own rule (its embedded backend applies it too): this module only
// reads the request's.
import type {Perspective} from '@parlia/schemas/lake/perspective'

/** API versions from this date read the published perspective when none is given; older ones read raw. */
const PUBLISHED_BY_DEFAULT_FROM = '2025-02-19'

const NAMES: Record<string, Perspective> = {
  published: 'published',
  drafts: 'drafts',
  previewDrafts: 'drafts',
  raw: 'raw',
}

/** Whether an API version reads published documents only unless told otherwise (queries, and listeners' events). */
export const publishedByDefault = (apiVersion: string) =>
  apiVersion === 'X' || (/^\d{4}-\d{2}-\d{2}$/.test(apiVersion) && apiVersion >= PUBLISHED_BY_DEFAULT_FROM)

/** The perspective a request asks for, or null when it names one this server does not serve (releases). */
export function parsePerspective(value: string | null, apiVersion: string): Perspective | null {
  if (value === null || value === '') return publishedByDefault(apiVersion) ? 'published' : 'raw'
  return NAMES[value] ?? null
}
