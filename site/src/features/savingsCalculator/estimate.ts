import {SAVINGS_INPUT_NAMES, SAVINGS_INPUTS, type SavingsInput} from '@parlia/schemas/constants/savingsCalculator'
import {
  frenchNumber,
  savingsDecimalsError,
  savingsRangeText,
  savingsValueError,
} from '@parlia/schemas/savingsCalculator/valueRules'

/**
 * The calculator's arithmetic and its reading of what a visitor typed: one module for the page's server rendering,
 * its live update in the browser and the estimate request's check on the server.
 */

/** The four figures of an estimate. */
export type SavingsInputs = Record<SavingsInput, number>
/** The four fields as typed (« 1 200 », « 12,5 »). */
export type SavingsFields = Record<SavingsInput, string>
export type SavingsErrors = Partial<Record<SavingsInput, string>>

/** What an address's field keeps: longer than any figure within bounds, even spaced out, so one too long still reads as out of bounds. */
export const SAVINGS_FIELD_MAX_LENGTH = 20

const EXAMPLES: Record<SavingsInput, string> = {
  requestsPerMonth: '1 200',
  answerShare: '40',
  minutesPerRequest: '6 ou 7,5',
  hourlyCost: '35 ou 32,50',
}

/**
 * A typed figure: spaces of any kind between digits, a comma or a point before decimals, a sign; in a field of whole
 * numbers (`decimals` 0), a point or comma before each group of three digits separates thousands (« 1.000 », as many
 * write them). Its value and how many digits were typed after the decimal separator (« 1,000 » has three, which
 * its value no longer shows); null when it is no figure.
 */
export function parseFigure(typed: string, decimals = Infinity): {value: number; fractionDigits: number} | null {
  const compact = typed.replace(/[\s\u00a0\u202f]/g, '')
  const grouped = decimals === 0 && /^-?\d{1,3}(?:[.,]\d{3})+$/.test(compact)
  const figure = /^-?\d+(?:[.,](\d+))?$/.exec(grouped ? compact.replace(/[.,]/g, '') : compact)
  if (!figure) return null
  return {value: Number(figure[0].replace(',', '.')), fractionDigits: figure[1]?.length ?? 0}
}

/** Why the typed value of `name` is no valid figure (French), or null. */
export function savingsFieldError(name: SavingsInput, typed: string): string | null {
  const figure = parseFigure(typed, SAVINGS_INPUTS[name].decimals)
  if (figure === null) {
    return typed.trim() === ''
      ? `Ce champ est obligatoire : indiquez ${savingsRangeText(name)}.`
      : `Écrivez un nombre en chiffres, par exemple ${EXAMPLES[name]}.`
  }
  return (
    savingsValueError(name, figure.value) ??
    (figure.fractionDigits > SAVINGS_INPUTS[name].decimals ? savingsDecimalsError(name) : null)
  )
}

/** The four fields read: their figures when all are valid, the errors of those that are not. */
export function readSavingsFields(fields: SavingsFields): {inputs: SavingsInputs | null; errors: SavingsErrors} {
  const errors: SavingsErrors = {}
  const inputs = {} as SavingsInputs
  for (const name of SAVINGS_INPUT_NAMES) {
    const error = savingsFieldError(name, fields[name])
    if (error) errors[name] = error
    else inputs[name] = parseFigure(fields[name], SAVINGS_INPUTS[name].decimals)!.value
  }
  return {inputs: Object.keys(errors).length ? null : inputs, errors}
}

/** A figure as its field shows it. */
export const fieldText = (name: SavingsInput, value: number) => frenchNumber(value, SAVINGS_INPUTS[name].decimals)

/**
 * The fields an address's query fills (`?demandes=…&part=…`), each missing one from `defaults`; a repeated parameter
 * counts once (its first value), an overlong one is cut to what the field shows.
 */
export function savingsFieldsFromQuery(
  query: Record<string, string | string[] | undefined>,
  defaults: SavingsInputs,
): SavingsFields {
  const fields = {} as SavingsFields
  for (const name of SAVINGS_INPUT_NAMES) {
    const given = [query[SAVINGS_INPUTS[name].param] ?? []].flat()[0]
    fields[name] = given === undefined ? fieldText(name, defaults[name]) : given.slice(0, SAVINGS_FIELD_MAX_LENGTH + 1)
  }
  return fields
}

