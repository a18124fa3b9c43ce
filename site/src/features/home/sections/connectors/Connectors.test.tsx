import {connectorPath} from '@parlia/schemas/routes'
import {render, screen, within} from '@testing-library/react'

import type {HomeData} from '../../homeData'
import {Connectors} from './Connectors'

const block: HomeData['connectors'] = {
  title: 'Connecté à vos outils',
  text: 'L’assistant lit et agit dans les logiciels que vous utilisez déjà.',
  cta: {label: 'Voir tous les connecteurs', href: '/solution/connecteurs'},
  items: [
    {
      id: 'connector-glpi',
      name: 'GLPI',
      slug: 'glpi',
      shortDescription: 'Suivi des tickets d’assistance.',
      logo: {src: '/content/images/glpi-96x96.svg', width: 96, height: 96, alt: 'Logo GLPI'},
    },
    {
      id: 'connector-teams',
      name: 'Microsoft Teams',
      slug: 'teams',
      shortDescription: 'L’assistant dans Teams.',
      logo: null,
    },
  ],
}

describe('Connectors', () => {
  it('is a region named by its level-2 title, with its introduction', () => {
    render(<Connectors block={block} />)
    const region = screen.getByRole('region', {name: 'Connecté à vos outils'})
    expect(within(region).getByRole('heading', {level: 2, name: 'Connecté à vos outils'})).toBeInTheDocument()
    expect(
      within(region).getByText('L’assistant lit et agit dans les logiciels que vous utilisez déjà.'),
    ).toBeInTheDocument()
  })

  it('lists each connector in order as a link to its page, named by its name and description', () => {
    render(<Connectors block={block} />)
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    const glpi = within(items[0]!).getByRole('link')
    expect(glpi).toHaveAttribute('href', connectorPath('glpi'))
    expect(glpi).toHaveAccessibleName('GLPI Suivi des tickets d’assistance.')
    const teams = within(items[1]!).getByRole('link')
    expect(teams).toHaveAttribute('href', connectorPath('teams'))
    expect(teams).toHaveAccessibleName('Microsoft Teams L’assistant dans Teams.')
  })

  it('shows a connector’s logo as decoration (its name is written beside it), and none when it has no logo', () => {
    render(<Connectors block={block} />)
    const [glpi, teams] = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(within(glpi!).queryByRole('img')).toBeNull()
    const logo = glpi!.querySelector('img')!
    expect(logo).toHaveAttribute('alt', '')
    expect(logo).toHaveAttribute('src', '/content/images/glpi-96x96.svg')
    expect(logo).toHaveAttribute('width', '96')
    expect(logo).toHaveAttribute('height', '96')
    expect(teams!.querySelector('img')).toBeNull()
  })

  it('links to all the connectors after the list', () => {
    render(<Connectors block={block} />)
    const all = screen.getByRole('link', {name: 'Voir tous les connecteurs'})
    expect(all).toHaveAttribute('href', '/solution/connecteurs')
    expect(screen.getByRole('list')).not.toContainElement(all)
  })
})
