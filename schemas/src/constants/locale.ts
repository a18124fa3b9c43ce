/** Section 1 and 9: fr-FR is the only locale. */
export const SITE_LOCALE = 'fr-FR'
export const SITE_LANGUAGE = 'fr'
