import {render, screen, within} from '@testing-library/react'

import {connectorFixture, customerCaseFixture, imageFixture} from '../contentPages/fixtures'
import {layoutFixture} from '../test/layoutFixture'
import type {UseCaseData} from './useCaseData'
import {UseCasePage} from './UseCasePage'
import {UseCasesPage} from './UseCasesPage'

describe('UseCasesPage', () => {
  it('lists use cases under « Par secteur » and « Par métier »', () => {
    const card = (useCaseId: string, title: string) => ({id: useCaseId, useCaseId, title, summary: `À propos de ${title}`, image: null})
    render(
      <UseCasesPage
        groups={[
          {slug: 'secteur', title: 'Par secteur', useCases: [card('entreprise', 'Entreprise')]},
          {slug: 'metier', title: 'Par métier', useCases: [card('ressources-humaines', 'Ressources humaines'), card('moyens-generaux', 'Moyens généraux')]},
        ]}
        layout={layoutFixture}
      />,
    )
    expect(screen.getAllByRole('heading', {level: 1})).toHaveLength(1)
    const sectors = screen.getByRole('region', {name: 'Par secteur'})
    expect(within(sectors).getByRole('link', {name: 'Entreprise'})).toHaveAttribute('href', '/cas-usage/entreprise')
    const departments = screen.getByRole('region', {name: 'Par métier'})
    expect(within(departments).getAllByRole('heading', {level: 3}).map((heading) => heading.textContent)).toEqual([
      'Ressources humaines',
      'Moyens généraux',
    ])
  })
})

const useCase: UseCaseData = {
  id: 'useCase-support-utilisateur',
  useCaseId: 'support-utilisateur',
  title: 'Support utilisateur',
  grouping: {slug: 'metier', title: 'Par métier'},
  summary: 'Désengorgez votre centre de services.',
  hero: {title: 'Chatbot de support informatique', lead: 'Mots de passe, accès…', image: imageFixture('Un technicien', 960, 720)},
  benefits: [{key: 'b1', title: 'Le libre-service', text: 'Réinitialisation de mot de passe.'}],
  connectors: [connectorFixture('glpi', 'GLPI')],
  categories: [{slug: 'itsm', title: 'ITSM'}],
  customerCases: [customerCaseFixture],
  seo: {metaTitle: 'Chatbot de support informatique | Parlia', metaDescription: null},
}

describe('UseCasePage', () => {
  it('shows the hero, benefits, connectors with catalogue links, customer cases and a call to action', () => {
    render(<UseCasePage useCase={useCase} layout={layoutFixture} />)
    expect(screen.getAllByRole('heading', {level: 1}).map((heading) => heading.textContent)).toEqual(['Chatbot de support informatique'])
    expect(within(screen.getByRole('navigation', {name: 'Fil d’Ariane'})).getByRole('link', {name: 'Cas d’usage'})).toHaveAttribute(
      'href',
      '/cas-usage',
    )
    expect(within(screen.getByRole('region', {name: 'Ce que l’assistant vous apporte'})).getByRole('heading', {level: 3})).toHaveTextContent(
      'Le libre-service',
    )
    const connectors = screen.getByRole('region', {name: 'Les connecteurs utiles'})
    expect(within(connectors).getByRole('link', {name: 'GLPI'})).toHaveAttribute('href', '/solution/connecteurs/glpi')
    expect(within(connectors).getByRole('link', {name: 'ITSM'})).toHaveAttribute('href', '/solution/connecteurs?tags=itsm')
    expect(within(connectors).getByRole('link', {name: 'Tout le catalogue'})).toHaveAttribute('href', '/solution/connecteurs')
    const cases = screen.getByRole('region', {name: 'Ils l’ont déployé'})
    expect(within(cases).getByRole('heading', {level: 3, name: 'CHU de Valbonne'})).toBeInTheDocument()
    expect(cases).toHaveTextContent('−50 %')
    expect(within(cases).getByRole('link', {name: 'Tous nos cas clients'})).toHaveAttribute('href', '/ressources/cas-usage-client')
    const cta = screen.getByRole('region', {name: 'Support utilisateur : parlons de votre projet'})
    expect(within(cta).getByRole('link', {name: 'Planifier une démo'})).toHaveAttribute('href', '/planifier-une-demo')
  })

  it('leaves out connectors and customer cases when there are none', () => {
    render(<UseCasePage useCase={{...useCase, connectors: [], categories: [], customerCases: []}} layout={layoutFixture} />)
    expect(screen.queryByRole('region', {name: 'Les connecteurs utiles'})).toBeNull()
    expect(screen.queryByRole('region', {name: 'Ils l’ont déployé'})).toBeNull()
  })
})
