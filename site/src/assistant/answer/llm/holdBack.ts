/**
 * A streamed text passed piece by piece through `release`, holding back the end of each piece that `unfinished`
 * says may still grow into something `release` must see whole (a citation `[1`, an amount `49 eu`).
 */
export function holdBack(unfinished: RegExp, release: (text: string) => string) {
  let held = ''
  return {
    /** The text of this piece that can be shown now. */
    push(piece: string): string {
      const text = held + piece
      const match = unfinished.exec(text)
      held = match ? match[0] : ''
      return release(match ? text.slice(0, match.index) : text)
    },
    /** What is still held, once the stream has ended. */
    flush(): string {
      const rest = held
      held = ''
      return release(rest)
    },
  }
}
