import {SAVINGS_INPUT_NAMES, SAVINGS_INPUTS, SAVINGS_PARAMS} from '../constants/savingsCalculator'
import {frenchNumber, savingsRangeText, savingsValueError} from './valueRules'

describe('the savings calculator’s value rules', () => {
  it('accept every bound and refuse just beyond them, naming the bounds in French', () => {
    for (const name of SAVINGS_INPUT_NAMES) {
      const {min, max, decimals} = SAVINGS_INPUTS[name]
      const step = 10 ** -decimals
      expect(savingsValueError(name, min)).toBeNull()
      expect(savingsValueError(name, max)).toBeNull()
      for (const outside of [min - step, max + step, Number.NaN, Number.POSITIVE_INFINITY]) {
        expect(savingsValueError(name, outside)).toBe(`Indiquez ${savingsRangeText(name)}.`)
      }
    }
    expect(savingsRangeText('requestsPerMonth')).toBe(`un nombre de demandes entre 1 et ${frenchNumber(1_000_000)}`)
    expect(frenchNumber(1_000_000)).toMatch(/^1\s000\s000$/u)
  })

  it('refuse more decimals than an input takes', () => {
    expect(savingsValueError('requestsPerMonth', 12.5)).toBe('Indiquez un nombre entier de demandes.')
    expect(savingsValueError('answerShare', 40.5)).toBe('Indiquez un pourcentage entier.')
    expect(savingsValueError('minutesPerRequest', 6.5)).toBeNull()
    expect(savingsValueError('minutesPerRequest', 6.25)).toBe(
      'Indiquez un nombre de minutes avec au plus un chiffre après la virgule.',
    )
    expect(savingsValueError('hourlyCost', 32.5)).toBeNull()
    // 0.1 + 0.2 is not 0.3 in binary: the check allows for the float's error.
    expect(savingsValueError('hourlyCost', 0.1 + 0.2 + 30)).toBeNull()
    expect(savingsValueError('hourlyCost', 32.125)).toBe(
      'Indiquez un montant en euros avec au plus 2 chiffres après la virgule.',
    )
  })

  it('send each input as a parameter of its own', () => {
    expect(new Set(SAVINGS_PARAMS).size).toBe(SAVINGS_INPUT_NAMES.length)
  })
})
