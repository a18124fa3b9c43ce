import {formEndpoints} from '@parlia/schemas/formEndpoints'
import {routes} from '@parlia/schemas/routes'
import {render, screen, waitFor} from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import {RequestDialog, type RequestedResource} from './RequestDialog'
import {MIN_FILL_TIME_MS, type SubmissionEnvelope} from './submission'

const leaveFor = jest.fn()
jest.mock('../../ui/navigation', () => ({leaveFor: (path: string) => leaveFor(path)}))

let clock = 1_760_000_000_000
let fetchMock: jest.Mock<Promise<Response>, Parameters<typeof fetch>>

// jsdom has no modal dialogs: just enough of one for the request form.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
})

beforeEach(() => {
  clock = 1_760_000_000_000
  jest.spyOn(Date, 'now').mockImplementation(() => clock)
  fetchMock = jest.fn().mockResolvedValue({status: 201, json: async () => ({id: 'lead-1'})} as Response)
  global.fetch = fetchMock
  leaveFor.mockClear()
})

afterEach(() => jest.restoreAllMocks())

/** Opens the dialog on `resource`, fills it in as a visitor would and sends it; answers the values sent. */
async function send(resource: RequestedResource): Promise<SubmissionEnvelope['values']> {
  const user = userEvent.setup()
  render(
    <RequestDialog
      heading="Recevoir cette estimation"
      submitLabel="Envoyer l’estimation"
      resource={resource}
      onClose={jest.fn()}
    />,
  )
  clock += MIN_FILL_TIME_MS + 1
  await user.type(screen.getByLabelText('Prénom *'), 'Claire')
  await user.type(screen.getByLabelText('Nom *'), 'Martin')
  await user.type(screen.getByLabelText(/^Adresse mail/), 'claire@chu-valbonne.fr')
  await user.type(screen.getByLabelText(/^Entreprise/), 'CHU de Valbonne')
  await user.type(screen.getByLabelText(/^Fonction/), 'Responsable du support')
  await user.click(screen.getByRole('button', {name: 'Envoyer l’estimation'}))
  await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(routes.contentConfirmation))
  expect(fetchMock).toHaveBeenCalledTimes(1)
  expect(fetchMock.mock.calls[0]?.[0]).toBe(formEndpoints.contentRequest)
  return (JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as SubmissionEnvelope).values
}

const person = {
  firstName: 'Claire',
  lastName: 'Martin',
  email: 'claire@chu-valbonne.fr',
  company: 'CHU de Valbonne',
  jobTitle: 'Responsable du support',
}

describe('RequestDialog', () => {
  it('sends the calculator’s estimate as a hidden field, with its page as the resource', async () => {
    const estimate = 'demandes=1200&part=35&minutes=7.5&cout=32.5'
    const values = await send({id: 'savingsCalculatorPage', title: 'Calculez vos économies', estimate})
    expect(values).toEqual({...person, resource: 'savingsCalculatorPage', estimate})
    expect(screen.getByRole('dialog', {name: 'Recevoir cette estimation'})).toHaveTextContent(
      '« Calculez vos économies » : laissez-nous vos coordonnées, nous vous l’envoyons par e-mail.',
    )
    expect(screen.queryByLabelText(/^Estimation/)).not.toBeInTheDocument()
  })

  it('sends no estimate for a white paper', async () => {
    const values = await send({id: 'whitePaper-rgpd', title: 'RGPD'})
    expect(values).toEqual({...person, resource: 'whitePaper-rgpd', estimate: ''})
  })
})
