import {mkdir, readdir, rm, writeFile} from 'node:fs/promises'
import path from 'node:path'

import nodemailer from 'nodemailer'

import {logger} from '../../platform/logging/logger'
import {contentFile} from './contentFile'
import type {DeliveryTransport, Mailbox} from './types'

const address = ({name, email}: Mailbox) => (name ? {name, address: email} : email)

/** The file an outbox row is written to: named by its lead, so erasing the lead finds its files. */
export const mailFileName = (leadId: string, kind: string) => `${leadId}-${kind}.eml`

/**
 * The transport without Brevo, so that the whole flow works offline: each e-mail becomes a standard .eml
 * file under `dir` (nodemailer builds the MIME message: encoded headers, UTF-8 text and HTML, attachment),
 * which any mail client opens, and a line in the log says where. A contact sync has no e-mail to write and
 * is only logged. Writing the same row again overwrites its file: repeating a delivery is harmless.
 */
export function createMailFileTransport(dir: string, contentDir: string): DeliveryTransport {
  const mailer = nodemailer.createTransport({streamTransport: true, buffer: true, newline: 'unix'})
  return {
    name: 'files',
    async deliver(item) {
      const {message} = item
      if (message.kind === 'contact') {
        logger.info(
          {event: 'outbox.contact_skipped', leadId: item.leadId},
          'Brevo is not configured (BREVO_API_KEY): contact not synchronised',
        )
        return
      }
      const {mail} = message
      const info = await mailer.sendMail({
        from: address(mail.from),
        to: address(mail.to),
        replyTo: mail.replyTo ? address(mail.replyTo) : undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachment
          ? [{filename: mail.attachment.filename, path: await contentFile(contentDir, mail.attachment.contentPath)}]
          : [],
        headers: {'X-Outbox-Id': item.id},
      })
      await mkdir(dir, {recursive: true})
      const file = path.join(/* turbopackIgnore: true */ dir, mailFileName(item.leadId, message.kind))
      await writeFile(file, info.message as Buffer)
      logger.info(
        {event: 'outbox.mail_file', kind: message.kind, leadId: item.leadId, file},
        'Brevo is not configured (BREVO_API_KEY): e-mail written to a file',
      )
    },
  }
}

/** Deletes the e-mail files of these leads (erasure, retention). Answers how many were deleted. */
export async function deleteMailFiles(dir: string, leadIds: readonly string[]): Promise<number> {
  if (leadIds.length === 0) return 0
  const ids = new Set(leadIds)
  const names = await readdir(dir).catch(() => [] as string[])
  const doomed = names.filter((name) => ids.has(name.slice(0, 36)))
  await Promise.all(doomed.map((name) => rm(path.join(/* turbopackIgnore: true */ dir, name), {force: true})))
  return doomed.length
}
