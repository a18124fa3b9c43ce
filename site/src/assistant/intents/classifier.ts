import {containerBootstrap} from '@nlpjs/core'
import {LangFr} from '@nlpjs/lang-fr'
import {NluNeural} from '@nlpjs/nlu'

import type {Intent, IntentGuess} from './types'

/**
 * The intent classifier: NLP.js's neural NLU (a one-layer network over the stems of the words, NLP.js's French
 * normaliser, tokeniser and stemmer), trained on the editors' phrasings, and on the question of a FAQ intent's entry
 * (question-to-question matching). It reads the words the language layer made of the visitor's text (SMS forms
 * written out, English terms in French, typos corrected, fillers dropped), so the phrasings are read the same way.
 */

/**
 * NLP.js trains until 20,000 epochs or an error of 5e-5. On the phrasings, an error of 5e-4 is reached in about 14
 * epochs; stopping earlier (2e-3, or a higher learning rate) cost answers out of fold on the tuning questions.
 */
const TRAINING = {iterations: 30, errorThresh: 0.0005}

export interface IntentClassifier {
  /** The intents `words` may mean, the likeliest first (at most `limit`); none when it knows none of the words. */
  classify(words: readonly string[], limit?: number): Promise<IntentGuess[]>
}

type Corpus = {utterance: string; intent: string}[]

/**
 * The last network trained, by its corpus: most content changes (an article, a page) leave the phrasings as read
 * unchanged, and the engine's rebuild then skips the training, most of its time.
 */
let last: {key: string; nlu: Promise<NluNeural>} | null = null

function trained(corpus: Corpus): Promise<NluNeural> {
  const key = JSON.stringify(corpus)
  if (last?.key !== key) {
    const nlu = (async () => {
      const container = await containerBootstrap()
      container.use(LangFr)
      const network = new NluNeural({locale: 'fr', container, log: false, ...TRAINING})
      await network.train(corpus)
      return network
    })()
    last = {key, nlu}
    // A failed training is not kept: the next build tries again.
    nlu.catch(() => {
      if (last?.nlu === nlu) last = null
    })
  }
  return last!.nlu
}

/** `read`: the language layer's meaningful words of a text; `faqTexts`: each FAQ entry's question, by id. */
export async function trainIntentClassifier(
  intents: readonly Intent[],
  read: (text: string) => string[],
  faqTexts: ReadonlyMap<string, readonly string[]>,
): Promise<IntentClassifier> {
  const byId = new Map(intents.map((intent) => [intent.id, intent]))
  const corpus = intents.flatMap((intent) => {
    const entry = intent.kind === 'faq' && intent.faq ? (faqTexts.get(intent.faq) ?? []) : []
    return [...intent.phrasings, ...entry]
      .map((phrasing) => read(phrasing).join(' '))
      .filter((utterance) => utterance !== '')
      .map((utterance) => ({utterance, intent: intent.id}))
  })
  const nlu = corpus.length > 0 ? await trained(corpus) : null

  return {
    async classify(words, limit = 3) {
      if (!nlu || words.length === 0) return []
      const {classifications} = (await nlu.process(words.join(' '))) as {
        classifications: {intent: string; score: number}[]
      }
      return classifications
        .filter(({intent, score}) => score > 0 && byId.has(intent))
        .slice(0, limit)
        .map(({intent, score}) => ({intent: byId.get(intent)!, score}))
    },
  }
}
