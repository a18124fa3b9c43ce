import {inventedAmounts} from '../guard'
import {holdBack} from './holdBack'

/** The end of a text that may still become an amount: digits, maybe the start of a currency (« 49 », « 49 eu »), or « € 4 ». */
const UNFINISHED_AMOUNT = /(?:\d[\d  .,]*\s?(?:k|e|eu|eur|euro|euros)?|€\s?[\d  .,]*)$/iu

/**
 * Keeps a model's made-up amount from ever reaching the visitor: the text that may be the start of an amount is held
 * until it is clear, and once the text shown so far would state an amount no source states, nothing more is let
 * through (`invented` is set, and the answer is given up).
 */
export function amountGate(sources: readonly string[]) {
  let shown = ''
  let invented = false

  const release = (text: string) => {
    if (invented) return ''
    if (inventedAmounts(shown + text, sources).length > 0) {
      invented = true
      return ''
    }
    shown += text
    return text
  }

  return {
    ...holdBack(UNFINISHED_AMOUNT, release),
    /** Whether the text stated an amount no source states. */
    get invented(): boolean {
      return invented
    },
  }
}
