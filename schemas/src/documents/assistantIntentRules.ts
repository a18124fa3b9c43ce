/** The rules on an intent's fields, apart from the schema so they can be tested without the Studio. */

/** A phrasing as the assistant reads it: accents, case, punctuation and spacing aside. */
const normalized = (phrasing: string) =>
  phrasing
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

/** Two phrasings the assistant reads alike teach it nothing more: the second is an editor's slip. */
export function distinctPhrasings(phrasings: string[] | undefined): true | string {
  const seen = new Set<string>()
  for (const phrasing of phrasings ?? []) {
    const key = normalized(phrasing)
    if (key === '') return 'Une formulation ne peut pas être vide.'
    if (seen.has(key))
      return `« ${phrasing.trim()} » figure deux fois (les accents, les majuscules et la ponctuation ne comptent pas).`
    seen.add(key)
  }
  return true
}

/** A path of this site: it starts with a slash, with no host, space, query or anchor. */
export function sitePath(value: string | undefined): true | string {
  if (!value?.trim()) return 'Indiquez la page citée.'
  return /^\/[a-z0-9\-/]*$/u.test(value)
    ? true
    : 'Indiquez un chemin du site en minuscules, par exemple /politique-de-cookies (sans adresse complète, ni « ? » ni « # »).'
}
