import {formatPostDate} from './formatDate'

describe('formatPostDate', () => {
  it('writes the date in French, as in « 14 mars 2025 »', () => {
    expect(formatPostDate('2025-03-14T09:00:00Z')).toBe('14 mars 2025')
    expect(formatPostDate('2024-06-18T09:00:00Z')).toBe('18 juin 2024')
  })

  it('writes the first of the month « 1er »', () => {
    expect(formatPostDate('2025-08-01T09:00:00Z')).toBe('1er août 2025')
  })

  it('uses the time zone of Paris, not the server’s nor the visitor’s', () => {
    // 23:30 UTC on 31 December is already New Year's Day in Paris.
    expect(formatPostDate('2024-12-31T23:30:00Z')).toBe('1er janvier 2025')
    // 22:30 UTC in summer (UTC+2) is 00:30 the next day.
    expect(formatPostDate('2025-07-13T22:30:00Z')).toBe('14 juillet 2025')
  })

  it('gives nothing for an invalid date rather than « Invalid Date »', () => {
    expect(formatPostDate('pas une date')).toBe('')
  })
})
