import escapeHtml from 'escape-html'

import {type FormKind, formDefinitions} from '../forms/definitions'
import type {Mailbox, MailMessage, OutboxMessage} from './types'

/** The white paper or webinar a content request names, as the content holds it. */
export interface RequestedResource {
  type: 'whitePaper' | 'webinar'
  title: string
  slug: string
  /** A webinar's replay link. */
  replayUrl?: string | null
  /** A white paper's file: a public URL (Sanity's CDN), or only a path in the bundled content folder. */
  file?: {url?: string | null; path?: string | null; extension?: string | null} | null
}

export interface MailSettings {
  brandName: string
  /** Who hears about leads (site settings' sales address). */
  salesEmail: string | null
  /** Sender of the e-mails: MAIL_FROM, else the contact address of site settings. */
  senderEmail: string | null
}

export interface LeadForDelivery {
  form: FormKind
  values: Record<string, string>
  resource: RequestedResource | null
  /** The visitor asked for a copy of their message by e-mail. */
  sendCopy?: boolean
}

const FORM_NAMES: Record<FormKind, string> = {
  contact: 'Formulaire de contact',
  demo: 'Demande de démo',
  contentRequest: 'Demande de contenu',
}

const RESOURCE_NAMES: Record<RequestedResource['type'], string> = {
  whitePaper: 'livre blanc',
  webinar: 'replay de webinar',
}

const fullName = (values: Record<string, string>) => [values.firstName, values.lastName].filter(Boolean).join(' ')

/** A select's value as its option's label (« Établissement de santé » rather than its slug). */
function displayValue(form: FormKind, name: string, value: string): string {
  const field = formDefinitions[form].fields.find((candidate) => candidate.name === name)
  return field?.options?.find((option) => option.value === value)?.label ?? value
}

/** The contact's attributes in Brevo: its default FIRSTNAME and LASTNAME, and attributes of ours. */
export function contactAttributes(lead: LeadForDelivery): Record<string, string> {
  const {form, values} = lead
  const attributes: Record<string, string | undefined> = {
    FIRSTNAME: values.firstName,
    LASTNAME: values.lastName,
    COMPANY: values.company,
    JOB_TITLE: values.jobTitle,
    SECTOR: values.organisationType ? displayValue(form, 'organisationType', values.organisationType) : undefined,
    HEADCOUNT: values.headcount,
    LEAD_SOURCE: FORM_NAMES[form],
  }
  return Object.fromEntries(Object.entries(attributes).filter((entry): entry is [string, string] => Boolean(entry[1])))
}

/** The link the visitor receives, or null when the content has none (the file goes as an attachment). */
function resourceLink(resource: RequestedResource): string | null {
  return resource.type === 'webinar' ? resource.replayUrl || null : resource.file?.url || null
}

/** A white paper's bundled file, attached when it has no public URL. */
function resourceAttachment(resource: RequestedResource): MailMessage['attachment'] {
  if (resource.type !== 'whitePaper' || resource.file?.url || !resource.file?.path) return undefined
  return {filename: `${resource.slug}.${resource.file.extension || 'pdf'}`, contentPath: resource.file.path}
}

const canDeliverResource = (resource: RequestedResource) =>
  Boolean(resourceLink(resource) || resourceAttachment(resource))

function notification(lead: LeadForDelivery, from: Mailbox, salesEmail: string): MailMessage {
  const {form, values, resource} = lead
  const name = fullName(values)
  const company = values.company ? ` (${values.company})` : ''
  const subject =
    form === 'contentRequest' && resource
      ? `Demande de ${RESOURCE_NAMES[resource.type]} « ${resource.title} » : ${name}${company}`
      : `${FORM_NAMES[form]} : ${name}${company}`
  const rows = formDefinitions[form].fields
    .filter((field) => field.name !== 'resource' && values[field.name])
    .map((field) => ({label: field.label, value: displayValue(form, field.name, values[field.name]!)}))
  if (resource) rows.push({label: 'Ressource demandée', value: `${resource.title} (${RESOURCE_NAMES[resource.type]})`})
  const missing =
    resource && !canDeliverResource(resource)
      ? 'Ce contenu n’a ni fichier ni lien dans le site : il n’a pas été envoyé, envoyez-le à la main.'
      : null
  const intro = `Nouvelle demande reçue par le site (${FORM_NAMES[form].toLowerCase()}).`
  const outro = 'Répondez à ce message pour écrire directement à la personne.'
  return {
    from,
    to: {email: salesEmail},
    replyTo: {email: values.email!, name: name || undefined},
    subject,
    text: [
      intro,
      '',
      ...rows.map((row) => `${row.label} : ${row.value}`),
      '',
      ...(missing ? [missing, ''] : []),
      outro,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      '<table cellpadding="4">',
      ...rows.map(
        (row) =>
          `<tr><th align="left" valign="top">${escapeHtml(row.label)}</th><td style="white-space: pre-wrap">${escapeHtml(row.value)}</td></tr>`,
      ),
      '</table>',
      missing ? `<p><strong>${escapeHtml(missing)}</strong></p>` : '',
      `<p>${escapeHtml(outro)}</p>`,
    ].join('\n'),
  }
}

