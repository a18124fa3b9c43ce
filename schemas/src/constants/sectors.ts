/** Section 1: the kinds of organisation the platform serves. */
export const SECTORS = [
  {slug: 'entreprise', title: 'Entreprise'},
  {slug: 'administration-publique', title: 'Administration publique'},
  {slug: 'etablissement-sante', title: 'Établissement de santé'},
  {slug: 'enseignement-superieur', title: 'Enseignement supérieur'},
  {slug: 'editeur-logiciel', title: 'Éditeur de logiciel'},
  {slug: 'infogereur', title: 'Infogéreur'},
] as const

export type SectorSlug = (typeof SECTORS)[number]['slug']
