/** @jest-environment node */
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs'
import {createServer, type AddressInfo} from 'node:net'
import {tmpdir} from 'node:os'
import path from 'node:path'

import {type Brevo, startBrevo} from '@parlia/services/src/brevo'
import {logger} from '../../platform/logging/logger'
import {
  BREVO_KEY_LIFETIME_MS,
  createBrevoTransport,
  eraseFromBrevo,
  eraseSentLog,
  KEY_TRUSTED_FOR_MS,
  outboxTag,
} from './brevo'
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
const ROW = '4c1f8a62-0000-4000-8000-00000000000a'
const item = (message: OutboxItem['message'], overrides: Partial<OutboxItem> = {}): OutboxItem => ({
  id: ROW,
  leadId: LEAD,
  message,
  attempts: 1,
  unconfirmedSince: null,
  ...overrides,
})
const NOW = new Date('2025-03-10T09:00:00Z')
const minutes = (count: number) => new Date(NOW.getTime() + count * 60_000)

let root: string
let contentDir: string
let mailDir: string

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'parlia-transports-'))
  contentDir = path.join(root, 'content')
  mkdirSync(path.join(contentDir, 'files'), {recursive: true})
  writeFileSync(path.join(contentDir, 'files', 'guide.pdf'), '%PDF-1.4 guide')
  // Beside the content folder: what a `../` path from the dataset would reach.
  writeFileSync(path.join(root, 'secret.txt'), 'not for e-mails')
  symlinkSync(path.join(root, 'secret.txt'), path.join(contentDir, 'files', 'link.pdf'))
  mailDir = mkdtempSync(path.join(tmpdir(), 'parlia-mail-'))
})
afterAll(() => {
  rmSync(root, {recursive: true, force: true})
  rmSync(mailDir, {recursive: true, force: true})
})