function resourceMail(
  lead: LeadForDelivery,
  resource: RequestedResource,
  from: Mailbox,
  brandName: string,
): MailMessage {
  const {values} = lead
  const link = resourceLink(resource)
  const attachment = resourceAttachment(resource)
  const kind = RESOURCE_NAMES[resource.type]
  const subject =
    resource.type === 'webinar'
      ? `Le replay du webinar « ${resource.title} »`
      : `Votre livre blanc « ${resource.title} »`
  const greeting = `Bonjour ${values.firstName},`
  const thanks = `Merci de votre intérêt pour notre ${kind} « ${resource.title} ».`
  const access = link
    ? resource.type === 'webinar'
      ? 'Regardez le replay à cette adresse :'
      : 'Téléchargez-le à cette adresse :'
    : 'Vous le trouverez en pièce jointe de ce message.'
  const closing = `${resource.type === 'webinar' ? 'Bon visionnage' : 'Bonne lecture'}, et à bientôt,\nL’équipe ${brandName}`
  const footer = `Vous recevez ce message parce que vous avez demandé ce contenu sur le site de ${brandName}.`
  return {
    from,
    to: {email: values.email!, name: fullName(values) || undefined},
    subject,
    text: [greeting, '', thanks, access, ...(link ? [link] : []), '', closing, '', footer].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(thanks)} ${escapeHtml(access)}${link ? ` <a href="${escapeHtml(link)}">${escapeHtml(link)}</a>` : ''}</p>`,
      `<p>${escapeHtml(closing).replace('\n', '<br>')}</p>`,
      `<p><small>${escapeHtml(footer)}</small></p>`,
    ].join('\n'),
    attachment,
  }
}

/** The visitor's own message sent back to them, as they asked, with nothing else of ours in it. */
function copyMail(lead: LeadForDelivery, from: Mailbox, brandName: string): MailMessage {
  const {values} = lead
  const greeting = `Bonjour ${values.firstName},`
  const intro = `Voici la copie de votre message à l’équipe ${brandName}, comme vous l’avez demandé :`
  const closing = `Nous vous répondons au plus vite.\nL’équipe ${brandName}`
  const footer = `Vous recevez ce message parce que vous en avez demandé la copie sur le site de ${brandName}. Si ce n’est pas vous, ignorez-le.`
  return {
    from,
    to: {email: values.email!, name: fullName(values) || undefined},
    subject: `Copie de votre message à ${brandName}`,
    text: [greeting, '', intro, '', values.message!, '', closing, '', footer].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<blockquote style="white-space: pre-wrap">${escapeHtml(values.message!)}</blockquote>`,
      `<p>${escapeHtml(closing).replace('\n', '<br>')}</p>`,
      `<p><small>${escapeHtml(footer)}</small></p>`,
    ].join('\n'),
  }
}

/**
 * What to deliver for a lead: the Brevo contact, the sales team's notification, for a content request the
 * e-mail carrying the white paper or replay, and the copy of their message a visitor asked for. Built when the
 * lead is stored, so a retry days later sends exactly what the visitor asked for. An e-mail without an address
 * to send it from or to is left out.
 */
export function buildOutboxMessages(lead: LeadForDelivery, settings: MailSettings): OutboxMessage[] {
  const messages: OutboxMessage[] = [{kind: 'contact', email: lead.values.email!, attributes: contactAttributes(lead)}]
  if (!settings.senderEmail) return messages
  const from = {email: settings.senderEmail, name: settings.brandName}
  if (settings.salesEmail) messages.push({kind: 'notification', mail: notification(lead, from, settings.salesEmail)})
  if (lead.resource && canDeliverResource(lead.resource)) {
    messages.push({kind: 'resource', mail: resourceMail(lead, lead.resource, from, settings.brandName)})
  }
  if (lead.sendCopy && lead.values.message)
    messages.push({kind: 'copy', mail: copyMail(lead, from, settings.brandName)})
  return messages
}
