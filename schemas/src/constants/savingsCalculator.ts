/**
 * Issue 30's savings calculator (/ressources/calculateur-economies): its four inputs, the address parameter each is
 * sent as (a GET form, so an estimate is a shareable URL) and the bounds the Studio's defaults, the page's form and
 * the estimate request all hold them to. `decimals`: how many digits after the decimal point a value may have.
 */
export const SAVINGS_INPUTS = {
  requestsPerMonth: {param: 'demandes', min: 1, max: 1_000_000, decimals: 0},
  answerShare: {param: 'part', min: 1, max: 100, decimals: 0},
  minutesPerRequest: {param: 'minutes', min: 0.5, max: 480, decimals: 1},
  hourlyCost: {param: 'cout', min: 1, max: 1000, decimals: 2},
} as const

export type SavingsInput = keyof typeof SAVINGS_INPUTS

/** The inputs in the form's order. */
export const SAVINGS_INPUT_NAMES = Object.keys(SAVINGS_INPUTS) as SavingsInput[]

/** The address parameters of an estimate, in the form's order. */
export const SAVINGS_PARAMS = SAVINGS_INPUT_NAMES.map((name) => SAVINGS_INPUTS[name].param)
