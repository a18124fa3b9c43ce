import {foldingFrenchTokenizer} from '@parlia/search/frenchTokenizer'
import type {SynonymGroups} from '@parlia/search/synonyms'
import {fold, words} from '@parlia/search/text'

/**
 * The words of a question that carry its meaning, as the search engine sees them (accents folded, French stems),
 * and whether a text says them: what decides if a passage answers the question and which of its sentences to show.
 */

const tokenizer = foldingFrenchTokenizer({typing: false})

/**
 * Words a visitor asks with that are not French stop words but say nothing of the subject ("comment", "c koi",
 * "tu peux"): left in, « c’est quoi la recette des crêpes » would half-match any passage saying "quoi".
 */
const FILLERS = new Set(
  (
    'quoi koi kwa comment combien ca cest sa peux peut pouvez peuvent pourriez puis possible faire fait font svp stp merci bonjour salut ' +
    'fera feront ferait feraient ferai ferais ferez ferons ' +
    'dire dites savoir voudrais voudrait veux aimerais besoin quel quelle quels quelles ya existe explique expliquer moi toi'
  ).split(' '),
)

/** Stems of the words of a text, split as the search's query is (« e-signature » is "e" and "signature"). */
const stemsOf = (wordList: readonly string[]) => tokenizer.tokenize(wordList.join(' '))

/** The stems of the words of `text` that carry meaning (stop words, fillers and single letters dropped), without repeats. */
export function meaningfulStems(text: string): string[] {
  return [...new Set(stemsOf(words(fold(text)).filter((word) => word.length > 1 && !FILLERS.has(word))))]
}

/** Every stem of a passage's text (stop words dropped). */
export const textStems = (text: string): ReadonlySet<string> => new Set(stemsOf(words(fold(text))))

/** At most one edit apart (a typo), for words long enough that one letter does not make another word. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1
  const [rest, other] = [a.slice(i), b.slice(i)]
  return rest.slice(1) === other.slice(1) || rest.slice(1) === other || rest === other.slice(1)
}

const MIN_PREFIX = 5
const MIN_TYPO = 5

/**
 * A question's stem matches a text's when they are equal, when one of five letters or more begins the other (stems
 * of one word's forms: « heberg » of "hébergez", « heberge » of "hébergées"), or when they are one typo apart from
 * five letters on, as the engine allows.
 */
export function stemMatches(asked: string, stems: ReadonlySet<string>): boolean {
  if (stems.has(asked)) return true
  for (const stem of stems) {
    const [shorter, longer] = asked.length <= stem.length ? [asked, stem] : [stem, asked]
    if (shorter.length >= MIN_PREFIX && longer.startsWith(shorter)) return true
    if (asked.length >= MIN_TYPO && stem.length >= MIN_TYPO && oneEditApart(asked, stem)) return true
  }
  return false
}

/** How a question's meaningful words are found in texts, the editors' synonyms counting as the word itself. */
export interface QuestionTerms {
  /** The question's meaningful stems. */
  stems: readonly string[]
  /** Which of them the text says, itself or through a synonym. */
  matched(stems: ReadonlySet<string>): string[]
  /** The share of the question's meaningful stems the text says (0 when the question has none). */
  coverage(stems: ReadonlySet<string>): number
}

/** Each synonym group's terms as stems, read once per list of groups (the editors' list lives until they change it). */
const stemmedGroups = new WeakMap<SynonymGroups, string[][][]>()
function stemsOfGroups(groups: SynonymGroups): string[][][] {
  let stemmed = stemmedGroups.get(groups)
  if (!stemmed)
    stemmedGroups.set(
      groups,
      (stemmed = groups.map((group) => group.map(meaningfulStems).filter((member) => member.length > 0))),
    )
  return stemmed
}

export function questionTerms(question: string, groups: SynonymGroups): QuestionTerms {
  const stems = meaningfulStems(question)
  const asked = new Set(stems)
  // For each stem, the other ways of saying it: the terms of every group one of whose terms the question says whole.
  const alternatives = new Map<string, string[][]>()
  for (const members of stemsOfGroups(groups)) {
    for (const member of members) {
      if (!member.every((stem) => asked.has(stem))) continue
      for (const stem of member)
        alternatives.set(stem, [...(alternatives.get(stem) ?? []), ...members.filter((other) => other !== member)])
    }
  }
  const says = (stem: string, text: ReadonlySet<string>) =>
    stemMatches(stem, text) ||
    (alternatives.get(stem) ?? []).some((other) => other.every((part) => stemMatches(part, text)))
  const matched = (text: ReadonlySet<string>) => stems.filter((stem) => says(stem, text))
  return {
    stems,
    matched,
    coverage: (text) => (stems.length === 0 ? 0 : matched(text).length / stems.length),
  }
}
