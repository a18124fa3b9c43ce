import {tokenizer as oramaTokenizer} from '@orama/orama/components'
import {stemmer as frenchStemmer} from '@orama/stemmers/french'
import {stopwords as frenchStopwords} from '@orama/stopwords/french'
import {LRUCache} from 'lru-cache'

import {fold, words} from './text'

/**
 * French stop words, folded as the text they are compared with; with « ça », spoken French's « cela », which Orama's
 * list lacks (« combien ça coûte » is « combien coûte »).
 */
const STOP_WORDS: ReadonlySet<string> = new Set([...frenchStopwords, 'ça'].map(fold))

export const isStopWord = (foldedWord: string) => STOP_WORDS.has(foldedWord)

/** The stemmed words a tokenizer keeps: the content's common words stay, a visitor's one-off words make way. */
export const WORDS_KEPT = 50_000

/**
 * French tokenizer for Orama that folds accents and case BEFORE stemming (Orama's own stems first,
 * so « téléphonie » and « telephonie » would end up as different stems). Documents lose their stop words.
 * In a query typed as you go (`typing`), stop words are dropped except the last word, which may be the start
 * of another word being typed (« se » on the way to « ServiceNow »); in a finished question, all of them are.
 */
export function foldingFrenchTokenizer({typing}: {typing: boolean}) {
  const config = {language: 'french', stemming: true, stemmer: frenchStemmer} as const
  const indexing = oramaTokenizer.createTokenizer({...config, stopWords: frenchStopwords})
  const querying = oramaTokenizer.createTokenizer({...config, stopWords: false})
  // Orama keeps every word it stems, for good: the visitors' words have no end. Both tokenizers share one bounded
  // cache (their keys name the property, so they never collide); Orama only calls its has, get and set.
  const cache = new LRUCache<string, string>({max: WORDS_KEPT}) as unknown as Map<string, string>
  indexing.normalizationCache = cache
  querying.normalizationCache = cache
  return {
    language: indexing.language,
    normalizationCache: cache,
    tokenize: (raw: string, language?: string, prop?: string, withCache?: boolean) => {
      // Orama tokenizes documents with their property name and the search term without one.
      if (prop !== undefined) return indexing.tokenize(fold(raw), language, prop, withCache)
      const typed = words(fold(raw))
      const kept = typed.filter((word, index) => (typing && index === typed.length - 1) || !isStopWord(word))
      return querying.tokenize(kept.join(' '), language, prop, withCache)
    },
  }
}
