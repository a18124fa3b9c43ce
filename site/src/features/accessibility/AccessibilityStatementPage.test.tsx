import {render, screen, within} from '@testing-library/react'

import {layoutFixture} from '../../../test/fixtures/layout'
import {AccessibilityStatementPage} from './AccessibilityStatementPage'

const publisher = {
  name: 'Parlia SAS',
  address: '12 rue de la Part-Dieu, 69003 Lyon, France',
  email: 'contact@parlia.fr',
}

describe('the accessibility statement', () => {
  beforeEach(() => render(<AccessibilityStatementPage publisher={publisher} layout={layoutFixture} />))

  it('follows the RGAA model: its sections in order, under one h1', () => {
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Déclaration d’accessibilité')
    expect(screen.getAllByRole('heading', {level: 2}).map((heading) => heading.textContent)).toEqual([
      'État de conformité',
      'Résultats des tests',
      'Contenus non accessibles',
      'Établissement de cette déclaration d’accessibilité',
      'Retour d’information et contact',
      'Voies de recours',
    ])
  })

  it('declares the site partially compliant, and says honestly that no audit has been made yet', () => {
    expect(screen.getByText(/Le site Parlia est/)).toHaveTextContent(
      'Le site Parlia est partiellement conforme avec le référentiel général d’amélioration de l’accessibilité (RGAA), version 4.1.2',
    )
    expect(screen.getByText(/Aucun audit de conformité au RGAA n’a encore été réalisé/)).toBeInTheDocument()
  })

  it('dates the statement and names the technologies, the test environment and the checked pages', () => {
    expect(screen.getByText(/Cette déclaration a été établie le/)).toHaveTextContent('établie le 22 novembre 2026.')
    expect(screen.getByText('Next.js')).toBeInTheDocument()
    expect(screen.getByText(/^Chromium/)).toBeInTheDocument()
    expect(screen.getByRole('link', {name: 'Catalogue des connecteurs'})).toHaveAttribute(
      'href',
      '/solution/connecteurs',
    )
  })

  it('gives the contact means: the form, the e-mail address and the postal address', () => {
    expect(screen.getByRole('link', {name: 'formulaire de contact'})).toHaveAttribute('href', '/contact')
    expect(screen.getByRole('link', {name: 'contact@parlia.fr'})).toHaveAttribute('href', 'mailto:contact@parlia.fr')
    expect(screen.getByText(/par courrier/)).toHaveTextContent(
      'Parlia SAS, 12 rue de la Part-Dieu, 69003 Lyon, France.',
    )
  })

  it('lists every way to refer the matter to the Défenseur des droits', () => {
    const remedies = within(
      screen.getByRole('heading', {name: 'Voies de recours'}).nextElementSibling!.nextElementSibling as HTMLElement,
    )
    expect(remedies.getByRole('link', {name: 'formulaire.defenseurdesdroits.fr'})).toHaveAttribute(
      'href',
      'https://formulaire.defenseurdesdroits.fr/',
    )
    expect(remedies.getByRole('link', {name: /délégués du Défenseur des droits/})).toHaveAttribute(
      'href',
      'https://www.defenseurdesdroits.fr/carte-des-delegues',
    )
    expect(remedies.getByRole('link', {name: '09 69 39 00 00'})).toHaveAttribute('href', 'tel:+33969390000')
    expect(remedies.getByText(/Libre réponse 71120, 75342 Paris CEDEX 07/)).toBeInTheDocument()
  })
})
