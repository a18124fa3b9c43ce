import {render, screen, within} from '@testing-library/react'

import {
  connectorFixture,
  customerCaseFixture,
  imageFixture,
  renderedBodyFixture,
  richBodyFixture,
  seoFixture,
} from '../../../test/fixtures/content'
import {layoutFixture} from '../../../test/fixtures/layout'
import {ConnectorPage} from './ConnectorPage'
import {type ConnectorPageData, type SolutionPageData, solutionPageOf} from './solutionData'
import {SolutionOverviewPage, SolutionPage} from './SolutionPages'

// The head as the server writes it (seo/PageHead.tsx), drawn in place.
jest.mock('next/head', () => ({
  __esModule: true,
  default: ({children}: {children: React.ReactNode}) => <>{children}</>,
}))

const page = (slug: string, title: string): SolutionPageData => ({
  slug,
  title,
  summary: `Résumé de ${title}`,
  hero: {title: `${title} : le titre`, lead: 'Une introduction.', image: imageFixture('Illustration', 960, 720)},
  features: [{key: 'f1', title: 'Multi-modèle', text: 'Choisissez votre modèle.', anchor: 'multi-modele'}],
  body: renderedBodyFixture('Comment ça marche', 'Un paragraphe.'),
  cta: {title: `${title} : voyons ensemble`, text: 'Une démonstration sur vos cas d’usage.'},
  seo: seoFixture,
})

const structuredData = {'@context': 'https://schema.org', '@type': 'SoftwareApplication', name: 'NLP'} as const

const cards = [
  {id: 'a', slug: 'parlia-originals', title: 'Parlia Originals', summary: 'Des contenus prêts à l’emploi.'},
  {id: 'b', slug: 'voicebot', title: 'Voicebot', summary: 'Un callbot.'},
]

describe('SolutionOverviewPage', () => {
  it('shows the overview under one h1, then a card per solution page and a demo call to action', () => {
    render(
      <SolutionOverviewPage
        overview={page('vue-d-ensemble', 'Vue d’ensemble')}
        solutions={cards}
        layout={layoutFixture}
        structuredData={structuredData}
      />,
    )
    expect(screen.getAllByRole('heading', {level: 1})).toHaveLength(1)
    expect(screen.getByRole('heading', {level: 2, name: 'Comment ça marche'})).toBeInTheDocument()
    const solutions = screen.getByRole('region', {name: 'Nos solutions'})
    expect(within(solutions).getByRole('link', {name: 'Voicebot'})).toHaveAttribute('href', '/solution/voicebot')
    expect(within(solutions).getByRole('link', {name: 'Découvrir nos connecteurs'})).toHaveAttribute(
      'href',
      '/solution/connecteurs',
    )
    const demo = screen.getByRole('region', {name: 'Vue d’ensemble : voyons ensemble'})
    expect(demo).toHaveTextContent('Une démonstration sur vos cas d’usage.')
    expect(within(demo).getByRole('link', {name: 'Planifier une démo'})).toHaveAttribute('href', '/planifier-une-demo')
  })
})

describe('SolutionPage', () => {
  it('shows the breadcrumbs, hero, features, body and demo call to action of a solution', () => {
    render(
      <SolutionPage
        solution={page('nlp', 'NLP')}
        others={cards}
        layout={layoutFixture}
        structuredData={structuredData}
      />,
    )
    expect(screen.getByRole('heading', {level: 1, name: 'NLP : le titre'})).toBeInTheDocument()
    const trail = screen.getByRole('navigation', {name: 'Fil d’Ariane'})
    expect(within(trail).getByRole('link', {name: 'Solution'})).toHaveAttribute('href', '/solution')
    expect(
      within(screen.getByRole('region', {name: 'Les points forts'})).getByRole('heading', {level: 3}),
    ).toHaveTextContent('Multi-modèle')
    expect(screen.getByRole('region', {name: 'NLP : voyons ensemble'})).toBeInTheDocument()
  })

  it('gives its features and the headings of its text the ids of their titles, unique on the page', () => {
    const solution = solutionPageOf({
      ...page('nlp', 'NLP'),
      body: richBodyFixture('Multi-modèle', 'Le même titre qu’une brique.'),
    })
    render(<SolutionPage solution={solution} others={cards} layout={layoutFixture} structuredData={structuredData} />)
    expect(screen.getByRole('heading', {level: 3, name: 'Multi-modèle'})).toHaveAttribute('id', 'multi-modele')
    expect(screen.getByRole('heading', {level: 2, name: 'Multi-modèle'})).toHaveAttribute('id', 'multi-modele-2')
  })

  it('renders the solution’s structured data', () => {
    render(
      <SolutionPage
        solution={page('nlp', 'NLP')}
        others={cards}
        layout={layoutFixture}
        structuredData={structuredData}
      />,
    )
    const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')]
    expect(scripts.map((script) => JSON.parse(script.textContent!))).toContainEqual(structuredData)
  })
})

