/**
 * What a PDF laid out with the standard fonts can print (WinAnsi): ASCII, Latin-1 and the few signs Windows-1252 adds
 * (’ “ ” – — … € œ Œ …). French spacing's narrow no-break space becomes a no-break space, the minus sign an en dash, a
 * non-breaking hyphen a hyphen. `@parlia/documents` prints with it; the Studio refuses, in a printed body, a
 * character it cannot print, so that a published document always lays out.
 */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'
const SUBSTITUTES: Record<string, string> = {'\u202f': '\u00a0', '\u2212': '–', '\u2011': '-'}

/** The text with the substitutes above: what the PDF prints. */
export const withPrintableSubstitutes = (text: string) =>
  text.replace(/[\u202f\u2212\u2011]/g, (char) => SUBSTITUTES[char]!)

/** The first character of `text` a PDF cannot print, or null. */
export function unprintableCharacter(text: string): string | null {
  for (const char of withPrintableSubstitutes(text)) {
    const code = char.codePointAt(0)!
    const printable =
      (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || char === '\n' || WIN_ANSI_EXTRA.includes(char)
    if (!printable) return char
  }
  return null
}

/** The character as an editor can find it: itself and its code point. */
export const describeCharacter = (char: string) =>
  `« ${char} » (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`

interface PrintedBlock {
  _type?: string
  children?: {text?: string}[]
  value?: string
  label?: string
}

/** Refuses a printed line (a title, a summary) holding a character the PDF cannot print. */
export function printableTextError(text: string | undefined): true | string {
  const char = text ? unprintableCharacter(text) : null
  return char ? `Le PDF ne peut pas imprimer le caractère ${describeCharacter(char)} : remplacez-le.` : true
}

/** Refuses a printed body holding a character the PDF cannot print, naming it and where it is. */
export function printableBodyError(body: PrintedBlock[] | undefined): true | string {
  for (const block of body ?? []) {
    const texts = [...(block.children ?? []).map(({text}) => text ?? ''), block.value ?? '', block.label ?? '']
    for (const text of texts) {
      const char = unprintableCharacter(text)
      if (char)
        return `Le PDF ne peut pas imprimer le caractère ${describeCharacter(char)} dans « ${text.slice(0, 60)} » : remplacez-le.`
    }
  }
  return true
}
