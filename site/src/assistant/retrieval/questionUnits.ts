import {isStopWord} from '@parlia/search/frenchTokenizer'
import {namesGroup, termsSaid, type SynonymGroups} from '@parlia/search/synonyms'
import {fold, words} from '@parlia/search/text'

/**
 * Words that phrase a question rather than name its subject, beyond the French stop words (folded): a passage need
 * not contain them to answer. Greetings, spoken fillers, adverbs of insistence, the words of asking.
 */
const FILLER_WORDS: ReadonlySet<string> = new Set([
  ...[
    'bonjour',
    'bonsoir',
    'salut',
    'hello',
    'merci',
    'svp',
    'stp',
    'euh',
    'bah',
    'ben',
    'hein',
    'truc',
    'trucs',
    'plein',
  ],
  ...['exactement', 'vraiment', 'concretement', 'precisement', 'actuellement'],
  ...['quoi', 'koi', 'comment', 'pourquoi', 'peut', 'peux', 'pouvez', 'faut', 'possible', 'elles', 'chez', 'via'],
])

const meaningful = (word: string) => word.length > 1 && !isStopWord(word) && !FILLER_WORDS.has(word)

/** Inclusive writing's middle dot (« développeur·se »), which folding would drop as a diacritic, gluing the word to its ending. */
const MIDDLE_DOT = /·/g

/** The meaningful words of a text, folded. */
export const meaningfulWords = (text: string) => words(fold(text.replace(MIDDLE_DOT, ' '))).filter(meaningful)

/**
 * One thing the question asks about, and the ways a passage can say it: each alternative is a list of words
 * (folded) the passage must all contain. A plain word is its own only alternative; words of an editors' synonym
 * group the question names form one unit whose alternatives are every term of the group.
 */
export interface QuestionUnit {
  alternatives: string[][]
}

/** A synonym group as questions are matched with it: each term's words (folded), and its meaningful words. */
interface ReadGroup {
  termWords: string[][]
  meaningful: string[][]
}

/** The editors' groups, read once per list (it lives until they change it), not once per question. */
const readGroups = new WeakMap<SynonymGroups, ReadGroup[]>()
function read(groups: SynonymGroups): ReadGroup[] {
  let known = readGroups.get(groups)
  if (!known)
    readGroups.set(
      groups,
      (known = groups.map((group) => ({
        termWords: group.map((term) => words(fold(term))),
        meaningful: group.map(meaningfulWords),
      }))),
    )
  return known
}

/** What a question asks about, unit by unit (see QuestionUnit). */
export function questionUnits(question: string, groups: SynonymGroups): QuestionUnit[] {
  const asked = [...new Set(meaningfulWords(question))]
  const questionWords = words(fold(question))
  const grouped = new Set<string>()
  const units: QuestionUnit[] = []
  for (const {termWords, meaningful} of read(groups)) {
    const said = termsSaid(questionWords, termWords)
    if (!namesGroup(said)) continue
    // The question's words that say one of the group's terms mean the group: any of its terms says them.
    const named = new Set(meaningful.filter((_, index) => said[index]).flat())
    const terms = [
      ...new Map(meaningful.filter((term) => term.length > 0).map((term) => [term.join(' '), term])).values(),
    ]
    if (named.size === 0 || terms.length === 0) continue
    for (const word of named) grouped.add(word)
    units.push({alternatives: terms})
  }
  return [...units, ...asked.filter((word) => !grouped.has(word)).map((word) => ({alternatives: [[word]]}))]
}
