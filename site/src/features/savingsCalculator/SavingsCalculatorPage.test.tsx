import {act, fireEvent, render, screen, within} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Router from 'next/router'

import {layoutFixture} from '../../../test/fixtures/layout'
import {savingsCalculatorOf} from './calculatorData'
import {savingsFieldsFromQuery, type SavingsInputs} from './estimate'
import {SavingsCalculatorPage} from './SavingsCalculatorPage'

// The head as the server writes it (seo/PageHead.tsx), drawn in place.
jest.mock('next/head', () => ({
  __esModule: true,
  default: ({children}: {children: React.ReactNode}) => <>{children}</>,
}))
jest.mock('next/router', () => ({
  __esModule: true,
  default: {pathname: '/calculateur', replace: jest.fn(() => Promise.resolve(true))},
}))

const defaults: SavingsInputs = {requestsPerMonth: 1200, answerShare: 50, minutesPerRequest: 7.5, hourlyCost: 30}
const input = (name: keyof SavingsInputs) => ({default: defaults[name], help: `Aide de ${name}.`})

const calculator = savingsCalculatorOf({
  hero: {title: 'Calculateur d’économies', lead: 'Estimez vos gains.', image: null},
  requestsPerMonth: input('requestsPerMonth'),
  answerShare: input('answerShare'),
  minutesPerRequest: input('minutesPerRequest'),
  hourlyCost: input('hourlyCost'),
  shareBasis: {
    title: 'Pourquoi cette part',
    text: 'Nos clients le mesurent.',
    cases: [
      {
        id: 'customerCase-a',
        client: 'Ville de Test',
        slug: 'ville-de-test',
        sector: 'administration-publique',
        results: [{key: 'k', value: '78 %', label: 'des demandes résolues'}],
      },
    ],
  },
  method: {
    title: 'La méthode',
    body: [
      {
        _type: 'block',
        _key: 'm',
        style: 'normal',
        markDefs: [],
        children: [{_type: 'span', _key: 's', text: 'Ni l’abonnement ni la mise en place.', marks: []}],
      },
    ],
  },
  estimateRequest: {
    resourceId: 'savingsCalculatorPage',
    title: 'Gardez-la',
    text: 'Par e-mail.',
    buttonLabel: 'Recevoir cette estimation',
    submitLabel: 'Envoyer',
  },
  seo: {metaTitle: null, metaDescription: null},
})

function renderPage(query: Record<string, string> = {}) {
  const submitted = Object.keys(query).length > 0
  return render(
    <SavingsCalculatorPage
      calculator={calculator}
      estimate={{
        fields: savingsFieldsFromQuery(query, defaults),
        submitted,
        query: new URLSearchParams(query).toString(),
      }}
      layout={layoutFixture}
    />,
  )
}

const figure = (term: string) =>
  screen.getByText(term, {selector: 'dt'}).nextElementSibling!.textContent!.replace(/\s/gu, ' ')
const field = (label: RegExp) => screen.getByRole('textbox', {name: label})

beforeEach(() => jest.mocked(Router.replace).mockClear())

