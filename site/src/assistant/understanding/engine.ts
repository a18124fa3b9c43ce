import type {SynonymGroups} from '@parlia/search/synonyms'

import {loadFrenchDictionary} from '../language/dictionary'
import {trainIntentClassifier} from '../intents/classifier'
import type {Intent, IntentGuess} from '../intents/types'
import type {Passage} from '../passages'
import {readQuestion, type ReadQuestion, vocabularyOf} from '../reading/question'
import {createPassageIndex, type RetrievedPassage} from '../retrieval/passageIndex'
import {followUp} from './followUp'

/**
 * What the assistant makes of a question before deciding whether and how to answer: the question read in the
 * content's spelling, the intents it may mean (the editors' classifier) and the passages that say most of it.
 */
export interface Understanding {
  read: ReadQuestion
  intents: IntentGuess[]
  passages: RetrievedPassage[]
  /** The question as it was searched: with a follow-up (« et avec Teams ? »), the previous question's words too. */
  searched: string
  /** The words of this question alone, which a follow-up's sources must say. */
  own: string[]
}

export interface UnderstandingEngine {
  understand(question: string, previousQuestion?: string | null): Promise<Understanding>
  /** The passages of a FAQ entry, by the entry's document id. */
  faqPassages(faqId: string): Passage[]
  /** The passages of a page, by its path. */
  pagePassages(path: string): Passage[]
  /** The passages of a candidate answer: its FAQ entry's (`faq:<id>`) or its page's. */
  candidatePassages(key: string): Passage[]
  groups: SynonymGroups
}

/** Passages looked at for one question. */
const RETRIEVAL_LIMIT = 8

const pathOf = (url: string) => url.split('#')[0]!

/** Builds the passage index, the vocabulary and the intent classifier from the published content. */
export async function createUnderstandingEngine(
  passages: readonly Passage[],
  groups: SynonymGroups,
  intents: readonly Intent[],
): Promise<UnderstandingEngine> {
  // Once per process, with the rest of the build: a question must not wait for it.
  loadFrenchDictionary()
  const answered = intents.filter((intent) => intent.kind !== 'outOfScope')
  const vocabulary = vocabularyOf(
    [
      ...passages.flatMap((passage) => [passage.title, passage.section ?? '', passage.text]),
      ...answered.flatMap((intent) => intent.phrasings),
      ...groups.flat(),
    ],
    intents.filter((intent) => intent.kind === 'outOfScope').flatMap((intent) => intent.phrasings),
  )
  const read = (text: string) => readQuestion(text, vocabulary).words
  const faqTexts = new Map(
    passages.filter((passage) => passage.kind === 'faq').map((passage) => [passage.id.split('#')[0]!, [passage.title]]),
  )
  const [index, classifier] = await Promise.all([
    createPassageIndex(passages),
    trainIntentClassifier(intents, read, faqTexts),
  ])

  const byDocument = new Map<string, Passage[]>()
  const byPath = new Map<string, Passage[]>()
  for (const passage of passages) {
    const document = passage.id.split('#')[0]!
    byDocument.set(document, [...(byDocument.get(document) ?? []), passage])
    byPath.set(pathOf(passage.url), [...(byPath.get(pathOf(passage.url)) ?? []), passage])
  }

  return {
    groups,
    faqPassages: (faqId) => byDocument.get(faqId) ?? [],
    pagePassages: (path) => byPath.get(path) ?? [],
    candidatePassages: (key) =>
      (key.startsWith('faq:') ? byDocument.get(key.slice('faq:'.length)) : byPath.get(key)) ?? [],
    async understand(question, previousQuestion) {
      const current = readQuestion(question, vocabulary)
      const previous = previousQuestion ? readQuestion(previousQuestion, vocabulary) : null
      const asked = followUp(question, current, previous)
      const searched = asked.words.join(' ')
      const [intents, found] = await Promise.all([
        classifier.classify(asked.words),
        index.search(searched, groups, RETRIEVAL_LIMIT),
      ])
      return {read: {...current, words: asked.words}, intents, passages: found, searched, own: asked.own}
    },
  }
}
