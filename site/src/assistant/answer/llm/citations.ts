import {holdBack} from './holdBack'

/** `[1]`, `[2, 3]` or `[2; 3]`: how the model cites the numbered extracts. */
const CITATION = /\[(\d+(?:\s*[,;]\s*\d+)*)\]/gu
/** The end of a piece that may be a citation still arriving: `[`, `[1`, `[1, 2`. */
const UNFINISHED = /\[[\d\s,;]{0,12}$/u

/**
 * Renumbers the model's citations as they stream, so that `[n]` in the text the visitor reads is the n-th source
 * listed under it: sources are listed in the order they are first cited. A number no extract has makes the answer
 * invalid. A citation cut between two pieces is held until it is whole.
 */
export function citationRenumberer(extractCount: number) {
  const cited: number[] = []
  let invalid = false

  const renumber = (text: string) =>
    text.replace(CITATION, (_, list: string) => {
      const numbers = list.split(/\s*[,;]\s*/u).map((number) => {
        const extract = Number(number)
        if (!Number.isInteger(extract) || extract < 1 || extract > extractCount) {
          invalid = true
          return number
        }
        if (!cited.includes(extract)) cited.push(extract)
        return String(cited.indexOf(extract) + 1)
      })
      return `[${numbers.join(', ')}]`
    })

  return {
    ...holdBack(UNFINISHED, renumber),
    /** The extracts cited (numbered from 1 as given to the model), in the order of their first citation. */
    get cited(): readonly number[] {
      return cited
    },
    /** Whether a citation named an extract that does not exist. */
    get invalid(): boolean {
      return invalid
    },
  }
}
