/** Orama's BM25 parameters, its defaults, with which the assistant's scores were tuned. */
const RELEVANCE = {k: 1.2, b: 0.75, d: 0.5} as const

/** Orama's BM25 of a token in a document's field (`components/algorithms.js`). */
function bm25(tf: number, matchingCount: number, docsCount: number, fieldLength: number, averageFieldLength: number) {
  const {k, b, d} = RELEVANCE
  const idf = Math.log(1 + (docsCount - matchingCount + 0.5) / (matchingCount + 0.5))
  return (idf * (d + tf * (k + 1))) / (tf + k * (1 - b + (b * fieldLength) / averageFieldLength))
}

/**
 * One field of the passages (title, section or text) as Orama indexes it, for its scores only: each token's
 * passages in ascending order, each passage's count of distinct tokens. Orama kept a radix tree, a set of ids per
 * token and an object of frequencies per passage: 215 MB and 80 ms a word at a hundred times the content
 * (bench:scale); these are typed arrays, a few MB, and a word costs the passages that contain it.
 */
export interface FieldPostings {
  /**
   * Adds to `scores`, for each passage `accepts`, `boost` times the BM25 of every token of the field that starts with
   * `prefix`: what Orama's search of a one-token term adds for this field (`exact: false`, `tolerance: 0`).
   */
  addScores(prefix: string, boost: number, accepts: (passage: number) => boolean, scores: Map<number, number>): void
}

/** `tokens[passage]`: the passage's tokens in this field, as Orama's tokenizer gives them (distinct). */
export function fieldPostings(tokens: readonly (readonly string[])[]): FieldPostings {
  const lengths = new Uint32Array(tokens.length)
  // Orama's running mean, in its order of operations, so that the scores are its own to the last bit.
  let averageLength = 0
  const lists = new Map<string, number[]>()
  tokens.forEach((passageTokens, passage) => {
    lengths[passage] = passageTokens.length
    averageLength = (averageLength * passage + passageTokens.length) / (passage + 1)
    for (const token of passageTokens) {
      const list = lists.get(token)
      if (list) list.push(passage)
      else lists.set(token, [passage])
    }
  })
  const words = [...lists.keys()].sort()
  const postings = words.map((word) => Int32Array.from(lists.get(word)!))
  const passageCount = tokens.length

  /** The first word not before `prefix` in the sorted vocabulary. */
  function lowerBound(prefix: string): number {
    let low = 0
    let high = words.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (words[middle]! < prefix) low = middle + 1
      else high = middle
    }
    return low
  }

  return {
    addScores(prefix, boost, accepts, scores) {
      for (let at = lowerBound(prefix); at < words.length && words[at]!.startsWith(prefix); at += 1) {
        const passages = postings[at]!
        for (const passage of passages) {
          if (!accepts(passage)) continue
          const length = lengths[passage]!
          const score = bm25(1 / length, passages.length, passageCount, length, averageLength) * boost
          scores.set(passage, (scores.get(passage) ?? 0) + score)
        }
      }
    },
  }
}
