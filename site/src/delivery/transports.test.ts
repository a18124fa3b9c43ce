/** @jest-environment node */
import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'

import {createBrevoTransport} from './brevo'
import {type BrevoStub, startBrevoStub} from './brevoStub'
import {createMailFileTransport, deleteMailFiles} from './mailFiles'
import {DeliveryError, type MailMessage, type OutboxItem} from './types'

const mail: MailMessage = {
  from: {email: 'contact@parlia.fr', name: 'Parlia'},
  to: {email: 'elodie.martin@chu-valbonne.fr', name: 'Élodie Martin'},
  subject: 'Votre livre blanc « Chatbot et RGPD : le guide pratique »',
  text: 'Bonjour Élodie,\n\nVous le trouverez en pièce jointe de ce message.',
  html: '<p>Bonjour Élodie,</p>',
  attachment: {filename: 'chatbot-et-rgpd.pdf', contentPath: 'files/guide.pdf'},
}

const LEAD = '7d5b3f9e-0000-4000-8000-000000000001'
const item = (message: OutboxItem['message'], id = '4c1f8a62-0000-4000-8000-00000000000a'): OutboxItem => ({id, leadId: LEAD, message, attempts: 1})

let contentDir: string
let mailDir: string

beforeAll(() => {
  contentDir = mkdtempSync(path.join(tmpdir(), 'parlia-content-'))
  mkdirSync(path.join(contentDir, 'files'))
  writeFileSync(path.join(contentDir, 'files', 'guide.pdf'), '%PDF-1.4 guide')
  mailDir = mkdtempSync(path.join(tmpdir(), 'parlia-mail-'))
})
afterAll(() => {
  rmSync(contentDir, {recursive: true, force: true})
  rmSync(mailDir, {recursive: true, force: true})
})

describe('the Brevo transport', () => {
  let stub: BrevoStub
  beforeEach(async () => {
    stub = await startBrevoStub('secret')
  })
  afterEach(() => stub.close())

  const transport = (timeoutMs = 10_000) => createBrevoTransport({apiKey: 'secret', apiUrl: stub.url, listId: 7}, contentDir, {timeoutMs})

  it('creates or updates the contact, with its attributes, in the list', async () => {
    const contact = item({kind: 'contact', email: 'elodie.martin@chu-valbonne.fr', attributes: {FIRSTNAME: 'Élodie'}})
    await transport().deliver(contact)
    await transport().deliver(contact)
    expect(stub.contacts.get('elodie.martin@chu-valbonne.fr')).toEqual({
      body: {email: 'elodie.martin@chu-valbonne.fr', attributes: {FIRSTNAME: 'Élodie'}, listIds: [7], updateEnabled: true},
      upserts: 2,
    })
  })

  it('sends an e-mail once per outbox row, its attachment encoded, however often it is repeated', async () => {
    await transport().deliver(item({kind: 'resource', mail}))
    await transport().deliver(item({kind: 'resource', mail}))
    expect(stub.emails.size).toBe(1)
    expect(stub.duplicateEmails).toBe(1)
    expect(stub.emails.get('4c1f8a62-0000-4000-8000-00000000000a')).toEqual({
      sender: {email: 'contact@parlia.fr', name: 'Parlia'},
      to: [{email: 'elodie.martin@chu-valbonne.fr', name: 'Élodie Martin'}],
      subject: mail.subject,
      htmlContent: mail.html,
      textContent: mail.text,
      attachment: [{name: 'chatbot-et-rgpd.pdf', content: Buffer.from('%PDF-1.4 guide').toString('base64')}],
      headers: {idempotencyKey: '4c1f8a62-0000-4000-8000-00000000000a'},
      tags: ['site-parlia', 'resource'],
    })
  })

  it('retries server errors and time-outs, not refusals', async () => {
    const contact = item({kind: 'contact', email: 'a@entreprise.fr', attributes: {}})
    stub.mode = 'failing'
    await expect(transport().deliver(contact)).rejects.toEqual(expect.objectContaining({permanent: false, message: expect.stringContaining('500')}))
    stub.mode = 'hanging'
    await expect(transport(200).deliver(contact)).rejects.toEqual(expect.objectContaining({permanent: false}))
    stub.mode = 'up'
    const wrongKey = createBrevoTransport({apiKey: 'wrong', apiUrl: stub.url, listId: null}, contentDir)
    const refusal = await wrongKey.deliver(contact).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(DeliveryError)
    expect(refusal).toEqual(expect.objectContaining({permanent: true, message: expect.stringContaining('401')}))
  })

  it('reports an unreachable Brevo as a failure to retry', async () => {
    const closed = createBrevoTransport({apiKey: 'secret', apiUrl: 'http://127.0.0.1:9/v3', listId: null}, contentDir)
    await expect(closed.deliver(item({kind: 'contact', email: 'a@entreprise.fr', attributes: {}}))).rejects.toEqual(
      expect.objectContaining({permanent: false, message: expect.stringContaining('unreachable')}),
    )
  })
})

/** Decodes a quoted-printable body, as a mail client does. */
const quotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

describe('the e-mail files written without Brevo', () => {
  it('writes a standard MIME message with accents and the attachment, named by its lead', async () => {
    const log = jest.spyOn(console, 'info').mockImplementation(() => {})
    await createMailFileTransport(mailDir, contentDir).deliver(item({kind: 'resource', mail}))
    const file = path.join(mailDir, `${LEAD}-resource.eml`)
    const eml = readFileSync(file, 'utf8')
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m)
    expect(eml).toContain('From: Parlia <contact@parlia.fr>')
    expect(eml).toMatch(/^To: =\?UTF-8\?Q\?=C3=89lodie_Martin\?= <elodie\.martin@chu-valbonne\.fr>$/m)
    expect(eml).toContain('Content-Type: text/plain; charset=utf-8')
    expect(quotedPrintable(eml)).toContain('Bonjour Élodie,')
    expect(eml).toContain('filename=chatbot-et-rgpd.pdf')
    expect(eml).toContain(Buffer.from('%PDF-1.4 guide').toString('base64'))
    expect(log).toHaveBeenCalledWith(expect.stringContaining(file))
    log.mockRestore()
  })

  it('only logs a contact, which has no e-mail', async () => {
    const log = jest.spyOn(console, 'info').mockImplementation(() => {})
    await createMailFileTransport(mailDir, contentDir).deliver(item({kind: 'contact', email: 'a@entreprise.fr', attributes: {}}))
    expect(readdirSync(mailDir).filter((name) => name.includes('contact'))).toEqual([])
    expect(log).toHaveBeenCalledWith(expect.stringContaining('not synchronised'))
    log.mockRestore()
  })

  it('deletes the files of erased leads only', async () => {
    writeFileSync(path.join(mailDir, `${LEAD}-notification.eml`), 'x')
    writeFileSync(path.join(mailDir, '11111111-0000-4000-8000-000000000000-notification.eml'), 'x')
    expect(await deleteMailFiles(mailDir, [LEAD])).toBe(2)
    expect(readdirSync(mailDir)).toEqual(['11111111-0000-4000-8000-000000000000-notification.eml'])
  })
})
