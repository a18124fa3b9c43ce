import type {SavingsInput} from '@parlia/schemas/constants/savingsCalculator'

/**
 * What each field of the calculator shows: its label, unit included (so that it is read with the field), and the
 * keyboard its figures call for. Text fields rather than `type="number"`, which drops what it cannot parse and
 * whose browser messages would not be ours (as the GOV.UK design system advises).
 */
export const SAVINGS_FIELDS: Record<SavingsInput, {label: string; inputMode: 'numeric' | 'decimal'}> = {
  requestsPerMonth: {label: 'Demandes reçues par mois', inputMode: 'numeric'},
  answerShare: {label: 'Part des demandes que l’assistant peut traiter (en %)', inputMode: 'numeric'},
  minutesPerRequest: {label: 'Temps passé par une personne sur une demande (en minutes)', inputMode: 'decimal'},
  hourlyCost: {label: 'Coût horaire chargé de cette personne (en euros)', inputMode: 'decimal'},
}
