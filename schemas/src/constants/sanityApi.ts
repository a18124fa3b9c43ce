/**
 * The Content Lake API version every reader and writer of ours pins (the site, the content commands, the
 * studio's Vision), so a change of the API's behaviour never changes our pages silently.
 */
export const SANITY_API_VERSION = '2025-02-19'
