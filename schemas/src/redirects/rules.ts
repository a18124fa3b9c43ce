/**
 * The rules a set of redirects keeps, on plain data: the Studio checks them on a redirect being edited (with what its
 * client reads), `redirects:import` on each line of a CSV file (with the dataset's redirects and the lines before).
 */
import type {Destination} from './addresses'

/** A redirect as the rules see it: its source path and where it leads (a document's path when it names one). */
export interface RedirectRule {
  source: string
  /** The path on this site it leads to (a document's current one), or null for another site. */
  destinationPath: string | null
}

export interface RulesContext {
  /** What a published page shows at `path`, as its name for the editor ("Connecteur : GLPI"), or null. */
  pageAt(path: string): Promise<string | null> | string | null
  /** The other redirect whose source is `path` (this one aside), or null. */
  redirectFrom(path: string): Promise<RedirectRule | null> | RedirectRule | null
}

/** How many redirects a chain is followed through before it is called a loop. */
const MAX_HOPS = 20

/** The path a destination leads to on this site, or null for another site's URL. */
export const destinationPathOf = (destination: Destination): string | null =>
  destination.kind === 'path' ? destination.path : null

/**
 * The French messages that refuse `redirect`, none when it may be published: its source must be free (no page, no
 * other redirect), and its destination must neither lead back to it nor to another redirect (a chain costs the visitor
 * a hop each time: the editor points it at the final address instead).
 */
export async function redirectProblems(redirect: RedirectRule, context: RulesContext): Promise<string[]> {
  const problems: string[] = []
  const page = await context.pageAt(redirect.source)
  if (page) {
    problems.push(`Une page publiée est à cette adresse (${page}) : elle serait servie à la place de la redirection.`)
  }
  const duplicate = await context.redirectFrom(redirect.source)
  if (duplicate) problems.push(`Une autre redirection part déjà de ${redirect.source}.`)

  const destination = redirect.destinationPath
  if (destination === null) return problems
  if (destination === redirect.source) {
    problems.push('La destination est l’adresse d’origine : la redirection tournerait en boucle.')
    return problems
  }
  let hop = await context.redirectFrom(destination)
  if (!hop) return problems
  // Followed to its end: the editor is told the final address, or that the redirects would loop.
  const visited = new Set([redirect.source, destination])
  let final: string | null = destination
  let loops = false
  while (hop) {
    final = hop.destinationPath
    if (final === null) break
    if (visited.has(final) || visited.size > MAX_HOPS) {
      loops = true
      break
    }
    visited.add(final)
    hop = await context.redirectFrom(final)
  }
  problems.push(
    loops
      ? `${destination} est déjà redirigée, et ces redirections reviendraient à leur point de départ : elles tourneraient en boucle.`
      : `${destination} est elle-même redirigée vers ${final ?? 'un autre site'} : indiquez directement la destination finale.`,
  )
  return problems
}
