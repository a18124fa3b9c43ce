/** French sentences, as the platform's ICU data splits them. */
const segmenter = new Intl.Segmenter('fr', {granularity: 'sentence'})

/** A title or an initial ICU takes for a sentence's end: « M. Dupont », « J. Martin », « cf. la page ». */
const ABBREVIATION = /(?:^|[\s(])(?:M|MM|Mme|Mmes|Mlle|Dr|Pr|Me|St|Ste|cf|ex|env|\p{Lu})\.$/u

/** The sentences of a text, each as written (trimmed), in order. */
export function sentencesOf(text: string): string[] {
  const sentences: string[] = []
  let pending = ''
  for (const {segment} of segmenter.segment(text)) {
    pending += segment
    if (ABBREVIATION.test(pending.trimEnd()) && !/\n/u.test(segment)) continue
    if (pending.trim()) sentences.push(pending.trim())
    pending = ''
  }
  if (pending.trim()) sentences.push(pending.trim())
  return sentences
}

export interface ExcerptOptions {
  /** At most this many sentences… */
  maxSentences: number
  /** …and no more characters than this, unless one sentence alone is longer (it is shown whole). */
  maxLength: number
}

/**
 * The run of consecutive sentences, within the limits, that says most of what was asked: `matched` gives the
 * question's words a sentence says. Ties go to the run with more sentences saying something, then to the earliest
 * (a passage usually answers first: « Oui. … »). Sentences are returned as written, never cut.
 */
export function excerpt(
  sentences: readonly string[],
  matched: (sentence: string) => readonly string[],
  options: ExcerptOptions,
): string[] {
  const matches = sentences.map((sentence) => matched(sentence))
  let best: {start: number; end: number; said: number; saying: number} | null = null
  for (let start = 0; start < sentences.length; start += 1) {
    let end = start + 1
    let length = sentences[start]!.length
    while (
      end < sentences.length &&
      end - start < options.maxSentences &&
      length + 1 + sentences[end]!.length <= options.maxLength
    ) {
      length += 1 + sentences[end]!.length
      end += 1
    }
    const window = matches.slice(start, end)
    const said = new Set(window.flat()).size
    const saying = window.filter((words) => words.length > 0).length
    if (!best || said > best.said || (said === best.said && saying > best.saying)) best = {start, end, said, saying}
  }
  return best ? sentences.slice(best.start, best.end) : []
}
