import {act, render, screen, waitFor, within} from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import {layoutFixture} from '../../../test/fixtures/layout'
import {ContactConfirmationPage} from './ContactConfirmationPage'
import {ContactPage} from './ContactPage'
import {ContentConfirmationPage} from './ContentConfirmationPage'
import {CALLBACK_SENTENCE, DemoConfirmationPage} from './DemoConfirmationPage'
import {DemoPage} from './DemoPage'
import {rememberSchedulingContact} from './schedulingContact'

const leaveFor = jest.fn()
jest.mock('../../ui/navigation', () => ({leaveFor: (path: string) => leaveFor(path)}))

let clock = 1_760_000_000_000
beforeEach(() => {
  leaveFor.mockReset()
  sessionStorage.clear()
  jest.spyOn(Date, 'now').mockImplementation(() => clock)
  global.fetch = jest.fn().mockResolvedValue({status: 201, json: async () => ({id: 'lead-1'})})
})
afterEach(() => jest.restoreAllMocks())

describe('ContactPage', () => {
  it('has one h1, the contact form with its notice, and the other ways to reach the team', async () => {
    render(<ContactPage layout={layoutFixture} />)
    await act(async () => undefined)
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Contactez-nous')
    expect(screen.getByLabelText('Message *')).toHaveAttribute('rows', '4')
    expect(screen.getByText(/servent uniquement à répondre à votre message/)).toBeInTheDocument()
    expect(screen.getByRole('link', {name: 'contact@parlia.fr'})).toHaveAttribute('href', 'mailto:contact@parlia.fr')
  })
})

describe('DemoPage', () => {
  it('keeps name and e-mail in the tab’s session, never in the URL, and goes to the confirmation page', async () => {
    const user = userEvent.setup()
    render(<DemoPage layout={layoutFixture} />)
    // The form's logic loads right after the first render.
    await act(async () => undefined)
    clock += 10_000
    await user.type(screen.getByLabelText('Prénom *'), 'Claire')
    await user.type(screen.getByLabelText('Nom *'), 'Martin')
    await user.type(screen.getByLabelText(/^Adresse mail/), 'claire@chu-valbonne.fr')
    await user.type(screen.getByLabelText(/^Entreprise/), 'CHU de Valbonne')
    await user.selectOptions(screen.getByLabelText('Type d’organisation *'), 'Établissement de santé')
    await user.selectOptions(screen.getByLabelText('Effectif *'), '1 000 à 4 999 personnes')
    expect(screen.getByLabelText('Message')).not.toHaveAttribute('aria-required')
    await user.click(screen.getByRole('button', {name: 'Demander ma démo'}))
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/planifier-une-demo/confirmation'))
    expect(JSON.parse(sessionStorage.getItem('parlia:demo-contact') ?? '')).toEqual({
      name: 'Claire Martin',
      email: 'claire@chu-valbonne.fr',
    })
  })
})

describe('DemoConfirmationPage', () => {
  const url = 'https://rendez-vous.parlia.fr/demo-parlia'

  it('offers the scheduling link prefilled with name and e-mail, opened only on click', () => {
    rememberSchedulingContact({firstName: 'Claire', lastName: 'Martin', email: 'claire+demo@chu-valbonne.fr'})
    const {container} = render(<DemoConfirmationPage schedulingUrl={url} layout={layoutFixture} />)
    const link = screen.getByRole('link', {name: 'Choisir un créneau (nouvel onglet)'})
    expect(link).toHaveAttribute('href', `${url}?name=Claire+Martin&email=claire%2Bdemo%40chu-valbonne.fr`)
    expect(link).toHaveAttribute('target', '_blank')
    expect(container.querySelector('iframe, script[src]')).toBeNull()
    expect(screen.queryByText(CALLBACK_SENTENCE)).not.toBeInTheDocument()
  })

  it('links the bare booking page when nothing was stored', () => {
    render(<DemoConfirmationPage schedulingUrl={url} layout={layoutFixture} />)
    expect(screen.getByRole('link', {name: /Choisir un créneau/})).toHaveAttribute('href', url)
  })

  it('says the team calls back within one working day when no scheduling service is configured', () => {
    render(<DemoConfirmationPage schedulingUrl={null} layout={layoutFixture} />)
    expect(screen.getByText(CALLBACK_SENTENCE)).toHaveTextContent('sous un jour ouvré')
    expect(screen.queryByRole('link', {name: /créneau/})).not.toBeInTheDocument()
  })
})

describe('ContactConfirmationPage', () => {
  it('confirms the message under the page’s only h1', () => {
    render(<ContactConfirmationPage layout={layoutFixture} />)
    expect(screen.getAllByRole('heading', {level: 1})).toHaveLength(1)
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('votre message est bien envoyé')
  })
})

describe('ContentConfirmationPage', () => {
  it('says the link leaves by e-mail, and suggests use cases, white papers, webinars and the newsletter', () => {
    render(
      <ContentConfirmationPage
        useCases={[{id: 'u1', useCaseId: 'support-informatique', title: 'Support informatique', summary: 'Niveau 0.'}]}
        whitePapers={[{id: 'w1', title: 'Chatbot et RGPD', summary: 'Le guide.'}]}
        webinars={[{id: 'v1', title: 'Chatbot et GLPI', summary: 'Le replay.'}]}
        layout={layoutFixture}
      />,
    )
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('votre demande est enregistrée')
    expect(screen.getByText(/recevoir par e-mail le lien/)).toBeInTheDocument()
    const useCases = screen.getByRole('region', {name: 'Découvrez nos cas d’usage'})
    expect(within(useCases).getByRole('link', {name: 'Support informatique'})).toHaveAttribute(
      'href',
      '/cas-usage/support-informatique',
    )
    expect(screen.getByRole('link', {name: 'Chatbot et RGPD'})).toHaveAttribute('href', '/ressources/livres-blancs')
    expect(screen.getByRole('link', {name: 'Chatbot et GLPI'})).toHaveAttribute('href', '/ressources/replay-webinars')
    expect(screen.getByRole('link', {name: /S’abonner à la newsletter/})).toHaveAttribute(
      'href',
      layoutFixture.newsletterUrl,
    )
  })
})
