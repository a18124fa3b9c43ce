/**
 * Public configuration: values inlined into the browser bundle at build time.
 * Only `NEXT_PUBLIC_*` variables belong here.
 */
export const publicEnv = {
  siteUrl: (process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/+$/, ''),
}
