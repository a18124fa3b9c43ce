import {
  Accessibility,
  AppWindow,
  AudioLines,
  BadgeCheck,
  Blocks,
  BrainCircuit,
  Briefcase,
  BuildingComplex,
  ChartLine,
  ClipboardList,
  FileSearch,
  GraduationCap,
  Handshake,
  Headset,
  Hospital,
  Landmark,
  Languages,
  LayoutDashboard,
  LifeBuoy,
  Lightbulb,
  LockOpen,
  MessagesSquare,
  MousePointerClick,
  Network,
  Package,
  Phone,
  Scale,
  Server,
  ShieldAlert,
  ShieldCheck,
  FaceSlightlySmiling,
  Sparkles,
  Ticket,
  Users,
  Wrench,
} from 'lucide-static'

/** A Lucide icon: its name (as lucide.dev lists it) and the shapes inside its 24×24 frame, ready to place in a drawing. */
export interface TopicIcon {
  name: string
  shapes: string
}

/** What the art script knows of a document's subject. */
export interface Topic {
  /** Which page family the document belongs to: use cases and solutions are named by their slug. */
  kind: 'post' | 'useCase' | 'solutionPage' | 'whitePaper' | 'webinar' | 'page'
  slug?: string
  title?: string
  /** Blog category slugs, in the article's order. */
  categories?: string[]
}

/** Reads lucide-static's SVG markup: the kebab-case name from its class, the child elements as they are. */
function icon(markup: string): TopicIcon {
  const name = /class="lucide lucide-([a-z0-9-]+)"/.exec(markup)![1]!
  const shapes = markup
    .slice(markup.indexOf('>') + 1, markup.lastIndexOf('</svg>'))
    .replace(/\s*\n\s*/g, '')
    .replaceAll(' />', '/>')
  return {name, shapes}
}

const USE_CASE_ICONS: Record<string, string> = {
  'support-utilisateur': Ticket,
  'ressources-humaines': Users,
  'moyens-generaux': BuildingComplex,
  'administration-publique': Landmark,
  'etablissement-sante': Hospital,
  'enseignement-superieur': GraduationCap,
  'editeur-logiciel': AppWindow,
  infogereur: Network,
  'gestion-relation-usager': Headset,
  entreprise: Briefcase,
  'assistance-metier-produit': Wrench,
}

const SOLUTION_ICONS: Record<string, string> = {
  'vue-d-ensemble': LayoutDashboard,
  'editeur-no-code': MousePointerClick,
  livechat: Headset,
  nlp: Languages,
  'parlia-originals': Package,
  'parlia-semantics': FileSearch,
  voicebot: Phone,
}

/** The blog's categories, for an article whose title names no subject of its own. */
const CATEGORY_ICONS: Record<string, string> = {
  'conseils-projet': Lightbulb,
  'ia-generative': Sparkles,
  'relation-client': MessagesSquare,
  'service-public': Landmark,
  'support-interne': Ticket,
}

/** The home page's four values (HOME_VALUES' keys). */
const VALUE_ICONS: Record<string, string> = {
  simplicite: MousePointerClick,
  independance: LockOpen,
  securite: ShieldCheck,
  accompagnement: LifeBuoy,
}

/**
 * Subjects as titles name them (lower case, without accents). The one named first in a title wins:
 * « Voicebot : … d’une mairie » is about the phone, « Ville de Montclair : … au téléphone » about the town.
 */
const KEYWORD_ICONS: [RegExp, string][] = [
  [/\b(rgpd|donnees personnelles|conformite)\b/, ShieldCheck],
  [/\b(rgaa|accessib\w*)/, Accessibility],
  [/\b(ai act|reglement)\b/, Scale],
  [/\b(injection|proteger)\b/, ShieldAlert],
  [/\bhallucinations?\b/, BadgeCheck],
  [/\bhebergement\b/, Server],
  [/\b(voicebot|callbot|telephon\w*|standard)\b/, Phone],
  [/\bvoix\b/, AudioLines],
  [/\bteams\b/, MessagesSquare],
  [/\b(rh|ressources humaines)\b/, Users],
  [/\b(agents d accueil|conduite du changement)\b/, Handshake],
  [/\b(mairie|ville de|collectivites?|service public|habitants|usagers?)\b/, Landmark],
  [/\bcahier des charges\b/, ClipboardList],
  [/\bediteurs? de logiciels?\b/, AppWindow],
  [/\binfogereurs?\b/, Network],
  [/\b(roi|indicateurs|mesurer)\b/, ChartLine],
  [/\bmoyens generaux\b/, BuildingComplex],
  [/\b(multi.modele|llm)\b/, BrainCircuit],
  [/\b(livechat|conseillers?|passage de relais)\b/, Headset],
  [/\b(universitaire|etudiants|enseignement superieur|inscriptions)\b/, GraduationCap],
  [/\b(hopital|chu|sante|patients)\b/, Hospital],
  [/\b(support informatique|niveau 0|glpi|tickets?)\b/, Ticket],
  [/\b(persona|avatar)\b/, FaceSlightlySmiling],
  [/\b(semantics|reponses sourcees|documents)\b/, FileSearch],
  [/\bia generative\b/, Sparkles],
  [/\bno.code\b/, Blocks],
]

/** A conversation: what Parlia does, for a subject no rule names. */
const FALLBACK = MessagesSquare

const normalise = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’']/g, ' ')

/** The icon of the subject named first in the text, if any. */
function firstNamed(text: string | undefined): string | undefined {
  if (!text) return undefined
  const normalised = normalise(text)
  let best: {at: number; markup: string} | undefined
  for (const [pattern, markup] of KEYWORD_ICONS) {
    const at = normalised.search(pattern)
    if (at >= 0 && (!best || at < best.at)) best = {at, markup}
  }
  return best?.markup
}

/**
 * The icon that says what a document is about: use cases and solutions by their slug, every other document by the
 * subject its title names first (then its slug's words), an article by its first category after that.
 */
export function topicIcon({kind, slug, title, categories = []}: Topic): TopicIcon {
  const bySlug = slug
    ? (kind === 'useCase' ? USE_CASE_ICONS : kind === 'solutionPage' ? SOLUTION_ICONS : {})[slug]
    : undefined
  const byCategory = categories.map((category) => CATEGORY_ICONS[category]).find(Boolean)
  return icon(bySlug ?? firstNamed(title) ?? firstNamed(slug?.replaceAll('-', ' ')) ?? byCategory ?? FALLBACK)
}

/** The icon of one of the home page's values, by its key; the fallback for a key the spec does not list. */
export function valueIcon(key: string | undefined): TopicIcon {
  return icon((key && VALUE_ICONS[key]) || FALLBACK)
}
