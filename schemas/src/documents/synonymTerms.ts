/** The rules on a synonym group's terms, apart from the schema so they can be tested without the Studio. */

/** A term as the search engines compare it: accents, case and spacing aside (« Signature  électronique » = « signature electronique »). */
const normalized = (term: string) =>
  term
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()

/** A group names each term once: twice would be an editor's slip, which Algolia would keep as it is. */
export function noRepeatedTerm(terms: string[] | undefined): true | string {
  const seen = new Set<string>()
  for (const term of terms ?? []) {
    const key = normalized(term)
    if (seen.has(key))
      return `« ${term.trim()} » figure deux fois dans ce groupe (les accents et les majuscules ne comptent pas).`
    seen.add(key)
  }
  return true
}

/** Spaces alone are no term: the search would drop it, and the group would hold one term less than it shows. */
export const notBlank = (term: string | undefined): true | string =>
  term === undefined || term.trim() !== '' || 'Un terme ne peut pas être vide.'
