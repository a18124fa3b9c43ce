/**
 * Constants of the product specification (shared/spec.md) that both the content
 * model and the site rely on. Pure data: importable from the browser bundle.
 */

// What the browser's first load of a page needs lives in small modules of its own: importing from
// '@parlia/schemas/constants/<module>' keeps the rest of this catalogue out of the page's bundle.
export * from './constants/locale'
export * from './constants/components'
export * from './constants/company'
export * from './constants/sectors'
export * from './constants/privacy'
export * from './constants/listingPages'
export * from './constants/avatars'

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

/** Section 2: the four value blocks of the home page. */
export const HOME_VALUES = [
  {key: 'simplicite', title: 'Simplicité'},
  {key: 'independance', title: 'Indépendance'},
  {key: 'securite', title: 'Sécurité'},
  {key: 'accompagnement', title: 'Accompagnement'},
] as const

/** Singleton documents: one fixed id each. */
export const SINGLETONS = {
  siteSettings: 'siteSettings',
  navigation: 'navigation',
  homePage: 'homePage',
  aboutPage: 'aboutPage',
  securityPage: 'securityPage',
  publicBuyersPage: 'publicBuyersPage',
  savingsCalculatorPage: 'savingsCalculatorPage',
  assistantSettings: 'assistantSettings',
  searchSynonyms: 'searchSynonyms',
} as const

/** Section 2: the 11 fixed use-case pages, grouped by sector or by department. */
export const USE_CASES = [
  {slug: 'entreprise', grouping: 'secteur'},
  {slug: 'administration-publique', grouping: 'secteur'},
  {slug: 'etablissement-sante', grouping: 'secteur'},
  {slug: 'enseignement-superieur', grouping: 'secteur'},
  {slug: 'editeur-logiciel', grouping: 'secteur'},
  {slug: 'infogereur', grouping: 'secteur'},
  {slug: 'support-utilisateur', grouping: 'metier'},
  {slug: 'ressources-humaines', grouping: 'metier'},
  {slug: 'gestion-relation-usager', grouping: 'metier'},
  {slug: 'moyens-generaux', grouping: 'metier'},
  {slug: 'assistance-metier-produit', grouping: 'metier'},
] as const

export const USE_CASE_GROUPINGS = [
  {slug: 'secteur', title: 'Par secteur'},
  {slug: 'metier', title: 'Par métier'},
] as const

/** Section 2: the solution overview (/solution) and the six fixed solution pages; the product slug is "parlia". */
export const SOLUTION_PAGES = [
  {slug: 'vue-d-ensemble', title: 'Vue d’ensemble'},
  {slug: 'parlia-originals', title: 'Parlia Originals'},
  {slug: 'nlp', title: 'NLP'},
  {slug: 'editeur-no-code', title: 'Éditeur no-code'},
  {slug: 'parlia-semantics', title: 'Parlia Semantics'},
  {slug: 'voicebot', title: 'Voicebot'},
  {slug: 'livechat', title: 'LiveChat'},
] as const

/** Section 2: the legal pages, each at the root of the site. */
export const LEGAL_PAGES = [
  {slug: 'mentions-legales', title: 'Mentions légales'},
  {slug: 'politique-de-confidentialite', title: 'Politique de confidentialité'},
  {slug: 'politique-de-cookies', title: 'Politique de cookies'},
  {slug: 'teams-privacy', title: 'Teams – confidentialité'},
  {slug: 'teams-termsofuse', title: 'Teams – conditions d’utilisation'},
] as const

export const JOB_CONTRACT_TYPES = [
  {value: 'CDI', title: 'CDI'},
  {value: 'CDD', title: 'CDD'},
  {value: 'stage', title: 'Stage'},
  {value: 'alternance', title: 'Alternance'},
] as const

export const JOB_REMOTE_POLICIES = [
  {value: 'sur-site', title: 'Sur site'},
  {value: 'hybride', title: 'Hybride'},
  {value: 'teletravail', title: 'Télétravail complet'},
] as const

export const FAQ_CATEGORIES = [
  {value: 'plateforme', title: 'La plateforme'},
  {value: 'ia', title: 'IA et qualité des réponses'},
  {value: 'securite', title: 'Sécurité et RGPD'},
  {value: 'integration', title: 'Intégrations et connecteurs'},
  {value: 'projet', title: 'Projet et accompagnement'},
  {value: 'tarifs', title: 'Offres et tarifs'},
] as const
