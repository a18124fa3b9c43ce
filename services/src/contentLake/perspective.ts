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

/** The perspective a request asks for, or null when it names one this server does not serve (releases). */
export function parsePerspective(value: string | null, apiVersion: string): Perspective | null {
  if (value === null || value === '') {
    const recent =
      apiVersion === 'X' || (/^\d{4}-\d{2}-\d{2}$/.test(apiVersion) && apiVersion >= PUBLISHED_BY_DEFAULT_FROM)
    return recent ? 'published' : 'raw'
  }
  return NAMES[value] ?? null
}
