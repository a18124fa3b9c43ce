import {sectorTitle} from './sectors'

describe('sectorTitle', () => {
  it('names sectors in French and leaves an unknown one as it is', () => {
    expect(sectorTitle('etablissement-sante')).toBe('Établissement de santé')
    expect(sectorTitle('autre')).toBe('autre')
  })
})
