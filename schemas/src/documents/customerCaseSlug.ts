/**
 * A story is served at /ressources/cas-usage-client/<slug>, beside the listing's pages at …/page/N: « page » would
 * never reach the story.
 */
export function customerCaseSlugError(slug: string | undefined): string | true {
  return slug === 'page'
    ? '« page » est réservé aux pages de la liste des cas clients : choisissez un autre identifiant.'
    : true
}
