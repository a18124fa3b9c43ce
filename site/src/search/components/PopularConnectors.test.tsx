import {render, screen, within} from '@testing-library/react'

import {connectorFixture} from '../../../test/fixtures/content'
import {PopularConnectors} from './PopularConnectors'

describe('the most popular connectors', () => {
  it('are a named region of links to their pages, each with its mark (decorative: the name is written) and name', () => {
    const {container} = render(
      <PopularConnectors
        connectors={[connectorFixture('glpi', 'GLPI'), connectorFixture('microsoft-teams', 'Microsoft Teams')]}
      />,
    )
    const region = screen.getByRole('region', {name: 'Les plus populaires'})
    expect(
      within(region)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['GLPI', '/solution/connecteurs/glpi'],
      ['Microsoft Teams', '/solution/connecteurs/microsoft-teams'],
    ])
    expect([...container.querySelectorAll('img')].map((image) => image.getAttribute('alt'))).toEqual(['', ''])
  })
})
