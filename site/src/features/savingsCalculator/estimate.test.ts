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
    const value = (typed: string, decimals?: number) => parseFigure(typed, decimals)?.value ?? null
    expect(value('1200')).toBe(1200)
    expect(value(' 1 200 ')).toBe(1200)
    expect(value('1\u202f200')).toBe(1200)
    expect(value('1\u00a0200,5')).toBe(1200.5)
    expect(value('7.5')).toBe(7.5)
    expect(value('-3')).toBe(-3)
    for (const typed of ['', 'abc', '12 %', '1,2,3', '1e3', '0x10', '٣', '--3']) expect(parseFigure(typed)).toBeNull()
  })

  it('reads a point or comma before groups of three digits as thousands in a whole-number field only', () => {
    expect(parseFigure('1.000', 0)).toEqual({value: 1000, fractionDigits: 0})
    expect(parseFigure('1,250,000', 0)).toEqual({value: 1_250_000, fractionDigits: 0})
    expect(parseFigure('1.5', 0)).toEqual({value: 1.5, fractionDigits: 1})
    expect(parseFigure('1.000', 1)).toEqual({value: 1, fractionDigits: 3})
  })

  it('explains each refusal in French', () => {
    expect(plain(savingsFieldError('requestsPerMonth', ' ')!)).toBe(
      'Ce champ est obligatoire : indiquez un nombre de demandes entre 1 et 1 000 000.',
    )
    expect(savingsFieldError('answerShare', 'beaucoup')).toBe('Écrivez un nombre en chiffres, par exemple 40.')
    expect(savingsFieldError('answerShare', '120')).toBe('Indiquez un pourcentage entre 1 et 100.')
    expect(savingsFieldError('minutesPerRequest', '7,5')).toBeNull()
    // A figure out of bounds, however written, is told its bounds, not that it is no figure.
    for (const typed of ['-5', '0', '1'.repeat(SAVINGS_FIELD_MAX_LENGTH + 1)])
      expect(plain(savingsFieldError('requestsPerMonth', typed)!)).toBe(
        'Indiquez un nombre de demandes entre 1 et 1 000 000.',
      )
    expect(plain(savingsFieldError('requestsPerMonth', '1.000') ?? '')).toBe('')
    expect(savingsFieldError('requestsPerMonth', '1,5')).toBe('Indiquez un nombre entier de demandes.')
    // Digits typed after the separator count, even zeros its value drops: « 1.000 » minutes is no minute.
    expect(savingsFieldError('minutesPerRequest', '1.000')).toBe(
      'Indiquez un nombre de minutes avec au plus un chiffre après la virgule.',
    )
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

  it('says « environ » where a step rounds, and each step follows from the figure it shows', () => {
    // 2 000 × 40 % × 6,5 min ÷ 60 = 86,66… h; × 35 € = 3 033,33… €.
    const rounded = {requestsPerMonth: 2000, answerShare: 40, minutesPerRequest: 6.5, hourlyCost: 35}
    expect(savingsFormula(rounded, savingsOf(rounded)).map(plain)).toEqual([
      '2 000 demandes × 40 % × 6,5 min ÷ 60 = environ 86,7 h par mois',
      '86,7 h × 35 € de l’heure = environ 3 033 € par mois',
      'Sur un an, × 12 : environ 1 040 h et 36 400 €',
    ])
    const one = {requestsPerMonth: 1, answerShare: 100, minutesPerRequest: 6, hourlyCost: 30}
    expect(savingsFormula(one, savingsOf(one))[0]).toBe('1 demande × 100 % × 6 min ÷ 60 = 0,1 h par mois')
  })
})
