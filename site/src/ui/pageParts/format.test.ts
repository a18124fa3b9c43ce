import {dateTimeAttribute, formatDate, formatDuration, formatWait} from './format'

describe('formatDate', () => {
  it('reads an instant in the time zone of Paris, not the server’s nor the visitor’s', () => {
    // 23:30 UTC on 31 December is already New Year's Day in Paris; 22:30 UTC in summer is 00:30.
    expect(formatDate('2024-12-31T23:30:00Z')).toBe('1er janvier 2025')
    expect(formatDate('2025-07-13T22:30:00Z')).toBe('14 juillet 2025')
    expect(formatDate('pas une date')).toBe('')
  })

  it('writes a calendar date in French, with « 1er » for the first of the month', () => {
    expect(formatDate('2025-06-03')).toBe('3 juin 2025')
    expect(formatDate('2026-10-01')).toBe('1er octobre 2026')
  })

  it('writes an instant as the date in Lyon', () => {
    expect(formatDate('2025-03-20T09:00:00Z')).toBe('20 mars 2025')
    // 23:30 UTC on 31 December is already New Year's Day in Lyon.
    expect(formatDate('2025-12-31T23:30:00Z')).toBe('1er janvier 2026')
  })

  it('gives an empty string for a missing or unreadable value', () => {
    expect(formatDate(null)).toBe('')
    expect(formatDate('pas une date')).toBe('')
  })
})

describe('dateTimeAttribute', () => {
  it('keeps a calendar date and normalises an instant', () => {
    expect(dateTimeAttribute('2026-10-01')).toBe('2026-10-01')
    expect(dateTimeAttribute('2025-03-20T09:00:00Z')).toBe('2025-03-20T09:00:00.000Z')
  })
})

describe('formatDuration', () => {
  it.each([
    [45, '45 min'],
    [60, '1 h'],
    [90, '1 h 30'],
    [125, '2 h 05'],
  ])('%i minutes read « %s »', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text)
  })
})

describe('formatWait', () => {
  // The space between number and unit is CLDR's (a no-break one for seconds, a plain one for minutes).
  const plain = (text: string) => text.replace(/\s/gu, ' ')

  it('says how long to wait in French words, singular for one', () => {
    expect(plain(formatWait(1, 'second'))).toBe('1 seconde')
    expect(plain(formatWait(30, 'second'))).toBe('30 secondes')
    expect(plain(formatWait(1, 'minute'))).toBe('1 minute')
    expect(plain(formatWait(3, 'minute'))).toBe('3 minutes')
  })
})
