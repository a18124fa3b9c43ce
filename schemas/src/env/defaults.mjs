// The defaults of the Sanity project's settings, shared by every workspace that reads them from the repository's
// root `.env` (the site, the studio's CLI, the content commands). Plain JavaScript, safe in a browser bundle: the
// studio's Node launchers import it without a build step.

/**
 * The project id of the local Content Lake (services/src/contentLake), which `npm run dev` and the service-mode tests
 * start when no Sanity project is configured: the Studio's API host is then `https://parlia-local.localhost:PORT`.
 */
export const LOCAL_PROJECT_ID = 'parlia-local'

/** The dataset when SANITY_DATASET is unset. */
export const DEFAULT_DATASET = 'production'

/** The site's address when NEXT_PUBLIC_SITE_URL is unset: `next start`'s own. */
export const DEFAULT_SITE_URL = 'http://localhost:3000'

/**
 * A project's live API, when SANITY_API_HOST does not name another.
 * @param {string} projectId
 */
export const projectApiHost = (projectId) => `https://${projectId}.api.sanity.io`
