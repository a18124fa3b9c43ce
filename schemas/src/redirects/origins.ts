/** Who made a redirect: an editor (the Studio, a CSV import) or the Studio on its own when a slug changed. */
export const REDIRECT_ORIGINS = [
  {value: 'editor', title: 'Ajoutée par l’équipe'},
  {value: 'slugHistory', title: 'Créée au changement d’adresse d’une page'},
] as const

export type RedirectOrigin = (typeof REDIRECT_ORIGINS)[number]['value']
