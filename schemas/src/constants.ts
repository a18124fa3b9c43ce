/**
 * Constants of the product specification (shared/spec.md) that both the content
 * model and the site rely on. Pure data: importable from the browser bundle.
 */

export const SITE_LOCALE = 'fr-FR'
export const SITE_LANGUAGE = 'fr'

/** Sections 1 and 9. */
export const COMPANY_FACTS = {
  city: 'Lyon',
  foundedYear: 2018,
  staff: 20,
  organisationsServed: 100,
  minimumAge: 18,
} as const

/** Section 3: the 16 connector categories; `slug` is the value of `?tags=`. */
export const CONNECTOR_CATEGORIES = [
  {slug: 'itsm', title: 'ITSM'},
  {slug: 'messaging', title: 'Outil de messagerie'},
  {slug: 'dematerialization', title: 'Dématérialisation'},
  {slug: 'general-services', title: 'Services généraux'},
  {slug: 'crm-marketing', title: 'CRM / Marketing'},
  {slug: 'hris', title: 'SIRH'},
  {slug: 'telecom', title: 'Télécom'},
  {slug: 'directory', title: 'Annuaire'},
  {slug: 'bi', title: 'BI'},
  {slug: 'office', title: 'Bureautique'},
  {slug: 'collaboration', title: 'Collaboratif'},
  {slug: 'erp', title: 'ERP'},
  {slug: 'ai', title: 'IA'},
  {slug: 'planning', title: 'Planification'},
  {slug: 'ecm-cms', title: 'GED / CMS'},
  {slug: 'automation-rpa', title: 'Automatisation / RPA'},
] as const

export type ConnectorCategorySlug = (typeof CONNECTOR_CATEGORIES)[number]['slug']

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

/** Section 2: the four value blocks of the home page. */
export const HOME_VALUES = [
  {key: 'simplicite', title: 'Simplicité'},
  {key: 'independance', title: 'Indépendance'},
  {key: 'securite', title: 'Sécurité'},
  {key: 'accompagnement', title: 'Accompagnement'},
] as const

/** Section 9: component defaults. */
export const BUTTON_SIZES = ['xs', 'sm', 'md', 'lg'] as const
export const BUTTON_KINDS = ['primary', 'secondary', 'ghost', 'theme'] as const
export const DEFAULT_BUTTON_SIZE = 'lg'
export const DEFAULT_CARD_TITLE_LEVEL = 2
export const DEFAULT_ACCORDION_HEADING_LEVEL = 3
export const TEXTAREA_ROWS = 4

/** Singleton documents: one fixed id each. */
export const SINGLETONS = {
  siteSettings: 'siteSettings',
  navigation: 'navigation',
  homePage: 'homePage',
} as const
