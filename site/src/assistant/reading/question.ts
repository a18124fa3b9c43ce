import {askingPart} from '../language/focus'
import {isFrenchWord} from '../language/dictionary'
import {createSpeller, type Speller} from '../language/speller'
import {meaningful, readText} from '../language/words'

/** A visitor's message as the assistant reads it, in the content's own spelling. */
export interface ReadQuestion {
  /** The meaningful words of the part that asks (the preamble of a long message aside), corrected against the vocabulary. */
  words: string[]
  /** The share of the asking part's words the site's subjects use (its pages, the intents it answers): what it can speak of. */
  known: number
}

/** The words typos are corrected to, and those of the subjects the site answers about. */
export interface Vocabulary {
  speller: Speller
  domain: ReadonlySet<string>
}

const wordsOf = (texts: Iterable<string>) => [...texts].flatMap((text) => meaningful(readText(text).words))

/**
 * `domain`: the texts of what the site answers (its passages, the phrasings of intents it answers); `others`: texts
 * whose words are spelled right but name no subject of the site (the phrasings of subjects out of scope).
 */
export function vocabularyOf(domain: Iterable<string>, others: Iterable<string> = []): Vocabulary {
  const domainWords = wordsOf(domain)
  const counts = new Map<string, number>()
  for (const word of [...domainWords, ...wordsOf(others)]) counts.set(word, (counts.get(word) ?? 0) + 1)
  return {speller: createSpeller(counts, isFrenchWord), domain: new Set(domainWords)}
}

function corrected(text: string, speller: Speller): string[] {
  const {words, english} = readText(text)
  return [...new Set(meaningful(words).map((word) => (english ? word : speller.correct(word))))]
}

export function readQuestion(question: string, {speller, domain}: Vocabulary): ReadQuestion {
  const words = corrected(askingPart(question), speller)
  return {words, known: words.length === 0 ? 0 : words.filter((word) => domain.has(word)).length / words.length}
}
