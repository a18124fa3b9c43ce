import {render, screen, within} from '@testing-library/react'

import {customerCaseFixture} from '../../../../test/fixtures/content'
import type {ConnectorPageData} from '../solutionData'
import {ConnectorLandingDetails, HowItWorks} from './ConnectorLanding'

type Landing = NonNullable<ConnectorPageData['landing']>
type Faq = Landing['faqs'][number]

/** GROQ dereferences a deleted entry to null, which the generated type does not say. */
const deleted = null as unknown as Faq

const landing = (faqs: Landing['faqs']): Landing => ({
  howItWorks: [
    {key: 'h1', title: 'Il répond dans le canal', text: 'Sans quitter Teams.'},
    {key: 'h2', title: 'Il passe la main', text: 'À un collègue.'},
    {key: 'h3', title: 'Il apprend', text: 'De vos réponses.'},
  ],
  conversation: {
    avatar: {name: 'Léa', image: null},
    question: 'Comment poser un congé ?',
    answer: 'Depuis l’intranet RH.',
    source: {label: 'Le support RH', href: '/cas-usage/ressources-humaines'},
    handover: {label: 'Parler aux RH', href: '/contact'},
  },
  setupSteps: [
    {key: 's1', title: 'Installer l’application', text: 'Depuis le centre d’administration.'},
    {key: 's2', title: 'Choisir les équipes', text: 'Un pilote d’abord.'},
    {key: 's3', title: 'Ouvrir à tous', text: 'Quand le pilote convainc.'},
  ],
  faqs,
  customerCase: customerCaseFixture,
})

describe('HowItWorks', () => {
  it('names the tool in its h2 and shows each way the assistant works with it as an h3', () => {
    render(<HowItWorks name="Microsoft Teams" landing={landing([])} />)
    const band = screen.getByRole('region', {name: 'Comment l’assistant travaille avec Microsoft Teams'})
    expect(
      within(band)
        .getAllByRole('heading', {level: 3})
        .map((heading) => heading.textContent),
    ).toEqual(['Il répond dans le canal', 'Il passe la main', 'Il apprend'])
  })
})

describe('ConnectorLandingDetails', () => {
  it('numbers the setup steps in order, opens each question on demand and shows the customer who uses it', () => {
    const faq = {id: 'faq-teams', question: 'Faut-il une licence Teams particulière ?', answer: 'Non.'}
    render(<ConnectorLandingDetails name="Microsoft Teams" landing={landing([faq, deleted])} />)
    const setup = screen.getByRole('region', {name: 'Mettre en place l’assistant avec Microsoft Teams'})
    const steps = within(setup).getByRole('list')
    expect(steps.tagName).toBe('OL')
    expect(
      within(steps)
        .getAllByRole('heading', {level: 3})
        .map((heading) => heading.textContent),
    ).toEqual(['Installer l’application', 'Choisir les équipes', 'Ouvrir à tous'])
    const questions = screen.getByRole('region', {name: 'Questions fréquentes sur l’assistant et Microsoft Teams'})
    // A question whose entry was deleted (a dangling reference) is left out.
    const disclosures = questions.querySelectorAll('details')
    expect(disclosures).toHaveLength(1)
    expect(disclosures[0]?.querySelector('summary')).toHaveTextContent('Faut-il une licence Teams particulière ?')
    expect(disclosures[0]).not.toHaveAttribute('open')
  })

  it('leaves the questions out when none is left', () => {
    render(<ConnectorLandingDetails name="GLPI" landing={landing([deleted])} />)
    expect(screen.queryByRole('region', {name: /Questions fréquentes/})).toBeNull()
    expect(screen.getByRole('region', {name: 'Mettre en place l’assistant avec GLPI'})).toBeInTheDocument()
  })
})