/** The query of an estimate's address, in the form's order: what the form sends and the link shares. */
export const savingsQuery = (inputs: SavingsInputs) =>
  new URLSearchParams(SAVINGS_INPUT_NAMES.map((name) => [SAVINGS_INPUTS[name].param, String(inputs[name])])).toString()

/** An estimate's figures read back from its query (the estimate request's hidden field), or null when invalid. */
export function savingsInputsOfQuery(query: string): SavingsInputs | null {
  const params = new URLSearchParams(query)
  const known: ReadonlySet<string> = new Set(SAVINGS_INPUT_NAMES.map((name) => SAVINGS_INPUTS[name].param))
  if ([...params.keys()].some((key) => !known.has(key))) return null
  const fields = {} as SavingsFields
  for (const name of SAVINGS_INPUT_NAMES) {
    const values = params.getAll(SAVINGS_INPUTS[name].param)
    if (values.length !== 1) return null
    fields[name] = values[0]!
  }
  return readSavingsFields(fields).inputs
}

/** What the assistant saves: the hours people no longer spend on the requests it answers, and what they cost. */
export interface Savings {
  hoursPerMonth: number
  eurosPerMonth: number
  hoursPerYear: number
  eurosPerYear: number
}

export function savingsOf({requestsPerMonth, answerShare, minutesPerRequest, hourlyCost}: SavingsInputs): Savings {
  const hoursPerMonth = (requestsPerMonth * (answerShare / 100) * minutesPerRequest) / 60
  return {
    hoursPerMonth,
    eurosPerMonth: hoursPerMonth * hourlyCost,
    hoursPerYear: hoursPerMonth * 12,
    eurosPerYear: hoursPerMonth * hourlyCost * 12,
  }
}

/** Hours as the results show them: a decimal under ten hours, whole hours above. */
export const hoursText = (hours: number) => `${frenchNumber(hours, hours < 10 ? 1 : 0)} h`

/** Euros as the results show them, to the euro. */
export const eurosText = (euros: number) =>
  new Intl.NumberFormat('fr-FR', {style: 'currency', currency: 'EUR', maximumFractionDigits: 0}).format(euros)

/** What an estimate comes to, labelled as the page and the e-mail show it: per month, then per year. */
export const savingsResults = (savings: Savings): {label: string; value: string}[] => [
  {label: 'Temps libéré par mois', value: hoursText(savings.hoursPerMonth)},
  {label: 'Économies par mois', value: eurosText(savings.eurosPerMonth)},
  {label: 'Temps libéré par an', value: hoursText(savings.hoursPerYear)},
  {label: 'Économies par an', value: eurosText(savings.eurosPerYear)},
]

/** Hours in the formula, to a tenth: the results round them further. */
const formulaHours = (hours: number) => `${frenchNumber(hours, 1)} h`

/** « = » when the figure after it is exact, « = environ » when it is rounded to what it shows (read out as such). */
const equals = (value: number, decimals: number) =>
  Math.abs(value * 10 ** decimals - Math.round(value * 10 ** decimals)) < 1e-9 ? '=' : '= environ'

/** The formula with the visitor's figures, step by step, as the page writes it: each step from the figure before. */
export function savingsFormula(inputs: SavingsInputs, savings: Savings): string[] {
  const figure = (name: SavingsInput) => fieldText(name, inputs[name])
  // French writes a quantity under two in the singular: « 1 demande », « 1,5 demande ».
  const requests = inputs.requestsPerMonth < 2 ? 'demande' : 'demandes'
  const hoursRounded = equals(savings.hoursPerMonth, 1) !== '='
  const eurosRounded = equals(savings.eurosPerMonth, 0) !== '='
  return [
    `${figure('requestsPerMonth')} ${requests} × ${figure('answerShare')} % × ${figure('minutesPerRequest')} min ÷ 60 ${equals(savings.hoursPerMonth, 1)} ${formulaHours(savings.hoursPerMonth)} par mois`,
    `${formulaHours(savings.hoursPerMonth)} × ${figure('hourlyCost')} € de l’heure ${hoursRounded ? '= environ' : equals(savings.eurosPerMonth, 0)} ${eurosText(savings.eurosPerMonth)} par mois`,
    // Twelve of the rounded months are not the year: it is « environ » whenever a month's figure is.
    `Sur un an, × 12 : ${hoursRounded || eurosRounded ? 'environ ' : ''}${formulaHours(savings.hoursPerYear)} et ${eurosText(savings.eurosPerYear)}`,
  ]
}
