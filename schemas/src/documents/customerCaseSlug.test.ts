import {customerCaseSlugError} from './customerCaseSlug'

describe('a customer case’s URL identifier', () => {
  it('may be anything but « page » and « secteur », where the listing’s pages are served', () => {
    expect(customerCaseSlugError('chu-lyon')).toBe(true)
    expect(customerCaseSlugError(undefined)).toBe(true)
    expect(customerCaseSlugError('page')).toMatch(/^« page » est réservé/u)
    expect(customerCaseSlugError('secteur')).toMatch(/^« secteur » est réservé/u)
  })
})
