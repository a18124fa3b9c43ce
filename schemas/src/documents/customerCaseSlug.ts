import {SECTOR_PARAM} from '../pagedListings'

/**
 * A story is served at /ressources/cas-usage-client/<slug>, beside the listing's pages at …/page/N and each sector's
 * at …/secteur/<sector>: « page » or « secteur » would never reach the story.
 */
export function customerCaseSlugError(slug: string | undefined): string | true {
  return slug === 'page' || slug === SECTOR_PARAM
    ? `« ${slug} » est réservé aux pages de la liste des cas clients : choisissez un autre identifiant.`
    : true
}
