import {render, screen, within} from '@testing-library/react'

import {imageFixture} from '../../../../test/fixtures/content'
import {PageHero} from './PageHero'

describe('PageHero', () => {
  const trail = [{label: 'Ressources', href: '/ressources'}, {label: 'Livres blancs'}]

  it('gives the page its only h1 under its breadcrumbs, then the lead, the actions and the illustration', () => {
    render(
      <PageHero
        title="Livres blancs"
        lead="Nos guides."
        image={imageFixture('Une illustration', 960, 720)}
        trail={trail}
      >
        <button type="button">Planifier une démo</button>
      </PageHero>,
    )
    const crumbs = screen.getByRole('navigation', {name: /fil d’ariane/i})
    expect(within(crumbs).getByRole('link', {name: 'Ressources'})).toHaveAttribute('href', '/ressources')
    expect(screen.getAllByRole('heading', {level: 1}).map((heading) => heading.textContent)).toEqual(['Livres blancs'])
    expect(screen.getByText('Nos guides.')).toBeInTheDocument()
    expect(screen.getByRole('button', {name: 'Planifier une démo'})).toBeInTheDocument()
    expect(screen.getByRole('img', {name: 'Une illustration'})).toBeInTheDocument()
  })

  it('shows what stands beside the text in place of the illustration, and no lead when there is none', () => {
    const {container} = render(
      <PageHero
        title="Chatbot GLPI"
        image={imageFixture('Logo GLPI')}
        trail={trail}
        aside={<figure aria-label="Exemple de conversation" />}
      />,
    )
    expect(screen.getByRole('figure', {name: 'Exemple de conversation'})).toBeInTheDocument()
    expect(screen.queryByRole('img', {name: 'Logo GLPI'})).toBeNull()
    expect(container.querySelector('p')).toBeNull()
  })
})
