import {boundedLevenshtein} from '@orama/orama/internals'

/**
 * Typo tolerance against the site's own vocabulary (its pages' words, brands included, and the intents' phrasings):
 * a word that is neither in the vocabulary nor a French word is read as the vocabulary's closest spelling. Two
 * swapped letters from four letters (« glip » for "glpi"), one edit from five, two from eight.
 */

const MIN_FOR_SWAP = 4
const MIN_FOR_ONE_EDIT = 5
const MIN_FOR_TWO_EDITS = 8

export interface Speller {
  /** The vocabulary's spelling of `word` (folded): itself when known or when no spelling is close enough. */
  correct(word: string): string
  knows(word: string): boolean
}

const swapsOf = (word: string) =>
  Array.from(
    {length: word.length - 1},
    (_, index) => word.slice(0, index) + word[index + 1] + word[index] + word.slice(index + 2),
  )

/** `counts`: each folded word of the vocabulary and how often the content uses it (ties go to the most used). */
export function createSpeller(
  counts: ReadonlyMap<string, number>,
  isWord: (word: string) => boolean = () => false,
): Speller {
  const byLength = new Map<number, string[]>()
  for (const word of counts.keys()) byLength.set(word.length, [...(byLength.get(word.length) ?? []), word])
  const corrections = new Map<string, string>()

  function closest(word: string): string {
    const swapped = word.length >= MIN_FOR_SWAP ? swapsOf(word).find((swap) => counts.has(swap)) : undefined
    if (swapped || word.length < MIN_FOR_ONE_EDIT) return swapped ?? word
    const tolerance = word.length >= MIN_FOR_TWO_EDITS ? 2 : 1
    let best: {word: string; distance: number; count: number} | null = null
    for (let length = word.length - tolerance; length <= word.length + tolerance; length += 1) {
      for (const known of byLength.get(length) ?? []) {
        const {isBounded, distance} = boundedLevenshtein(word, known, tolerance)
        if (!isBounded) continue
        const count = counts.get(known)!
        if (!best || distance < best.distance || (distance === best.distance && count > best.count))
          best = {word: known, distance, count}
      }
    }
    return best?.word ?? word
  }

  return {
    knows: (word) => counts.has(word),
    correct(word) {
      if (counts.has(word) || /\d/u.test(word) || isWord(word)) return word
      let corrected = corrections.get(word)
      if (corrected === undefined) corrections.set(word, (corrected = closest(word)))
      return corrected
    },
  }
}