describe('the savings calculator', () => {
  it('opens on the Studio’s defaults with their estimate, formula, share link and request', () => {
    renderPage()
    expect(field(/Demandes reçues par mois/)).toHaveValue(new Intl.NumberFormat('fr-FR').format(1200))
    expect(field(/Demandes reçues/)).toHaveAccessibleDescription('Aide de requestsPerMonth.')
    expect(field(/en %/)).toHaveAttribute('name', 'part')
    expect(field(/en minutes/)).toHaveAttribute('inputmode', 'decimal')
    expect(figure('Temps libéré par mois')).toBe('75 h')
    expect(figure('Économies par an')).toBe('27 000 €')
    expect(screen.getByRole('heading', {name: 'Le calcul'})).toBeInTheDocument()
    expect(screen.getByText(/× 50 % × 7,5 min ÷ 60 = 75 h par mois$/)).toBeInTheDocument()
    expect(screen.getByRole('link', {name: 'Lien vers cette estimation'})).toHaveAttribute(
      'href',
      '/ressources/calculateur-economies?demandes=1200&part=50&minutes=7.5&cout=30',
    )
    // Its name carries the estimate once, for a screen reader that lists the page's buttons.
    expect(
      screen.getByRole('button', {name: /^Recevoir cette estimation : 75 h et 2\s250\s€ économisés par mois$/u}),
    ).toBeInTheDocument()
    // A GET form to the page's public address: without scripts, the server renders its figures.
    const form = screen.getByRole('form', {name: 'Vos chiffres'})
    expect(form).toHaveAttribute('method', 'get')
    expect(form).toHaveAttribute('action', '/ressources/calculateur-economies')
    expect(screen.getByRole('link', {name: 'Ville de Test'})).toHaveAttribute(
      'href',
      '/ressources/cas-usage-client/ville-de-test',
    )
  })

  it('shows the errors of an address’s figures at once, listed above the fields, and no estimate', () => {
    renderPage({demandes: 'mille', part: '150'})
    const summary = screen.getByRole('group', {name: '2 champs sont à corriger :'})
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#calcul-demandes', '#calcul-part'])
    expect(field(/Demandes reçues/)).toHaveAttribute('aria-invalid', 'true')
    expect(field(/Demandes reçues/)).toHaveAccessibleDescription(
      'Aide de requestsPerMonth. Écrivez un nombre en chiffres, par exemple 1 200.',
    )
    expect(screen.queryByRole('term')).toBeNull()
    expect(screen.getByText(/Corrigez les champs signalés/)).toBeInTheDocument()
    expect(screen.queryByRole('button', {name: /Recevoir/})).toBeNull()
  })

  it('follows each keystroke, announces the estimate once typing pauses and puts it in the address', () => {
    jest.useFakeTimers()
    try {
      renderPage()
      fireEvent.change(field(/Demandes reçues/), {target: {value: '2 400'}})
      expect(figure('Temps libéré par mois')).toBe('150 h')
      expect(screen.getByRole('status')).toHaveTextContent('')
      act(() => jest.advanceTimersByTime(600))
      expect(screen.getByRole('status').textContent!.replace(/\s/gu, ' ')).toBe(
        'Estimation : 150 h et 4 500 € économisés par mois.',
      )
      expect(Router.replace).toHaveBeenCalledWith(
        {pathname: '/calculateur', query: {demandes: '2400', part: '50', minutes: '7.5', cout: '30'}},
        '/ressources/calculateur-economies?demandes=2400&part=50&minutes=7.5&cout=30',
        {shallow: true, scroll: false},
      )
    } finally {
      jest.useRealTimers()
    }
  })

  it('shows a field’s error once left, not while typed, and on sending focuses the first wrong field', async () => {
    const user = userEvent.setup()
    renderPage()
    const share = field(/en %/)
    await user.clear(share)
    await user.type(share, '0')
    expect(share).not.toHaveAttribute('aria-invalid')
    await user.tab()
    expect(share).toHaveAttribute('aria-invalid', 'true')
    expect(share).toHaveAccessibleDescription(/Indiquez un pourcentage entre 1 et 100\./)
    expect(screen.queryByRole('group', {name: /à corriger/})).toBeNull()
    await user.click(screen.getByRole('button', {name: 'Calculer'}))
    expect(screen.getByRole('group', {name: 'Un champ est à corriger :'})).toBeInTheDocument()
    expect(share).toHaveFocus()
    await user.clear(share)
    await user.type(share, '25')
    await user.click(screen.getByRole('button', {name: 'Calculer'}))
    expect(screen.getByRole('heading', {name: 'Votre estimation'})).toHaveFocus()
    expect(figure('Temps libéré par mois')).toBe('38 h')
  })
})
