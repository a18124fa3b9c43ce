import {MAIN_CONTENT_ID} from '@parlia/schemas/routes'

import {fold, words} from '@parlia/search/text'

/**
 * The ids the pages give their fixed bands, whose titles the code writes (written out in their components, which
 * carry no list of them; src/assistant/passages/landing.test.tsx checks that every other id on the pages is here).
 */
export const FIXED_IDS = [
  ...[
    'points-forts',
    'solutions',
    'autres-solutions',
    'demo',
    'benefices',
    'connecteurs',
    'categories-label',
    'cas-clients',
  ],
  ...[
    'chiffres',
    'valeurs',
    'rejoindre',
    'documents-legaux',
    'cas-usage',
    'connecteurs-proches',
    'related-title',
    'postuler',
  ],
  ...['questions-populaires', 'toutes-les-questions', 'recherche-faq', 'livres-blancs-liste', 'webinars-liste'],
  // The customer cases' sector filter (features/resources/SectorFilter.tsx).
  'filtre-secteur',
  // A connector's landing page (GLPI, Teams) and the example conversations.
  ...['exemple-de-conversation', 'fonctionnement', 'mise-en-place', 'questions-frequentes', 'client-temoin'],
  // The long pages' table of contents (ui/pageParts/documentParts/PageContents.tsx).
  'sur-cette-page',
  // The security page (features/security/anchors.ts).
  ...[
    'documents-a-telecharger',
    'sous-traitants-actuels',
    'historique-des-changements',
    'durees-appliquees',
    'questions-securite',
  ],
  // The public buyers' page (features/publicBuyers/anchors.ts).
  ...['modele-cahier-des-charges', 'etapes-et-durees', 'questions-acheteurs'],
  // The savings calculator (features/savingsCalculator/anchors.ts) and its fields, each with its help and error.
  ...['vos-chiffres', 'votre-estimation', 'erreurs-du-calcul', 'recevoir-l-estimation'],
  ...['calcul-demandes', 'calcul-demandes-aide', 'calcul-demandes-erreur', 'calcul-part', 'calcul-part-aide'],
  ...['calcul-part-erreur', 'calcul-minutes', 'calcul-minutes-aide', 'calcul-minutes-erreur', 'calcul-cout'],
  ...['calcul-cout-aide', 'calcul-cout-erreur'],
  // A customer's story (features/customerStories/anchors.ts).
  ...['projet', 'defi', 'solution', 'resultats'],
] as const

/** Ids a heading from the content never takes: the main landmark's and the fixed bands'. */
const RESERVED: ReadonlySet<string> = new Set([MAIN_CONTENT_ID, ...FIXED_IDS])

/** Long headings make long links: the slug stops at the last whole word within this length. */
const MAX_SLUG_LENGTH = 64

/** For a heading with no letter or digit at all. */
const FALLBACK_SLUG = 'section'

/**
 * A heading's text as an id: accents folded, lower case, its words joined by hyphens
 * (« Durées de conservation » → `durees-de-conservation`). Stega's invisible characters are not words,
 * so a draft's heading has the id of the published one.
 */
export function headingSlug(text: string): string {
  let slug = ''
  for (const word of words(fold(text))) {
    const next = slug ? `${slug}-${word}` : word
    if (next.length > MAX_SLUG_LENGTH) return slug || next.slice(0, MAX_SLUG_LENGTH)
    slug = next
  }
  return slug || FALLBACK_SLUG
}

/**
 * The ids of a page's headings, in page order: each its text's slug, then `-2`, `-3`… when the page already
 * holds it (an earlier heading, one of `taken`, or a fixed band's id). Pages and the assistant's passages both
 * call it, so a passage's link lands on its heading.
 */
export function headingAnchors(texts: readonly string[], taken: Iterable<string> = []): string[] {
  const used = new Set(taken)
  return texts.map((text) => {
    const slug = headingSlug(text)
    let id = slug
    for (let suffix = 2; used.has(id) || RESERVED.has(id); suffix += 1) id = `${slug}-${suffix}`
    used.add(id)
    return id
  })
}
