import type {Passage} from '../passages'
import type {JudgedPassage} from './relevance'
import {excerpt, sentencesOf} from './sentences'
import {type QuestionTerms, textStems} from './terms'
import type {AnswerSource, AssistantReply} from './types'

/** Two or three sentences, as a chat bubble holds them. */
const EXCERPT_LIMITS = {maxSentences: 3, maxLength: 480}

/** The passage answered from, and up to two others. */
export const MAX_SOURCES = 3

/** A passage as a source link: its page's title, and the section's heading when it is one section of the page. */
const sourceOf = (passage: Pick<Passage, 'title' | 'section' | 'url'>): AnswerSource => ({
  title: passage.section ? `${passage.title} — ${passage.section}` : passage.title,
  url: passage.url,
})

/** The sources of passages, best first, each page section once. */
export function sourcesOf(
  passages: readonly Pick<Passage, 'title' | 'section' | 'url'>[],
  max = MAX_SOURCES,
): AnswerSource[] {
  const seen = new Set<string>()
  const sources: AnswerSource[] = []
  for (const passage of passages) {
    if (seen.has(passage.url)) continue
    seen.add(passage.url)
    sources.push(sourceOf(passage))
    if (sources.length === max) break
  }
  return sources
}

/**
 * The embedded answer: the sentences of the best passage that say most of what was asked, word for word, with that
 * passage as first source and the next answering passages after it. `answering` holds at least one passage.
 */
export function extractiveReply(answering: readonly JudgedPassage[], terms: QuestionTerms): AssistantReply {
  const best = answering[0]!.passage
  const sentences = excerpt(sentencesOf(best.text), (sentence) => terms.matched(textStems(sentence)), EXCERPT_LIMITS)
  const sources = sourcesOf(answering.map(({passage}) => passage))
  return {answer: sentences.join(' '), sources, handover: false, answerId: `answer:${sources[0]!.url}`, suggestions: []}
}
