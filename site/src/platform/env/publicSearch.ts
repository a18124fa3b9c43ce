/** Public configuration of search, read by the search pages and clients only (see public.ts). */
import {publicValue, withoutFinalSlash} from './publicValue'

const variables = {
  NEXT_PUBLIC_ALGOLIA_APP_ID: process.env.NEXT_PUBLIC_ALGOLIA_APP_ID,
  NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: process.env.NEXT_PUBLIC_ALGOLIA_SEARCH_KEY,
  NEXT_PUBLIC_ALGOLIA_HOST: process.env.NEXT_PUBLIC_ALGOLIA_HOST,
}

/** Algolia's search-only credentials, and the one origin its clients query instead of Algolia's own hosts (null: Algolia's). */
export interface PublicAlgolia {
  appId: string
  searchKey: string
  host: string | null
}

export function readPublicSearch(env: Partial<Record<keyof typeof variables, string>>): {
  algolia: PublicAlgolia | null
} {
  const appId = publicValue(env.NEXT_PUBLIC_ALGOLIA_APP_ID)
  const searchKey = publicValue(env.NEXT_PUBLIC_ALGOLIA_SEARCH_KEY)
  const host = publicValue(env.NEXT_PUBLIC_ALGOLIA_HOST)
  // Without both credentials search runs on the site's own engine.
  return {algolia: appId && searchKey ? {appId, searchKey, host: host && withoutFinalSlash(host)} : null}
}

export const publicSearch = readPublicSearch(variables)
