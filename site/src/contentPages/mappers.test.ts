/** @jest-environment node */
import {sectorTitle, toCategories, toCustomerCase, uniqueIds} from './mappers'

describe('content page mappers', () => {
  it('give a connector its categories with the spec’s titles, in the spec’s order, unknown ones left out', () => {
    expect(toCategories(['collaboration', 'messaging', 'inconnue'])).toEqual([
      {slug: 'messaging', title: 'Outil de messagerie'},
      {slug: 'collaboration', title: 'Collaboratif'},
    ])
    expect(toCategories(null)).toEqual([])
  })

  it('name sectors in French', () => {
    expect(sectorTitle('etablissement-sante')).toBe('Établissement de santé')
    expect(sectorTitle('autre')).toBe('autre')
  })

  it('keep a customer case’s results, quote and sector title', () => {
    const item = toCustomerCase({
      _id: 'customerCase-a',
      slug: 'a',
      client: 'Ville de Montclair',
      sector: 'administration-publique',
      summary: 'Résumé',
      challenge: 'Défi',
      solution: 'Solution',
      results: [{_key: 'k1', value: '60 %', label: 'de demandes traitées'}],
      quote: null,
      logo: null,
    })
    expect(item).toMatchObject({
      sector: 'Administration publique',
      results: [{key: 'k1', value: '60 %', label: 'de demandes traitées'}],
      quote: null,
      logo: null,
    })
  })

  it('drop empty and repeated ids', () => {
    expect(uniqueIds(['glpi', '', null, 'glpi', 'slack', undefined])).toEqual(['glpi', 'slack'])
  })
})
