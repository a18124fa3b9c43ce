// Redirect documents as editors and CSV imports make them, for bench-redirects: old French addresses of several
// families (the blog, connectors, resources, deep paths of an older site), leading to a path of the site, another
// site or a document of the dataset; some temporary, a few chained. Seeded: every run writes the same ones.
import type {ExportedDocument} from '@parlia/schemas/dataset'
import {ownPagePath, OWN_PAGE_TYPES, slugOf} from '@parlia/schemas/pages/paths'
import {checkSource} from '@parlia/schemas/redirects/addresses'
import {routes} from '@parlia/schemas/routes'

export type RedirectFamily = 'blog' | 'connectors' | 'resources' | 'deep'

export interface GeneratedRedirects {
  documents: ExportedDocument[]
  /** Each document's source, as checkSource keeps it (the path the site compares), in the documents' order. */
  sources: {family: RedirectFamily; path: string}[]
}

const TOPICS = [
  'chatbot',
  'assistant-virtuel',
  'voicebot',
  'callbot',
  'service-client',
  'relation-usager',
  'rgpd',
  'ia-generative',
  'support-informatique',
  'ressources-humaines',
  'mairie',
  'hopital',
  'universite',
  'collectivite',
  'helpdesk',
  'base-de-connaissances',
  'faq-dynamique',
  'livechat',
  'accessibilite',
  'hebergement-souverain',
  'teams',
  'intranet',
  'e-commerce',
  'banque',
  'assurance',
  'mutuelle',
  'transport',
  'tourisme',
  'sécurité',
  'télétravail',
  'données-personnelles',
  'réglementation',
]
const ANGLES = [
  'guide',
  'bonnes-pratiques',
  'retour-d-experience',
  'etude-de-cas',
  'check-list',
  'comparatif',
  'tendances',
  'methode',
  'questions-frequentes',
  'mode-d-emploi',
  'erreurs-a-eviter',
  'indicateurs',
  'cahier-des-charges',
  'témoignage',
]
const OLD_CONNECTORS = [
  'servicenow-v1',
  'glpi-9',
  'zendesk-classic',
  'freshdesk-legacy',
  'sharepoint-2013',
  'salesforce-classic',
  'jira-server',
  'easyvista-v5',
  'ivanti-heat',
  'microsoft-lync',
  'skype-entreprise',
  'hubspot-v2',
  'sage-x3',
  'cegid-rh',
  'oracle-hcm',
  'slack-legacy',
  'office-365',
  'lotus-notes',
]
const RESOURCE_SECTIONS = [
  'livres-blancs',
  'webinaires',
  'replay-webinar',
  'cas-clients',
  'études-de-cas',
  'guides',
  'fiches-pratiques',
  'infographies',
  'modèles',
  'presse',
  'témoignages',
]
const DEEP_PREFIXES = [
  (year: number, month: string) => `/fr/actualites/${year}/${month}`,
  (year: number) => `/espace-presse/communiqués/${year}`,
  () => '/site/fr/produits/plateforme',
  () => '/documentation/v2/administration',
  (year: number, month: string) => `/wp-content/${year}/${month}/articles`,
  () => '/espace-client/aide/premiers-pas',
]
const EXTERNAL = [
  (slug: string) => `https://docs.parlia.fr/guide/${slug}`,
  (slug: string, n: number) => `https://support.parlia.fr/hc/fr/articles/${360_000 + n}-${slug}`,
  () => 'https://www.linkedin.com/company/parlia/',
  () => 'https://www.youtube.com/@parlia/videos',
  () => 'https://status.parlia.fr/',
]
/** Fixed pages a redirect may lead to, some with a query. */
const PATHS = [
  routes.contact,
  routes.demo,
  routes.blog,
  routes.connectors,
  routes.solution,
  routes.useCases,
  routes.customerCases,
  routes.whitePapers,
  routes.webinars,
  routes.faq,
  routes.about,
  routes.jobs,
  `${routes.connectors}?tags=itsm`,
  `${routes.blog}?page=2`,
  `${routes.contact}?sujet=partenariat`,
]

