import {act, fireEvent, render, screen, waitFor} from '@testing-library/react'
import {renderToStaticMarkup} from 'react-dom/server'

import type {FormKind} from './definitions'
import {LazyLeadForm} from './LazyLeadForm'
import {LeadForm} from './LeadForm'
import {SENDING_LABEL} from './LeadFormView'
import {MIN_FILL_TIME_MS} from './submission'

let clock = 1_760_000_000_000
let fetchMock: jest.Mock

beforeEach(() => {
  clock = 1_760_000_000_000
  jest.spyOn(Date, 'now').mockImplementation(() => clock)
  fetchMock = jest.fn().mockResolvedValue({status: 201, json: async () => ({id: 'lead-1'})})
  global.fetch = fetchMock
})
afterEach(() => jest.restoreAllMocks())

const props = {id: 'formulaire', submitLabel: 'Envoyer', purpose: 'Pour vous répondre.', onCreated: jest.fn()}

describe('LazyLeadForm', () => {
  it.each<FormKind>(['contact', 'demo', 'contentRequest'])(
    'renders on the server exactly the markup of the %s form',
    (kind) => {
      expect(renderToStaticMarkup(<LazyLeadForm kind={kind} {...props} />)).toBe(
        renderToStaticMarkup(<LeadForm kind={kind} {...props} />),
      )
    },
  )

  it('hands what was typed, the focus and a submission over to the form once its logic has loaded', async () => {
    render(<LazyLeadForm kind="contact" {...props} />)
    // Before the logic has loaded (the dynamic import resolves after this synchronous block).
    const firstName = screen.getByLabelText('Prénom *') as HTMLInputElement
    firstName.value = 'Claire'
    const message = screen.getByLabelText('Message *') as HTMLTextAreaElement
    message.value = 'Bonjour'
    message.focus()
    message.setSelectionRange(2, 4)
    fireEvent.submit(firstName.form!)
    expect(screen.getByRole('button', {name: SENDING_LABEL})).toHaveAttribute('aria-disabled', 'true')

    // The form takes over and runs the submission: the missing fields are reported, focus goes to the first.
    expect(await screen.findByText('Un nom est requis.')).toBeInTheDocument()
    expect(screen.getByLabelText('Prénom *')).toHaveValue('Claire')
    expect(screen.getByLabelText('Message *')).toHaveValue('Bonjour')
    expect(screen.getByLabelText('Nom *')).toHaveFocus()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('keeps the focus and the caret of the field being typed in', async () => {
    render(<LazyLeadForm kind="contact" {...props} />)
    const message = screen.getByLabelText('Message *') as HTMLTextAreaElement
    message.value = 'Bonjour'
    message.focus()
    message.setSelectionRange(3, 3)
    await act(async () => undefined)
    await waitFor(() => expect(screen.getByLabelText('Message *')).not.toBe(message))
    const successor = screen.getByLabelText('Message *') as HTMLTextAreaElement
    expect(successor).toHaveFocus()
    expect([successor.selectionStart, successor.selectionEnd]).toEqual([3, 3])
  })

  it('sends a complete submission made before the logic loaded, with the first rendering’s start time', async () => {
    const onCreated = jest.fn()
    render(<LazyLeadForm kind="contact" {...props} onCreated={onCreated} />)
    const started = clock
    const fill = (label: string, value: string) => {
      ;(screen.getByLabelText(label) as HTMLInputElement).value = value
    }
    fill('Prénom *', 'Claire')
    fill('Nom *', 'Martin')
    fill('Adresse mail professionnelle *', 'claire@chu-valbonne.fr')
    fill('Message *', 'Bonjour')
    clock += MIN_FILL_TIME_MS + 1
    fireEvent.submit(screen.getByRole('button', {name: 'Envoyer'}).closest('form')!)
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({
      values: {
        firstName: 'Claire',
        lastName: 'Martin',
        email: 'claire@chu-valbonne.fr',
        phoneNumber: '',
        message: 'Bonjour',
      },
      startedAt: started,
    })
  })
})