const connector = (connectorId: string, name: string, extra: Partial<ConnectorPageData> = {}): ConnectorPageData => ({
  ...connectorFixture(connectorId, name, [
    {slug: 'messaging', title: 'Outil de messagerie'},
    {slug: 'collaboration', title: 'Collaboratif'},
  ]),
  body: renderedBodyFixture('Exemples d’usages', 'Un exemple.'),
  useCases: [{id: 'u1', useCaseId: 'support-utilisateur', title: 'Support utilisateur', summary: 'Moins de tickets.'}],
  customerCases: [],
  related: [connectorFixture('slack', 'Slack')],
  legalPages: [],
  landing: null,
  cta: {title: 'Un projet avec {nom} ?', text: 'Relions {nom} à votre assistant.'},
  ...extra,
})

const landing: NonNullable<ConnectorPageData['landing']> = {
  howItWorks: [
    {key: 'h1', title: 'Il crée le ticket', text: 'Sans formulaire.'},
    {key: 'h2', title: 'Il donne le suivi', text: 'Depuis GLPI.'},
  ],
  conversation: {
    avatar: {name: 'Hugo', image: null},
    question: 'Où en est mon ticket ?',
    answer: 'Votre ticket n° 4521 est en cours.',
    source: {label: 'Le support utilisateur avec Parlia', href: '/cas-usage/support-utilisateur'},
    handover: {label: 'Parler à un technicien', href: '/contact'},
  },
  setupSteps: [
    {key: 's1', title: 'Relier votre instance GLPI', text: 'Un compte d’API.'},
    {key: 's2', title: 'Tester puis ouvrir', text: 'Un pilote.'},
  ],
  faqs: [
    {id: 'faq-integration-glpi', question: 'Comment fonctionne l’intégration avec GLPI ?', answer: 'Par l’API REST.'},
  ],
  customerCase: customerCaseFixture,
}

