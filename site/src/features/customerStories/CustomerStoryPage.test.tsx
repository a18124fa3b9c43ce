import {render, screen, within} from '@testing-library/react'

import {connectorFixture, customerCaseFixture} from '../../../test/fixtures/content'
import {layoutFixture} from '../../../test/fixtures/layout'
import {CustomerStoryPage} from './CustomerStoryPage'
import type {CustomerStoryProps} from './customerStoryData'

// The head as the server writes it (seo/PageHead.tsx), drawn in place.
jest.mock('next/head', () => ({
  __esModule: true,
  default: ({children}: {children: React.ReactNode}) => <>{children}</>,
}))

const story: CustomerStoryProps['story'] = {
  ...customerCaseFixture,
  challenge: 'Le centre de services saturait la nuit.',
  solution: 'Un assistant relié à GLPI crée les tickets qualifiés.',
  publishedAt: '2026-01-05T09:00:00Z',
  updatedAt: '2026-03-02T10:00:00Z',
  useCases: [{useCaseId: 'support-it', title: 'Support IT', summary: 'Les demandes de niveau 1, résolues.'}],
  connectors: [connectorFixture('glpi', 'GLPI')],
  cta: {title: 'Votre tour ?', text: 'Parlons de vos résultats.'},
}
const structuredData = {'@context': 'https://schema.org', '@type': 'Article', headline: 'CHU de Valbonne'} as const

describe('CustomerStoryPage', () => {
  it('tells the story under the client’s name: sector, challenge, solution, results and quote', () => {
    render(<CustomerStoryPage story={story} layout={layoutFixture} structuredData={structuredData} />)
    expect(screen.getByRole('heading', {level: 1, name: 'CHU de Valbonne'})).toBeInTheDocument()
    expect(screen.getByText('Un assistant informatique pour 6 000 soignants.')).toBeInTheDocument()
    expect(screen.getByText('Secteur :', {exact: false}).parentElement).toHaveTextContent('Établissement de santé')
    const titles = screen.getAllByRole('heading', {level: 3}).map((heading) => heading.textContent)
    expect(titles.slice(0, 2)).toEqual(['Le défi', 'La solution'])
    expect(screen.getByText('Le centre de services saturait la nuit.')).toBeInTheDocument()
    expect(screen.getByText('Un assistant relié à GLPI crée les tickets qualifiés.')).toBeInTheDocument()
    const results = screen.getByRole('region', {name: 'Les résultats'})
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['−50 %d’appels la nuit', '24/7de disponibilité'])
    expect(results.querySelector('blockquote')).toHaveTextContent(
      'La nuit, plus personne n’appelle pour un mot de passe.',
    )
    expect(document.title || document.querySelector('title')?.textContent).toBe('CHU de Valbonne, cas client | Parlia')
  })

  it('links the trail to the customer cases, each use case to its page and each connector to its own', () => {
    render(<CustomerStoryPage story={story} layout={layoutFixture} structuredData={structuredData} />)
    const trail = screen.getByRole('navigation', {name: 'Fil d’Ariane'})
    expect(within(trail).getByRole('link', {name: 'Cas clients'})).toHaveAttribute(
      'href',
      '/ressources/cas-usage-client',
    )
    const useCases = screen.getByRole('region', {name: 'Les cas d’usage de ce projet'})
    expect(within(useCases).getByRole('link', {name: 'Support IT'})).toHaveAttribute('href', '/cas-usage/support-it')
    const cta = screen.getByRole('region', {name: 'Votre tour ?'})
    expect(cta).toHaveTextContent('Parlons de vos résultats.')
    expect(within(cta).getByRole('link', {name: 'Tous les cas clients'})).toHaveAttribute(
      'href',
      '/ressources/cas-usage-client',
    )
    const connectors = screen.getByRole('region', {name: 'Les connecteurs de ce projet'})
    expect(connectors).toHaveTextContent('Les outils de CHU de Valbonne auxquels son assistant est relié.')
    expect(within(connectors).getByRole('link', {name: 'GLPI'})).toHaveAttribute('href', '/solution/connecteurs/glpi')
  })

  it('leaves out the use cases when none cites the case, the connectors when it names none, the band without one', () => {
    render(
      <CustomerStoryPage
        story={{...story, useCases: [], connectors: [], cta: null}}
        layout={layoutFixture}
        structuredData={structuredData}
      />,
    )
    expect(screen.queryByRole('region', {name: 'Les cas d’usage de ce projet'})).toBeNull()
    expect(screen.queryByRole('region', {name: 'Les connecteurs de ce projet'})).toBeNull()
    // Without its listing's band (the listing's document is missing), the story still ends well.
    expect(screen.queryByRole('region', {name: 'Votre tour ?'})).toBeNull()
  })
})
