import {customerCaseSlugError} from './customerCaseSlug'

describe('a customer case’s URL identifier', () => {
  it('may be anything but « page », where the listing’s pages are served', () => {
    expect(customerCaseSlugError('chu-lyon')).toBe(true)
    expect(customerCaseSlugError(undefined)).toBe(true)
    expect(customerCaseSlugError('page')).toMatch(/réservé/u)
  })
})
