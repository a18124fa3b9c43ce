import {readFile} from 'node:fs/promises'
import path from 'node:path'

import {expect} from '@playwright/test'
import {simpleParser} from 'mailparser'

import {services} from './mode'

interface SentEmail {
  body: {to?: {email: string}[]; subject?: string; textContent?: string; attachment?: {name: string; content: string}[]}
}

/** The PDF attached to an e-mail file that nodemailer wrote (base64, as MIME encodes binary parts). */
function pdfAttachment(eml: string): Buffer | null {
  const part = /Content-Type: application\/pdf[^]*?\n\n([A-Za-z0-9+/=\n]+)/.exec(eml)
  return part ? Buffer.from(part[1]!.replace(/\n/g, ''), 'base64') : null
}

/** The white paper Brevo was asked to send to `email`: its attachment, or the file its link points at. */
async function sentByBrevo(adminUrl: string, email: string): Promise<Buffer | null> {
  const {sent} = (await (await fetch(`${adminUrl}/__inspect/sent`)).json()) as {sent: SentEmail[]}
  const mail = sent.find(
    ({body}) => body.to?.some((to) => to.email === email) && body.subject?.startsWith('Votre livre blanc'),
  )
  if (!mail) return null
  const attached = mail.body.attachment?.[0]
  if (attached) return Buffer.from(attached.content, 'base64')
  const link = /https?:\/\/\S+/.exec(mail.body.textContent ?? '')?.[0]
  expect(link, 'the e-mail carries the file or a link to it').toBeTruthy()
  const response = await fetch(link!)
  expect(response.status).toBe(200)
  return Buffer.from(await response.arrayBuffer())
}

/**
 * The white paper a visitor receives for a content request, once the outbox has delivered it: through Brevo in
 * service mode (the stand-in records what it was asked to send), as an .eml file under DATA_DIR/mail otherwise.
 */
export async function deliveredWhitePaper(leadId: string, email: string): Promise<Buffer> {
  let pdf: Buffer | null = null
  await expect
    .poll(
      async () => {
        pdf = services
          ? await sentByBrevo(services.brevo.adminUrl, email)
          : pdfAttachment(
              await readFile(path.join(process.env.DATA_DIR!, 'mail', `${leadId}-resource.eml`), 'utf8').catch(
                () => '',
              ),
            )
        return pdf !== null
      },
      {timeout: 15_000, message: 'the white paper’s e-mail is delivered'},
    )
    .toBe(true)
  return pdf!
}

/** A PDF's pages, counted as its page objects (`/Type /Page`, not the `/Pages` tree nodes). */
export const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0

/**
 * The text of the resource e-mail a visitor receives for a content request whose subject starts with `subject`, once
 * the outbox has delivered it: as Brevo was asked to send it in service mode, else read from its .eml file.
 */
export async function deliveredResourceText(leadId: string, email: string, subject: string): Promise<string> {
  let text: string | null = null
  await expect
    .poll(
      async () => {
        if (services) {
          const {sent} = (await (await fetch(`${services.brevo.adminUrl}/__inspect/sent`)).json()) as {
            sent: SentEmail[]
          }
          const mail = sent.find(
            ({body}) => body.to?.some((to) => to.email === email) && body.subject?.startsWith(subject),
          )
          text = mail?.body.textContent ?? null
        } else {
          const eml = await readFile(path.join(process.env.DATA_DIR!, 'mail', `${leadId}-resource.eml`)).catch(
            () => null,
          )
          const parsed = eml && (await simpleParser(eml))
          text = parsed && parsed.subject?.startsWith(subject) ? (parsed.text ?? null) : null
        }
        return text !== null
      },
      {timeout: 15_000, message: `the e-mail « ${subject}… » is delivered`},
    )
    .toBe(true)
  return text!
}
