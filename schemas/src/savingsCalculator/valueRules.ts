import {SAVINGS_INPUTS, type SavingsInput} from '../constants/savingsCalculator'

/** Figures as the page writes them: « 1 000 000 », « 0,5 ». */
export const frenchNumber = (value: number, maximumFractionDigits = 2) =>
  new Intl.NumberFormat('fr-FR', {maximumFractionDigits}).format(value)

/** Sentences for the four inputs' rules: what the value counts, with its unit. */
const NOUNS: Record<SavingsInput, {integer: string; any: string}> = {
  requestsPerMonth: {integer: 'un nombre entier de demandes', any: 'un nombre de demandes'},
  answerShare: {integer: 'un pourcentage entier', any: 'un pourcentage'},
  minutesPerRequest: {integer: 'un nombre entier de minutes', any: 'un nombre de minutes'},
  hourlyCost: {integer: 'un montant entier en euros', any: 'un montant en euros'},
}

/** What input `name` takes: « un nombre de demandes entre 1 et 1 000 000 ». */
export function savingsRangeText(name: SavingsInput): string {
  const {min, max} = SAVINGS_INPUTS[name]
  return `${NOUNS[name].any} entre ${frenchNumber(min)} et ${frenchNumber(max)}`
}

/**
 * Why `value` cannot be input `name` of the calculator (French, for the Studio's defaults, the page's form and the
 * estimate request alike), or null: out of bounds, or with more decimals than the input takes.
 */
export function savingsValueError(name: SavingsInput, value: number): string | null {
  const {min, max, decimals} = SAVINGS_INPUTS[name]
  if (!Number.isFinite(value) || value < min || value > max) return `Indiquez ${savingsRangeText(name)}.`
  const scaled = value * 10 ** decimals
  return Math.abs(scaled - Math.round(scaled)) > 1e-6 ? savingsDecimalsError(name) : null
}

/** The refusal of a value of `name` with more digits after the decimal point than it takes. */
export function savingsDecimalsError(name: SavingsInput): string {
  const {decimals} = SAVINGS_INPUTS[name]
  const noun = NOUNS[name]
  return decimals === 0
    ? `Indiquez ${noun.integer}.`
    : `Indiquez ${noun.any} avec au plus ${decimals === 1 ? 'un chiffre' : `${decimals} chiffres`} après la virgule.`
}
