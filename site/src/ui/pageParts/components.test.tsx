import {connectorCategoryPath} from '@parlia/schemas/routes'
import {render, screen, within} from '@testing-library/react'

import {ConnectorGrid} from './ConnectorGrid'
import {CustomerCaseCard} from './CustomerCaseCard'
import {connectorFixture, customerCaseFixture} from '../../../test/fixtures/content'
import {mailtoHref} from './links'

describe('CustomerCaseCard', () => {
  it('names the client in a heading linking to the story, then the sector, summary, results and quote', () => {
    render(<CustomerCaseCard item={customerCaseFixture} titleLevel={2} />)
    const card = screen.getByRole('article', {name: 'CHU de Valbonne'})
    const title = within(card).getByRole('heading', {level: 2, name: 'CHU de Valbonne'})
    expect(within(title).getByRole('link')).toHaveAttribute('href', '/ressources/cas-usage-client/chu-valbonne')
    expect(card).toHaveTextContent('Secteur : Établissement de santé')
    expect(within(card).getByText('Un assistant informatique pour 6 000 soignants.')).toBeInTheDocument()
    expect(within(card).getByRole('heading', {level: 3, name: 'Les résultats'})).toBeInTheDocument()
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['−50 %d’appels la nuit', '24/7de disponibilité'])
    expect(card.querySelector('blockquote')).toHaveTextContent('La nuit, plus personne n’appelle pour un mot de passe.')
    expect(card).toHaveTextContent('Laurent Bessière, DSI')
  })
})

describe('ConnectorGrid', () => {
  it('links each connector to its page and names its categories', () => {
    render(<ConnectorGrid connectors={[connectorFixture('glpi', 'GLPI'), connectorFixture('slack', 'Slack', [])]} />)
    expect(screen.getByRole('link', {name: 'GLPI'})).toHaveAttribute('href', '/solution/connecteurs/glpi')
    expect(screen.getByRole('heading', {level: 3, name: 'Slack'})).toBeInTheDocument()
    expect(screen.getByText('ITSM')).toBeInTheDocument()
    // Logos are decorative beside the name.
    for (const image of screen.getAllByRole('presentation')) expect(image).toHaveAttribute('alt', '')
  })
})

describe('links', () => {
  it('filter the connector catalogue by category and write mailto subjects and bodies', () => {
    expect(connectorCategoryPath('crm-marketing')).toBe('/solution/connecteurs?tags=crm-marketing')
    expect(mailtoHref('contact@parlia.fr')).toBe('mailto:contact@parlia.fr')
    expect(mailtoHref('contact@parlia.fr', 'Candidature : Ingénieur·e IA')).toBe(
      'mailto:contact@parlia.fr?subject=Candidature%20%3A%20Ing%C3%A9nieur%C2%B7e%20IA',
    )
    expect(mailtoHref('contact@parlia.fr', 'Demande', 'Lien : https://www.parlia.fr/?a=1&b=2\nMerci')).toBe(
      'mailto:contact@parlia.fr?subject=Demande&body=Lien%20%3A%20https%3A%2F%2Fwww.parlia.fr%2F%3Fa%3D1%26b%3D2%0AMerci',
    )
  })
})
