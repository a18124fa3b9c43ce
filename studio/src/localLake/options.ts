import type {WorkspaceOptions} from 'sanity'

/**
 * The workspace options that run the Studio on the local Content Lake (services/src/contentLake) instead of a Sanity
 * project: its API host, its sign-in page, and no feature that only Sanity's hosted services provide (tasks,
 * comments, releases, scheduled publishing and drafts, announcements, the Media Library, Canvas): each would call an
 * endpoint the lake does not have, or show an editor something they cannot use offline.
 */
export function localLakeOptions(apiHost: string) {
  return {
    apiHost,
    auth: {
      // The lake hands over a token (`#sid=`), as a Sanity login does when cookies are not used.
      loginMethod: 'token',
      mode: 'replace',
      providers: [{name: 'local', title: 'Éditeur local', url: `${apiHost}/auth/login`}],
    },
    tasks: {enabled: false},
    releases: {enabled: false},
    scheduledPublishing: {enabled: false},
    scheduledDrafts: {enabled: false},
    announcements: {enabled: false},
    mediaLibrary: {enabled: false},
    apps: {canvas: {enabled: false}},
  } satisfies Partial<WorkspaceOptions>
}

/** The document options the local lake cannot serve: comments live in another, hosted dataset. */
export const LOCAL_LAKE_DOCUMENT_OPTIONS = {comments: {enabled: false}} as const

/**
 * Where the Studio reaches the local lake: the address `npm run dev` gives it (SANITY_STUDIO_API_HOST), or, for a
 * built Studio that the lake serves itself, the page's own origin. Undefined in Node (the CLI's schema extraction).
 */
export function localLakeApiHost(configured: string | undefined): string | undefined {
  if (configured) return configured
  return typeof window === 'undefined' ? undefined : window.location.origin
}