/** The proportions of the families, the destinations and temporary redirects. */
const SHARE = {
  families: [
    ['blog', 0.35],
    ['connectors', 0.2],
    ['resources', 0.2],
    ['deep', 0.25],
  ] as [RedirectFamily, number][],
  target: 0.45,
  path: 0.33,
  chained: 0.02,
  temporary: 0.15,
  slugHistory: 0.1,
}

/**
 * `count` redirect documents over `dataset`'s documents (their targets are its published documents with a page of
 * their own). Their sources are distinct and none is a page of the site.
 */
export function generateRedirects(dataset: readonly ExportedDocument[], count: number): GeneratedRedirects {
  let seed = 28
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!
  const chance = (share: number) => random() < share

  const pages = dataset.filter(
    (document) => !document._id.startsWith('drafts.') && OWN_PAGE_TYPES.includes(document._type) && slugOf(document),
  )
  const ofType = (type: string) => pages.filter((document) => document._type === type)
  const connectors = ofType('connector')
  const posts = ofType('post')
  const pagePaths = pages.map((document) => ownPagePath(document._type, slugOf(document)!)!)

  const slug = () => `${pick(TOPICS)}-${pick(ANGLES)}`
  const year = () => 2015 + Math.floor(random() * 9)
  const month = () => String(1 + Math.floor(random() * 12)).padStart(2, '0')
  const sourceOf: Record<RedirectFamily, () => string> = {
    blog: () => `/blog/ancien-${slug()}-${year()}`,
    connectors: () =>
      chance(0.5)
        ? `/solution/connecteurs/${pick(OLD_CONNECTORS)}`
        : `/solution/connecteurs/${slugOf(pick(connectors))}-${pick(['ancienne-version', 'v1', 'v2', 'legacy', 'beta'])}`,
    resources: () => `/ressources/${pick(RESOURCE_SECTIONS)}/${slug()}`,
    // WordPress's habit: a trailing slash.
    deep: () => `${pick(DEEP_PREFIXES)(year(), month())}/${slug()}${chance(0.3) ? '/' : ''}`,
  }
  const targetFor: Record<RedirectFamily, () => ExportedDocument> = {
    blog: () => (chance(0.8) ? pick(posts) : pick(pages)),
    connectors: () => (chance(0.9) ? pick(connectors) : pick(pages)),
    resources: () => pick(pages),
    deep: () => pick(pages),
  }

  const sources: GeneratedRedirects['sources'] = []
  const taken = new Set<string>()
  const documents: ExportedDocument[] = []
  for (let n = 1; documents.length < count; n += 1) {
    let draw = random()
    const family = SHARE.families.find(([, share]) => (draw -= share) < 0)?.[0] ?? 'deep'
    const drawn = sourceOf[family]()
    const first = checkSource(drawn)
    // A number tells apart two old pages of one name (what a CMS appends), before a trailing slash.
    const candidate = first.ok && taken.has(first.value) ? drawn.replace(/(\/?)$/u, `-${n}$1`) : drawn
    const checked = checkSource(candidate)
    if (!checked.ok || taken.has(checked.value) || pagePaths.includes(checked.value)) continue
    taken.add(checked.value)

    const document: ExportedDocument = {
      _id: `redirect-bench-${documents.length + 1}`,
      _type: 'redirect',
      source: candidate,
      permanent: !chance(SHARE.temporary),
      origin: 'editor',
    }
    const destination = random()
    if (destination < SHARE.target) {
      document.target = {_type: 'reference', _ref: targetFor[family]()._id, _weak: true}
      // The Studio's own, when a page's address changed.
      if (chance(SHARE.slugHistory)) document.origin = 'slugHistory'
    } else if (destination < SHARE.target + SHARE.path) {
      document.url = chance(0.5) ? pick(PATHS) : pick(pagePaths)
    } else if (sources.length && destination < SHARE.target + SHARE.path + SHARE.chained) {
      // An older redirect's source: the site follows the chain to its end, in one hop.
      document.url = pick(sources).path
    } else {
      document.url = pick(EXTERNAL)(slug(), n)
    }
    documents.push(document)
    sources.push({family, path: checked.value})
  }
  return {documents, sources}
}
