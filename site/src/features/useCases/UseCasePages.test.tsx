import {render, screen, within} from '@testing-library/react'

import {connectorFixture, customerCaseFixture, imageFixture} from '../../../test/fixtures/content'
import {layoutFixture} from '../../../test/fixtures/layout'
import {listingPageFixture} from '../../../test/fixtures/listings'
import type {UseCaseProps} from './useCaseData'
import {UseCasePage} from './UseCasePage'
import {UseCasesPage} from './UseCasesPage'

describe('UseCasesPage', () => {
  it.each([[{page: 1, pageCount: 1, total: 3}], [{page: 2, pageCount: 2, total: 27}]])(
    'lists use cases under « Par secteur » and « Par métier », the pages after the last group (%o)',
    (paging) => {
      const card = (useCaseId: string, title: string, grouping: 'secteur' | 'metier') => ({
        id: `useCase-${useCaseId}`,
        useCaseId,
        title,
        grouping,
        summary: `À propos de ${title}`,
        image: null,
      })
      render(
        <UseCasesPage
          listing={listingPageFixture(
            'Cas d’usage',
            {title: 'Un assistant pour chaque métier', lead: 'Par secteur et par métier.'},
            {},
            {title: 'Pas dans la liste ?', text: 'Parlons-en.'},
          )}
          groups={[
            {slug: 'secteur', title: 'Par secteur', useCases: [card('entreprise', 'Entreprise', 'secteur')]},
            {
              slug: 'metier',
              title: 'Par métier',
              useCases: [
                card('ressources-humaines', 'Ressources humaines', 'metier'),
                card('moyens-generaux', 'Moyens généraux', 'metier'),
              ],
            },
          ]}
          paging={paging}
          layout={layoutFixture}
        />,
      )
      expect(screen.getAllByRole('heading', {level: 1}).map((heading) => heading.textContent)).toEqual([
        'Un assistant pour chaque métier',
      ])
      const sectors = screen.getByRole('region', {name: 'Par secteur'})
      expect(within(sectors).getByRole('link', {name: 'Entreprise'})).toHaveAttribute('href', '/cas-usage/entreprise')
      const departments = screen.getByRole('region', {name: 'Par métier'})
      expect(
        within(departments)
          .getAllByRole('heading', {level: 3})
          .map((heading) => heading.textContent),
      ).toEqual(['Ressources humaines', 'Moyens généraux'])
      const cta = screen.getByRole('region', {name: 'Pas dans la liste ?'})
      expect(cta).toHaveTextContent('Parlons-en.')
      expect(within(cta).getByRole('link', {name: 'Voir nos cas clients'})).toHaveAttribute(
        'href',
        '/ressources/cas-usage-client',
      )
      const pages = screen.queryByRole('navigation', {name: 'Pages des cas d’usage'})
      if (paging.pageCount === 1) expect(pages).not.toBeInTheDocument()
      else {
        expect(departments).toContainElement(pages)
        expect(within(pages!).getByRole('link', {name: 'Page 1'})).toHaveAttribute('href', '/cas-usage')
        expect(screen.getByRole('navigation', {name: 'Fil d’Ariane'})).toHaveTextContent('Page 2')
      }
    },
  )
})

const useCase: UseCaseProps['useCase'] = {
  title: 'Support utilisateur',
  summary: 'Désengorgez votre centre de services.',
  hero: {
    title: 'Chatbot de support informatique',
    lead: 'Mots de passe, accès…',
    image: imageFixture('Un technicien', 960, 720),
  },
  benefits: [
    {key: 'b1', title: 'Le libre-service', text: 'Réinitialisation de mot de passe.', anchor: 'le-libre-service'},
  ],
  connectors: [connectorFixture('glpi', 'GLPI')],
  categories: [{slug: 'itsm', title: 'ITSM'}],
  customerCases: [customerCaseFixture],
  cta: {title: '{nom} : parlons-en', text: 'Votre projet de {nom}, en direct.'},
  seo: {metaTitle: 'Chatbot de support informatique | Parlia', metaDescription: null},
}

describe('UseCasePage', () => {
  it('shows the hero, benefits, connectors with catalogue links, customer cases and a call to action', () => {
    render(<UseCasePage useCase={useCase} layout={layoutFixture} />)
    expect(screen.getAllByRole('heading', {level: 1}).map((heading) => heading.textContent)).toEqual([
      'Chatbot de support informatique',
    ])
    expect(
      within(screen.getByRole('navigation', {name: 'Fil d’Ariane'})).getByRole('link', {name: 'Cas d’usage'}),
    ).toHaveAttribute('href', '/cas-usage')
    expect(
      within(screen.getByRole('region', {name: 'Ce que l’assistant vous apporte'})).getByRole('heading', {level: 3}),
    ).toHaveTextContent('Le libre-service')
    expect(screen.getByRole('heading', {level: 3, name: 'Le libre-service'})).toHaveAttribute('id', 'le-libre-service')
    const connectors = screen.getByRole('region', {name: 'Les connecteurs utiles'})
    expect(within(connectors).getByRole('link', {name: 'GLPI'})).toHaveAttribute('href', '/solution/connecteurs/glpi')
    expect(within(connectors).getByRole('link', {name: 'ITSM'})).toHaveAttribute(
      'href',
      '/solution/connecteurs?tags=itsm',
    )
    expect(within(connectors).getByRole('link', {name: 'Tout le catalogue'})).toHaveAttribute(
      'href',
      '/solution/connecteurs',
    )
    const cases = screen.getByRole('region', {name: 'Ils l’ont déployé'})
    expect(within(cases).getByRole('heading', {level: 3, name: 'CHU de Valbonne'})).toBeInTheDocument()
    expect(cases).toHaveTextContent('−50 %')
    expect(within(cases).getByRole('link', {name: 'Tous nos cas clients'})).toHaveAttribute(
      'href',
      '/ressources/cas-usage-client',
    )
    // The band its listing writes for every use case, named.
    const cta = screen.getByRole('region', {name: 'Support utilisateur : parlons-en'})
    expect(cta).toHaveTextContent('Votre projet de Support utilisateur, en direct.')
    expect(within(cta).getByRole('link', {name: 'Planifier une démo'})).toHaveAttribute('href', '/planifier-une-demo')
  })

  it('leaves out connectors, customer cases and the band when there are none', () => {
    render(
      <UseCasePage
        useCase={{...useCase, connectors: [], categories: [], customerCases: [], cta: null}}
        layout={layoutFixture}
      />,
    )
    expect(screen.queryByRole('region', {name: 'Support utilisateur : parlons-en'})).toBeNull()
    expect(screen.queryByRole('region', {name: 'Les connecteurs utiles'})).toBeNull()
    expect(screen.queryByRole('region', {name: 'Ils l’ont déployé'})).toBeNull()
  })
})
