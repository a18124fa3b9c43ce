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
  aboutPage: 'aboutPage',
} as const

/** Section 3: avatar categories; the catalogue shows them as Humains, Robots, Animaux, Autres. */
export const AVATAR_CATEGORIES = [
  {slug: 'humain', title: 'Humains'},
  {slug: 'robot', title: 'Robots'},
  {slug: 'animal', title: 'Animaux'},
  {slug: 'autre', title: 'Autres'},
] as const

/** Section 3: the kinds of avatar variation and the values each kind allows. */
export const AVATAR_VARIATION_KINDS = [
  {
    kind: 'hair',
    title: 'Couleur de cheveux',
    values: [
      {value: 'blond', title: 'Blond'},
      {value: 'brun', title: 'Brun'},
      {value: 'roux', title: 'Roux'},
    ],
  },
  {
    kind: 'eyewear',
    title: 'Lunettes',
    values: [
      {value: 'lunettes', title: 'Lunettes'},
      {value: 'lunettes-de-soleil', title: 'Lunettes de soleil'},
    ],
  },
  {
    kind: 'skin',
    title: 'Teint',
    values: [
      {value: 'clair', title: 'Clair'},
      {value: 'moyen', title: 'Moyen'},
      {value: 'fonce', title: 'Foncé'},
    ],
  },
  {
    kind: 'outfit',
    title: 'Casque et tenue',
    values: [
      {value: 'casque', title: 'Casque'},
      {value: 'tenue', title: 'Tenue'},
    ],
  },
  {
    kind: 'colour',
    title: 'Couleur',
    values: [
      {value: 'bleu', title: 'Bleu'},
      {value: 'orange', title: 'Orange'},
      {value: 'rouge', title: 'Rouge'},
      {value: 'vert', title: 'Vert'},
      {value: 'violet', title: 'Violet'},
      {value: 'rose', title: 'Rose'},
      {value: 'jaune', title: 'Jaune'},
    ],
  },
  {
    kind: 'theme',
    title: 'Thème',
    values: [
      {value: 'chat', title: 'Chat'},
      {value: 'elephant', title: 'Éléphant'},
      {value: 'girafe', title: 'Girafe'},
      {value: 'panda', title: 'Panda'},
      {value: 'renard', title: 'Renard'},
      {value: 'bulle', title: 'Bulle'},
      {value: 'cactus', title: 'Cactus'},
      {value: 'livre', title: 'Livre'},
      {value: 'nuage-de-questions', title: 'Nuage de questions'},
      {value: 'fantome', title: 'Fantôme'},
    ],
  },
  {
    kind: 'season',
    title: 'Saison',
    values: [
      {value: 'halloween', title: 'Halloween'},
      {value: 'noel', title: 'Noël'},
      {value: 'ete', title: 'Été'},
    ],
  },
] as const

export type AvatarVariationKind = (typeof AVATAR_VARIATION_KINDS)[number]['kind']

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

/** Section 4: the cookie holding the visitor's consent to analytics, `true` or `false`. */
export const CONSENT_COOKIE_NAME = 'CookieConsent'

/** Section 9: retention and cookie constants, quoted by the legal pages. */
export const DATA_RETENTION = {
  contactYears: 3,
  consentCookieMonths: 12,
  analyticsCookieMonths: [13, 14],
  analyticsCookies: ['_ga', '_gat', '_gid', '_gat_<propriété>'],
} as const
