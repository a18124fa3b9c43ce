import {publicEnv} from '../env/public'

const ABSOLUTE = /^https?:\/\//i

/** The absolute URL of a path of the site (`/blog` → `https://www.parlia.fr/blog`); absolute URLs stay as they are. */
export function absoluteUrl(pathOrUrl: string, siteUrl: string = publicEnv.siteUrl): string {
  if (ABSOLUTE.test(pathOrUrl)) return pathOrUrl
  return `${siteUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}
