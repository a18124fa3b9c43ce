import {
  eurosText,
  hoursText,
  parseFigure,
  readSavingsFields,
  SAVINGS_FIELD_MAX_LENGTH,
  savingsFieldError,
  savingsFieldsFromQuery,
  savingsFormula,
  savingsInputsOfQuery,
  savingsOf,
  savingsQuery,
  type SavingsFields,
  type SavingsInputs,
} from './estimate'

const inputs: SavingsInputs = {requestsPerMonth: 1200, answerShare: 50, minutesPerRequest: 7.5, hourlyCost: 30}
/** Spaces as Intl writes French figures (a narrow no-break space between thousands). */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('the calculator’s reading of typed figures', () => {
  it('reads figures as people write them, spaces and decimal comma included', () => {
    expect(parseFigure('1200')).toBe(1200)
    expect(parseFigure(' 1 200 ')).toBe(1200)
    expect(parseFigure('1\u202f200')).toBe(1200)
    expect(parseFigure('1\u00a0200,5')).toBe(1200.5)
    expect(parseFigure('7.5')).toBe(7.5)
    for (const typed of ['', 'abc', '12 %', '-3', '1,2,3', '1e3', '0x10', '٣']) expect(parseFigure(typed)).toBeNull()
  })

  it('explains each refusal in French', () => {
    expect(plain(savingsFieldError('requestsPerMonth', ' ')!)).toBe(
      'Ce champ est obligatoire : indiquez un nombre de demandes entre 1 et 1 000 000.',
    )
    expect(savingsFieldError('answerShare', 'beaucoup')).toBe('Écrivez un nombre en chiffres, par exemple 40.')
    expect(savingsFieldError('answerShare', '120')).toBe('Indiquez un pourcentage entre 1 et 100.')
    expect(savingsFieldError('minutesPerRequest', '7,5')).toBeNull()
    expect(savingsFieldError('requestsPerMonth', '1'.repeat(SAVINGS_FIELD_MAX_LENGTH + 1))).toMatch(/^Écrivez/)
  })

  it('gives figures only when all four are valid, and the errors of the others', () => {
    const fields: SavingsFields = {
      requestsPerMonth: '1 200',
      answerShare: '50',
      minutesPerRequest: '7,5',
      hourlyCost: '30',
    }
    expect(readSavingsFields(fields)).toEqual({inputs, errors: {}})
    const wrong = readSavingsFields({...fields, answerShare: '0', hourlyCost: ''})
    expect(wrong.inputs).toBeNull()
    expect(Object.keys(wrong.errors).sort()).toEqual(['answerShare', 'hourlyCost'])
  })
})

describe('the calculator’s addresses', () => {
  it('fill the fields from a query, the missing ones from the defaults, a repeated one by its first value', () => {
    const fields = savingsFieldsFromQuery({demandes: ['900', '5'], cout: '32,50'}, inputs)
    expect(fields.requestsPerMonth).toBe('900')
    expect(fields.hourlyCost).toBe('32,50')
    expect(fields.minutesPerRequest).toBe('7,5')
    expect(plain(savingsFieldsFromQuery({}, inputs).requestsPerMonth)).toBe('1 200')
    expect(savingsFieldsFromQuery({part: 'x'.repeat(500)}, inputs).answerShare).toHaveLength(
      SAVINGS_FIELD_MAX_LENGTH + 1,
    )
  })

  it('write an estimate as a query that reads back to the same figures, and nothing else', () => {
    const query = savingsQuery(inputs)
    expect(query).toBe('demandes=1200&part=50&minutes=7.5&cout=30')
    expect(savingsInputsOfQuery(query)).toEqual(inputs)
    expect(savingsInputsOfQuery('demandes=1200&part=50&minutes=7.5')).toBeNull()
    expect(savingsInputsOfQuery(`${query}&part=60`)).toBeNull()
    expect(savingsInputsOfQuery(`${query}&autre=1`)).toBeNull()
    expect(savingsInputsOfQuery('demandes=1200&part=500&minutes=7.5&cout=30')).toBeNull()
  })
})

describe('the estimate', () => {
  it('counts the hours people no longer spend, their cost, and twelve months of both', () => {
    // 1 200 requests, half answered, 7.5 min each: 600 × 7.5 = 4 500 min = 75 h, × 30 € = 2 250 €.
    expect(savingsOf(inputs)).toEqual({hoursPerMonth: 75, eurosPerMonth: 2250, hoursPerYear: 900, eurosPerYear: 27000})
  })

  it('writes its figures and formula in French', () => {
    expect(hoursText(75)).toBe('75 h')
    expect(hoursText(2.25)).toBe('2,3 h')
    expect(plain(eurosText(27000))).toBe('27 000 €')
    expect(savingsFormula(inputs, savingsOf(inputs)).map(plain)).toEqual([
      '1 200 demandes × 50 % × 7,5 min ÷ 60 = 75 h par mois',
      '75 h × 30 € de l’heure = 2 250 € par mois',
      'Sur un an, × 12 : 900 h et 27 000 €',
    ])
  })
})
