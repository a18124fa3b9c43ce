/**
 * What stands where personal data was: it says what kind of data the visitor typed, and keeps nothing of it. The
 * team reads the question as « mon numéro est [téléphone], rappelez-moi ».
 */
export const MASKS = {email: '[adresse e-mail]', phone: '[téléphone]', number: '[numéro]'} as const

/** A run of at least this many digits is masked, whatever separates them (an IBAN, a card, a customer number). */
const MIN_MASKED_DIGITS = 6

/** An e-mail address, with or without its domain's extension. */
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*/gu

const LABEL = '[\\p{L}\\p{N}-]+'
/** « (at) », « [at] », « {arobase} »; « (dot) », « [point] ». */
const bracketed = (...words: string[]) => `[([{]\\s*(?:${words.join('|')})\\s*[)\\]}]`
/**
 * An address written out: `jean(at)exemple.fr`, `jean [at] exemple [dot] fr`, `jean arobase exemple point fr`,
 * `jean at exemple.fr` (the English word only with a dotted domain, lest « at peak. Time » be one).
 */
const SPELLED_EMAIL = new RegExp(
  [
    `[\\p{L}\\p{N}._%+-]+\\s*(?:${bracketed('at', 'arobase')}|\\s+arobase\\s+)\\s*${LABEL}(?:\\s*(?:\\.|${bracketed('dot', 'point')}|\\s+(?:point|dot)\\s+)\\s*${LABEL})*`,
    `[\\p{L}\\p{N}._%+-]+\\s+at\\s+${LABEL}(?:\\.${LABEL})+`,
  ].join('|'),
  'giu',
)

/** An IBAN: a country code, two check digits, then up to 30 letters and digits, in groups of four or not. */
const IBAN = /\b[a-z]{2}\d{2}(?:[ \u00a0]?[a-z\d]{4}){2,7}(?:[ \u00a0]?[a-z\d]{1,4})?\b/giu

/**
 * Digits, with what people put between them: spaces (narrow and non-breaking ones too), dots, dashes, slashes,
 * brackets (`+33 (0)6 12 34 56 78`, `(555) 123-4567`, `4111-1111-1111-1111`, `12/03/1985`), and a leading `+`.
 */
const DIGITS = /(?<![\d+])(?:\+\s?)?\(?\+?\d(?:[ \u00a0\u202f.\-/()]{0,3}\d)*\)?/gu

const digitCount = (text: string) => text.replace(/\D/gu, '').length

/** A phone number: international (`+…`, `00…`, `(+…)`) or French (ten digits from 01 to 09). */
function isPhone(text: string, digits: string): boolean {
  if (/^(?:\(?\+|00)/u.test(text)) return digits.length >= 8 && digits.length <= 17
  return digits.length === 10 && /^0[1-9]/u.test(digits)
}

/**
 * The question as it may be kept: e-mail addresses, phone numbers (French and international) and every run of
 * six digits or more (IBAN, card, customer or social security numbers, dates of birth) replaced by what they were.
 * Deliberately greedy: an amount such as « 1 000 000 » is masked too, as nothing tells it from an identifier.
 */
export function maskPersonalData(text: string): string {
  return text
    .replace(EMAIL, MASKS.email)
    .replace(SPELLED_EMAIL, MASKS.email)
    .replace(IBAN, (match) => (digitCount(match) >= 10 ? MASKS.number : match))
    .replace(DIGITS, (match) => {
      const digits = match.replace(/\D/gu, '')
      if (digits.length < MIN_MASKED_DIGITS) return match
      // A bracket the number did not open, or did not close, belongs to the sentence.
      const opened = match.match(/\(/gu)?.length ?? 0
      const closed = match.match(/\)/gu)?.length ?? 0
      const unopened = match.endsWith(')') && opened < closed ? ')' : ''
      const unclosed = match.startsWith('(') && opened > closed ? '(' : ''
      return unclosed + (isPhone(match, digits) ? MASKS.phone : MASKS.number) + unopened
    })
}
