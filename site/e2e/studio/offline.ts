/**
 * Sanity's own hosts, which the Studio calls whatever its API host: offline, each call fails and Chromium logs it.
 * None is needed to edit: the Studio's fonts (it falls back to the system's), the version check, the Dashboard's
 * bridge script (a Studio opened outside Sanity's Dashboard does not use it) and the feedback intake.
 */
export const OFFLINE_STUDIO_HOSTS = new Set([
  'studio-static.sanity.io',
  'sanity-cdn.com',
  'core.sanity-cdn.com',
  'api.sanity.io',
])
