/**
 * The link checks: an internal address typed in a link must lead to a page, and not to one a reference should name.
 * On plain data, like the redirects' rules: the Studio asks the Content Lake's published documents, `content:check`
 * the bundled dataset.
 */
import {isFixedPath} from '../pages/paths'
import {comparablePath} from '../redirects/addresses'
import type {RulesContext} from '../redirects/rules'

/** Any base: only the path, query and fragment of an internal address are read. */
const BASE = 'http://site.invalid'

/**
 * The French message that refuses an internal address, or null when it may stay: a fixed page of the site (with any
 * query or fragment), or a document's page reached with a query or fragment, which a reference cannot carry.
 */
export async function internalLinkProblem(href: string, context: RulesContext): Promise<string | null> {
  if (!href.startsWith('/') || href.startsWith('//')) return null
  const url = new URL(href, BASE)
  const path = comparablePath(url.pathname)
  if (path === null) return 'Cette adresse contient un « % » qui n’encode aucun caractère.'
  if (isFixedPath(path)) return null
  const page = await context.pageAt(path)
  if (page) {
    return url.search || url.hash
      ? null
      : `Cette adresse est celle d’une page du Studio (${page}) : choisissez-la dans « Page du site », le lien suivra ses changements d’adresse.`
  }
  const redirect = await context.redirectFrom(path)
  if (redirect) {
    return `${path} est redirigée vers ${redirect.destinationPath ?? 'un autre site'} : indiquez directement la destination.`
  }
  return `Aucune page publiée n’est à l’adresse ${path}.`
}
