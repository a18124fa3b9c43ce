/** @jest-environment node */
import {toCategories, toConnectorCard} from './mappers'

describe('content page mappers', () => {
  it('give a connector its categories with the spec’s titles, in the spec’s order, unknown ones left out', () => {
    expect(toCategories(['collaboration', 'messaging', 'inconnue'])).toEqual([
      {slug: 'messaging', title: 'Outil de messagerie'},
      {slug: 'collaboration', title: 'Collaboratif'},
    ])
    expect(toCategories([])).toEqual([])
  })

  it('name a connector card’s categories and keep the rest of it as queried', () => {
    const logo = {src: '/content/images/glpi-96x96.svg', width: 96, height: 96, alt: 'GLPI'}
    expect(toConnectorCard({id: 'connector-glpi', connectorId: 'glpi', categories: ['itsm'], logo})).toEqual({
      id: 'connector-glpi',
      connectorId: 'glpi',
      categories: [{slug: 'itsm', title: 'ITSM'}],
      logo,
    })
  })
})