describe('ConnectorPage', () => {
  it('titles the page « Chatbot {name} » and shows logo, categories, body, use cases, related connectors and contact', () => {
    render(<ConnectorPage connector={connector('glpi', 'GLPI')} layout={layoutFixture} />)
    expect(screen.getAllByRole('heading', {level: 1}).map((heading) => heading.textContent)).toEqual(['Chatbot GLPI'])
    expect(screen.getByRole('img', {name: 'Logo GLPI'})).toBeInTheDocument()
    expect(screen.getByRole('link', {name: 'Outil de messagerie'})).toHaveAttribute(
      'href',
      '/solution/connecteurs?tags=messaging',
    )
    expect(screen.getByRole('link', {name: 'Collaboratif'})).toHaveAttribute(
      'href',
      '/solution/connecteurs?tags=collaboration',
    )
    expect(screen.getByRole('heading', {level: 2, name: 'Exemples d’usages'})).toBeInTheDocument()
    const useCases = screen.getByRole('region', {name: 'Les cas d’usage avec GLPI'})
    expect(within(useCases).getByRole('link', {name: 'Support utilisateur'})).toHaveAttribute(
      'href',
      '/cas-usage/support-utilisateur',
    )
    const related = screen.getByRole('region', {name: 'Connecteurs de la même catégorie'})
    expect(within(related).getByRole('link', {name: 'Slack'})).toHaveAttribute('href', '/solution/connecteurs/slack')
    expect(within(related).getByRole('link', {name: 'Voir tous les connecteurs'})).toHaveAttribute(
      'href',
      '/solution/connecteurs',
    )
    // The band its listing writes for every connector, named.
    const cta = screen.getByRole('region', {name: 'Un projet avec GLPI ?'})
    expect(cta).toHaveTextContent('Relions GLPI à votre assistant.')
    expect(within(cta).getByRole('link', {name: 'Nous contacter'})).toHaveAttribute('href', '/contact')
    expect(screen.queryByRole('region', {name: /Informations légales/})).toBeNull()
  })

  it('links the Teams connector to its privacy policy and terms of use', () => {
    const legalPages = [
      {href: '/teams-privacy', title: 'Teams – confidentialité'},
      {href: '/teams-termsofuse', title: 'Teams – conditions d’utilisation'},
    ]
    render(
      <ConnectorPage
        connector={connector('microsoft-teams', 'Microsoft Teams', {legalPages})}
        layout={layoutFixture}
      />,
    )
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Chatbot Microsoft Teams')
    const legal = screen.getByRole('region', {name: 'Informations légales de l’application Microsoft Teams'})
    expect(within(legal).getByRole('link', {name: 'Teams – confidentialité'})).toHaveAttribute('href', '/teams-privacy')
    expect(within(legal).getByRole('link', {name: 'Teams – conditions d’utilisation'})).toHaveAttribute(
      'href',
      '/teams-termsofuse',
    )
  })

  it('gives GLPI its landing page: the conversation beside the title, how it works, the setup steps in order, its questions', () => {
    render(
      <ConnectorPage
        connector={connector('glpi', 'GLPI', {landing, customerCases: [customerCaseFixture]})}
        layout={layoutFixture}
      />,
    )
    const conversation = screen.getByRole('figure', {name: 'Exemple de conversation avec l’assistant virtuel Hugo'})
    expect(within(conversation).getByRole('link', {name: 'Parler à un technicien'})).toHaveAttribute('href', '/contact')
    const howItWorks = screen.getByRole('region', {name: 'Comment l’assistant travaille avec GLPI'})
    expect(
      within(howItWorks)
        .getAllByRole('heading', {level: 3})
        .map((heading) => heading.textContent),
    ).toEqual(['Il crée le ticket', 'Il donne le suivi'])
    const setup = screen.getByRole('region', {name: 'Mettre en place l’assistant avec GLPI'})
    expect(
      within(setup)
        .getAllByRole('listitem')
        .map((step) => within(step).getByRole('heading').textContent),
    ).toEqual(['Relier votre instance GLPI', 'Tester puis ouvrir'])
    const questions = screen.getByRole('region', {name: 'Questions fréquentes sur l’assistant et GLPI'})
    expect(
      within(questions).getByRole('heading', {level: 3, name: 'Comment fonctionne l’intégration avec GLPI ?'}),
    ).toBeInTheDocument()
    expect(within(questions).getByText('Par l’API REST.')).toBeInTheDocument()
    const customer = screen.getByRole('region', {name: 'Ils utilisent l’assistant avec GLPI'})
    expect(within(customer).getByRole('heading', {level: 3, name: 'CHU de Valbonne'})).toBeInTheDocument()
  })

  it('shows the stories of the customers who use it, each linking to its page', () => {
    const other = {...customerCaseFixture, id: 'cc-ville', client: 'Ville de Test', slug: 'ville-de-test'}
    render(
      <ConnectorPage
        connector={connector('glpi', 'GLPI', {customerCases: [customerCaseFixture, other]})}
        layout={layoutFixture}
      />,
    )
    const customers = screen.getByRole('region', {name: 'Ils utilisent l’assistant avec GLPI'})
    expect(
      within(customers)
        .getAllByRole('heading', {level: 3})
        .map((heading) => heading.textContent),
    ).toEqual([customerCaseFixture.client, 'Ville de Test'])
    expect(within(customers).getByRole('link', {name: 'Ville de Test'})).toHaveAttribute(
      'href',
      '/ressources/cas-usage-client/ville-de-test',
    )
    expect(within(customers).getByRole('link', {name: 'Tous nos cas clients'})).toHaveAttribute(
      'href',
      '/ressources/cas-usage-client',
    )
  })

  it('leaves out the sections it has nothing for', () => {
    render(<ConnectorPage connector={connector('box', 'Box', {useCases: [], related: []})} layout={layoutFixture} />)
    expect(screen.queryByRole('region', {name: /Ils utilisent/})).toBeNull()
    expect(screen.queryByRole('region', {name: /cas d’usage/})).toBeNull()
    expect(screen.queryByRole('region', {name: 'Connecteurs de la même catégorie'})).toBeNull()
  })
})
