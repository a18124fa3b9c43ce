/**
 * The addresses a redirect joins, written as editors and CSV files write them and compared as the site receives them:
 * the Studio's validation, `redirects:import` and the site's lookup all read them through these functions.
 */

/** Paths the site serves itself, whatever the content: no redirect may take them over. */
const RESERVED_PREFIXES = ['/api/', '/_next/', '/content/'] as const

/** The longest source path accepted: longer ones are never real page addresses. */
export const MAX_SOURCE_LENGTH = 512

export type Checked<T> = {ok: true; value: T} | {ok: false; message: string}

const refused = (message: string): {ok: false; message: string} => ({ok: false, message})

/**
 * A path as the site compares it: percent-decoded (a browser sends `/r%C3%A9f` for `/réf`), in Unicode's composed form,
 * without a trailing slash. Null for a path that does not decode.
 */
export function comparablePath(path: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return null
  }
  const composed = decoded.normalize('NFC')
  return composed.length > 1 ? composed.replace(/\/+$/u, '') || '/' : composed
}

/**
 * A redirect's source: a path of this site (`/blog/ancien-article`), or a full URL whose path is taken (what a CSV
 * exported from another tool holds). No query string or fragment: a redirect applies to a path, whatever its query.
 */
export function checkSource(input: string): Checked<string> {
  let text = input.trim()
  if (!text) return refused('Indiquez l’ancienne adresse, par exemple /blog/ancien-article.')
  if (/^https?:\/\//iu.test(text)) {
    try {
      const url = new URL(text)
      if (url.search || url.hash) return refused('L’ancienne adresse ne peut pas contenir de « ? » ni de « # ».')
      text = url.pathname
    } catch {
      return refused('Cette adresse n’est pas valide.')
    }
  }
  if (!text.startsWith('/') || text.startsWith('//')) {
    return refused('L’ancienne adresse est un chemin de ce site : elle commence par une seule « / ».')
  }
  if (/[?#]/u.test(text)) return refused('L’ancienne adresse ne peut pas contenir de « ? » ni de « # ».')
  if (/\s/u.test(text)) return refused('L’ancienne adresse ne peut pas contenir d’espace.')
  if (text.length > MAX_SOURCE_LENGTH) {
    return refused(`L’ancienne adresse est trop longue : ${MAX_SOURCE_LENGTH} caractères au plus.`)
  }
  const path = comparablePath(text)
  if (path === null) return refused('L’ancienne adresse contient un « % » qui n’encode aucun caractère.')
  if (path === '/') return refused('La page d’accueil ne peut pas être redirigée.')
  if (RESERVED_PREFIXES.some((prefix) => `${path}/`.startsWith(prefix))) {
    return refused(
      `Les adresses commençant par ${RESERVED_PREFIXES.join(', ')} appartiennent au site et ne peuvent pas être redirigées.`,
    )
  }
  return {ok: true, value: path}
}

/** Where a redirect leads when it names no document: a path of this site (with its query) or another site's URL. */
export type Destination = {kind: 'path'; path: string; query: string} | {kind: 'external'; url: string}

export function checkDestination(input: string): Checked<Destination> {
  const text = input.trim()
  if (!text)
    return refused('Indiquez la destination : une page du site, un chemin (/contact) ou une adresse https://….')
  if (/\s/u.test(text)) return refused('La destination ne peut pas contenir d’espace.')
  if (/^https?:\/\//iu.test(text)) {
    try {
      return {ok: true, value: {kind: 'external', url: new URL(text).toString()}}
    } catch {
      return refused('Cette adresse de destination n’est pas valide.')
    }
  }
  if (!text.startsWith('/') || text.startsWith('//')) {
    return refused('La destination est un chemin de ce site (/contact) ou une adresse complète (https://…).')
  }
  const url = new URL(text, 'http://site.invalid')
  const path = comparablePath(url.pathname)
  if (path === null) return refused('La destination contient un « % » qui n’encode aucun caractère.')
  return {ok: true, value: {kind: 'path', path, query: url.search}}
}

/** The Location of a redirect: the destination, with the visitor's query string added to its own. */
export function locationWithQuery(destination: string, visitorQuery: string): string {
  const query = visitorQuery.replace(/^\?/u, '')
  if (!query) return destination
  const hashAt = destination.indexOf('#')
  const [base, hash] = hashAt === -1 ? [destination, ''] : [destination.slice(0, hashAt), destination.slice(hashAt)]
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`
}