describe('the Brevo transport', () => {
  let brevo: Brevo
  beforeEach(async () => {
    brevo = await startBrevo({apiKey: 'secret', now: () => NOW})
  })
  afterEach(() => brevo.close())

  const transport = (timeoutMs = 10_000) =>
    createBrevoTransport({apiKey: 'secret', apiUrl: brevo.url, listId: 7}, contentDir, {timeoutMs})

  it('creates or updates the contact, with its attributes, in the list', async () => {
    const contact = item({kind: 'contact', email: 'elodie.martin@chu-valbonne.fr', attributes: {FIRSTNAME: 'Élodie'}})
    await transport().deliver(contact, NOW)
    await transport().deliver(contact, NOW)
    expect(brevo.contacts.get('elodie.martin@chu-valbonne.fr')).toEqual({
      body: {
        email: 'elodie.martin@chu-valbonne.fr',
        attributes: {FIRSTNAME: 'Élodie'},
        listIds: [7],
        updateEnabled: true,
      },
      upserts: 2,
    })
  })

  it('sends an e-mail with its attachment, its row’s id as idempotency key and as a tag', async () => {
    await transport().deliver(item({kind: 'resource', mail}), NOW)
    expect(brevo.sent.map((email) => email.body)).toEqual([
      {
        sender: {email: 'contact@parlia.fr', name: 'Parlia'},
        to: [{email: 'elodie.martin@chu-valbonne.fr', name: 'Élodie Martin'}],
        subject: mail.subject,
        htmlContent: mail.html,
        textContent: mail.text,
        attachment: [{name: 'chatbot-et-rgpd.pdf', content: Buffer.from('%PDF-1.4 guide').toString('base64')}],
        headers: {idempotencyKey: ROW},
        tags: ['site-parlia', 'resource', outboxTag(ROW)],
      },
    ])
  })

  it('answers the message id Brevo gives the e-mail it sends, and none for a contact', async () => {
    expect(await transport().deliver(item({kind: 'resource', mail}), NOW)).toEqual({
      messageId: brevo.sent[0]!.messageId,
    })
    expect(
      await transport().deliver(item({kind: 'contact', email: mail.to.email, attributes: {}}), NOW),
    ).toBeUndefined()
  })

  it('counts as delivered a repeat that Brevo refuses because it remembers the key: the e-mail went out once', async () => {
    await transport().deliver(item({kind: 'resource', mail}), NOW)
    expect(
      await transport().deliver(item({kind: 'resource', mail}, {attempts: 2, unconfirmedSince: NOW}), minutes(2)),
    ).toEqual({})
    expect(brevo.sent).toHaveLength(1)
    expect(brevo.refusedDuplicates).toBe(1)
  })

  it('looks an unconfirmed e-mail up in Brevo’s log once the key may be forgotten, and does not send it again when it is there', async () => {
    const info = jest.spyOn(logger, 'info').mockImplementation(() => {})
    await transport().deliver(item({kind: 'resource', mail}), NOW)
    const later = new Date(NOW.getTime() + BREVO_KEY_LIFETIME_MS + 60_000)
    brevo.now = () => later
    expect(
      await transport().deliver(item({kind: 'resource', mail}, {attempts: 2, unconfirmedSince: NOW}), later),
    ).toEqual({
      messageId: brevo.sent[0]!.messageId,
    })
    expect(brevo.sent).toHaveLength(1)
    expect(brevo.refusedDuplicates).toBe(0)
    const lookups = brevo.requests.filter((request) => request.method === 'GET')
    expect(lookups).toHaveLength(1)
    expect(Object.fromEntries(lookups[0]!.query)).toEqual({
      email: 'elodie.martin@chu-valbonne.fr',
      startDate: '2025-03-09',
      endDate: '2025-03-11',
      limit: '500',
      offset: '0',
      sort: 'desc',
    })
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({event: 'outbox.found_in_log', kind: 'resource'}),
      expect.stringContaining('found in Brevo’s log: not sent again'),
    )
    info.mockRestore()
  })

  it('sends an unconfirmed e-mail that Brevo’s log does not hold, searching month by month however old the first attempt', async () => {
    const since = new Date(NOW.getTime() - 70 * 24 * 60 * 60_000)
    await transport().deliver(item({kind: 'resource', mail}, {attempts: 9, unconfirmedSince: since}), NOW)
    expect(brevo.sent).toHaveLength(1)
    const windows = brevo.requests
      .filter((request) => request.method === 'GET')
      .map((request) => [request.query.get('startDate'), request.query.get('endDate')])
    expect(windows).toEqual([
      ['2024-12-29', '2025-01-25'],
      ['2025-01-26', '2025-02-22'],
      ['2025-02-23', '2025-03-11'],
    ])
  })

  it('trusts the key, without looking, while it is surely remembered', async () => {
    await transport().deliver(
      item({kind: 'resource', mail}, {attempts: 2, unconfirmedSince: NOW}),
      new Date(NOW.getTime() + KEY_TRUSTED_FOR_MS - 1),
    )
    expect(brevo.requests.map((request) => request.method)).toEqual(['POST'])
  })

  it('retries server errors and time-outs as of unknown outcome, and not refusals', async () => {
    const email = item({kind: 'resource', mail})
    brevo.mode = 'failing'
    await expect(transport().deliver(email, NOW)).rejects.toEqual(
      expect.objectContaining({permanent: false, outcomeUnknown: true, message: expect.stringContaining('500')}),
    )
    brevo.mode = 'hanging'
    await expect(transport(200).deliver(email, NOW)).rejects.toEqual(
      expect.objectContaining({permanent: false, outcomeUnknown: true}),
    )
    brevo.mode = 'losing'
    await expect(transport().deliver(email, NOW)).rejects.toEqual(
      expect.objectContaining({permanent: false, outcomeUnknown: true}),
    )
    brevo.mode = 'up'
    const wrongKey = createBrevoTransport({apiKey: 'wrong', apiUrl: brevo.url, listId: null}, contentDir)
    const refusal = await wrongKey.deliver(email, NOW).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(DeliveryError)
    expect(refusal).toEqual(
      expect.objectContaining({permanent: true, outcomeUnknown: false, message: expect.stringContaining('401')}),
    )
  })

  it('reports an unreachable Brevo as a failure to retry, which sent nothing', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const {port: free} = server.address() as AddressInfo
        server.close(() => resolve(free))
      })
    })
    const closed = createBrevoTransport(
      {apiKey: 'secret', apiUrl: `http://127.0.0.1:${port}/v3`, listId: null},
      contentDir,
    )
    await expect(closed.deliver(item({kind: 'resource', mail}), NOW)).rejects.toEqual(
      expect.objectContaining({
        permanent: false,
        outcomeUnknown: false,
        message: expect.stringContaining('unreachable'),
      }),
    )
  })

  it('erases an address in Brevo: its contact, then the log of the e-mails sent to it; nothing there is fine', async () => {
    const config = {apiKey: 'secret', apiUrl: brevo.url, listId: null}
    const other = {...mail, to: {email: 'autre@chu-valbonne.fr'}}
    await transport().deliver(item({kind: 'contact', email: mail.to.email, attributes: {}}), NOW)
    await transport().deliver(item({kind: 'resource', mail}, {id: `${ROW}-1`}), NOW)
    await transport().deliver(item({kind: 'resource', mail: other}, {id: `${ROW}-2`}), NOW)
    expect(await eraseFromBrevo(config, mail.to.email)).toEqual({contact: 'deleted', emailLogs: 'requested'})
    expect(brevo.requests.filter((request) => request.method === 'DELETE').map((request) => request.endpoint)).toEqual([
      '/contacts/elodie.martin%40chu-valbonne.fr',
      '/smtp/log/elodie.martin%40chu-valbonne.fr',
    ])
    expect(brevo.contacts.size).toBe(0)
    expect([...brevo.logs.keys()]).toEqual(['autre@chu-valbonne.fr'])
    expect(await eraseFromBrevo(config, mail.to.email)).toEqual({contact: 'absent', emailLogs: 'absent'})
  })

  it('reports a Brevo that cannot erase by its endpoint, never by the address', async () => {
    brevo.mode = 'failing'
    const failure = await eraseFromBrevo({apiKey: 'secret', apiUrl: brevo.url, listId: null}, mail.to.email).catch(
      (error: Error) => error.message,
    )
    expect(failure).toMatch(/^Brevo DELETE \/contacts answered 500/)
    expect(failure).not.toContain('elodie')
    const unreachable = () => Promise.reject(new TypeError('fetch failed'))
    await expect(
      eraseFromBrevo({apiKey: 'secret', apiUrl: brevo.url, listId: null}, mail.to.email, unreachable),
    ).rejects.toThrow('Brevo DELETE /contacts unreachable: fetch failed')
  })

  it('deletes one e-mail’s log entry by its message id, or without one by the ids its row’s tag finds in the recipient’s log around its dates', async () => {
    const config = {apiKey: 'secret', apiUrl: brevo.url, listId: null}
    const sales = {...mail, to: {email: 'commercial@parlia.fr'}}
    for (const id of [`${ROW}-1`, `${ROW}-2`, `${ROW}-3`])
      await transport().deliver(item({kind: 'notification', mail: sales}, {id}), NOW)
    // A duplicate of the second, sent a day later: both go.
    brevo.now = () => minutes(24 * 60)
    await transport().deliver(item({kind: 'notification', mail: sales}, {id: `${ROW}-2`}), minutes(24 * 60))
    const [first, second, third, duplicate] = brevo.sent
    const log = (rowId: string, messageId: string | null) => ({
      rowId,
      recipient: sales.to.email,
      messageId,
      sentFrom: NOW,
      sentUntil: NOW,
    })
    expect(await eraseSentLog(config, log(`${ROW}-1`, first!.messageId))).toBe('requested')
    expect(brevo.requests.filter((request) => request.method === 'GET')).toEqual([])
    expect(await eraseSentLog(config, log(`${ROW}-2`, null))).toBe('requested')
    expect(brevo.logs.get(sales.to.email)).toEqual([third])
    expect(brevo.requests.filter((request) => request.method === 'DELETE').map((request) => request.endpoint)).toEqual(
      [first, duplicate, second].map((sent) => `/smtp/log/${encodeURIComponent(sent!.messageId)}`),
    )
    expect(brevo.requests.find((request) => request.method === 'GET')?.query.get('email')).toBe('commercial@parlia.fr')
    // Gone already, or never in the log: nothing to delete, which is fine.
    expect(await eraseSentLog(config, log(`${ROW}-1`, first!.messageId))).toBe('absent')
    expect(await eraseSentLog(config, log(`${ROW}-4`, null))).toBe('absent')
    brevo.mode = 'failing'
    await expect(eraseSentLog(config, log(`${ROW}-3`, null))).rejects.toThrow(/^Brevo GET \/smtp\/emails answered 500/)
  })

  it('never reads a file outside the content folder: `../`, absolute paths and links pointing out are refused', async () => {
    const error = jest.spyOn(logger, 'error').mockImplementation(() => {})
    for (const contentPath of [
      '../secret.txt',
      'files/../../secret.txt',
      path.join(root, 'secret.txt'),
      'files/link.pdf',
    ]) {
      const escaping = item({kind: 'resource', mail: {...mail, attachment: {filename: 'x.pdf', contentPath}}})
      await expect(transport().deliver(escaping, NOW)).rejects.toEqual(
        expect.objectContaining({permanent: true, message: expect.stringContaining('outside the content folder')}),
      )
    }
    expect(brevo.requests).toEqual([])
    expect(error).toHaveBeenCalledTimes(4)
    error.mockRestore()
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
    const log = jest.spyOn(logger, 'info').mockImplementation(() => {})
    await createMailFileTransport(mailDir, contentDir).deliver(item({kind: 'resource', mail}), NOW)
    const file = path.join(mailDir, `${LEAD}-resource.eml`)
    const eml = readFileSync(file, 'utf8')
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m)
    expect(eml).toContain('From: Parlia <contact@parlia.fr>')
    expect(eml).toMatch(/^To: =\?UTF-8\?Q\?=C3=89lodie_Martin\?= <elodie\.martin@chu-valbonne\.fr>$/m)
    expect(eml).toContain('Content-Type: text/plain; charset=utf-8')
    expect(quotedPrintable(eml)).toContain('Bonjour Élodie,')
    expect(eml).toContain('filename=chatbot-et-rgpd.pdf')
    expect(eml).toContain(Buffer.from('%PDF-1.4 guide').toString('base64'))
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({event: 'outbox.mail_file', leadId: LEAD, file}),
      expect.any(String),
    )
    log.mockRestore()
  })

  it('only logs a contact, which has no e-mail', async () => {
    const log = jest.spyOn(logger, 'info').mockImplementation(() => {})
    await createMailFileTransport(mailDir, contentDir).deliver(
      item({kind: 'contact', email: 'a@entreprise.fr', attributes: {}}),
      NOW,
    )
    expect(readdirSync(mailDir).filter((name) => name.includes('contact'))).toEqual([])
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({event: 'outbox.contact_skipped'}),
      expect.stringContaining('not synchronised'),
    )
    log.mockRestore()
  })

  it('never attaches a file from outside the content folder', async () => {
    const error = jest.spyOn(logger, 'error').mockImplementation(() => {})
    const escaping = item(
      {kind: 'resource', mail: {...mail, attachment: {filename: 'x.pdf', contentPath: '../secret.txt'}}},
      {leadId: '22222222-0000-4000-8000-000000000000'},
    )
    await expect(createMailFileTransport(mailDir, contentDir).deliver(escaping, NOW)).rejects.toEqual(
      expect.objectContaining({permanent: true}),
    )
    expect(readdirSync(mailDir).filter((name) => name.startsWith('22222222'))).toEqual([])
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({event: 'outbox.attachment_refused'}),
      expect.stringContaining('outside the content folder'),
    )
    error.mockRestore()
  })

  it('deletes the files of erased leads only', async () => {
    writeFileSync(path.join(mailDir, `${LEAD}-notification.eml`), 'x')
    writeFileSync(path.join(mailDir, '11111111-0000-4000-8000-000000000000-notification.eml'), 'x')
    expect(await deleteMailFiles(mailDir, [LEAD])).toBe(2)
    expect(readdirSync(mailDir)).toEqual(['11111111-0000-4000-8000-000000000000-notification.eml'])
  })
})
