import {SAVINGS_INPUT_NAMES, type SavingsInput} from '@parlia/schemas/constants/savingsCalculator'
import {routes} from '@parlia/schemas/routes'
import escapeHtml from 'escape-html'

import {
  fieldText,
  type Savings,
  type SavingsInputs,
  savingsFormula,
  savingsInputsOfQuery,
  savingsOf,
  savingsQuery,
  savingsResults,
} from '../../features/savingsCalculator/estimate'
import {type FormKind, formDefinitions} from '../forms/definitions'
import type {Mailbox, MailMessage, OutboxMessage} from './types'

/**
 * What a content request names, as the content holds it: a white paper or a webinar, or the savings calculator,
 * whose estimate the request carries in its `estimate` value.
 */
export type RequestedResource =
  | {
      type: 'whitePaper' | 'webinar'
      title: string
      slug: string
      /** A webinar's replay link. */
      replayUrl?: string | null
      /** A white paper's file: a public URL (Sanity's CDN), or only a path in the bundled content folder. */
      file?: {url?: string | null; path?: string | null; extension?: string | null} | null
    }
  | {type: 'savingsEstimate'; title: string}

/** A white paper or a webinar: a resource the e-mail carries as a file or a link. */
type ContentResource = Extract<RequestedResource, {type: 'whitePaper' | 'webinar'}>

export interface MailSettings {
  brandName: string
  /** Who hears about leads (site settings' sales address). */
  salesEmail: string | null
  /** Sender of the e-mails: MAIL_FROM, else the contact address of site settings. */
  senderEmail: string | null
  /** The site's origin, without a final slash, for the links to its pages (an estimate's); without it, none. */
  siteUrl?: string
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
  savingsEstimate: 'estimation d’économies',
}

/** A savings request's estimate: its four figures, what they save, and the link that opens the calculator on them. */
interface Estimate {
  inputs: SavingsInputs
  savings: Savings
  link: string | null
}

/** The estimate a savings request carries (its stored, normalised query read back), or null for any other lead. */
function estimateOf(lead: LeadForDelivery, siteUrl: string | undefined): Estimate | null {
  if (lead.resource?.type !== 'savingsEstimate') return null
  const inputs = savingsInputsOfQuery(lead.values.estimate ?? '')
  if (!inputs) return null
  return {
    inputs,
    savings: savingsOf(inputs),
    link: siteUrl ? `${siteUrl}${routes.savingsCalculator}?${savingsQuery(inputs)}` : null,
  }
}

/** The labels of the four figures, and the unit each is written with. */
const ESTIMATE_FIGURES: Record<SavingsInput, {label: string; unit: string}> = {
  requestsPerMonth: {label: 'Demandes par mois', unit: ''},
  answerShare: {label: 'Part traitée par l’assistant', unit: '\u00a0%'},
  minutesPerRequest: {label: 'Temps par demande', unit: '\u00a0min'},
  hourlyCost: {label: 'Coût horaire', unit: '\u00a0€'},
}

interface Row {
  label: string
  value: string
}

/** The figures the visitor typed, labelled (« Demandes par mois : 2 000 »). */
const figureRows = ({inputs}: Estimate): Row[] =>
  SAVINGS_INPUT_NAMES.map((name) => ({
    label: ESTIMATE_FIGURES[name].label,
    value: `${fieldText(name, inputs[name])}${ESTIMATE_FIGURES[name].unit}`,
  }))

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
function resourceLink(resource: ContentResource): string | null {
  return resource.type === 'webinar' ? resource.replayUrl || null : resource.file?.url || null
}

/** A white paper's bundled file, attached when it has no public URL. */
function resourceAttachment(resource: ContentResource): MailMessage['attachment'] {
  if (resource.type !== 'whitePaper' || resource.file?.url || !resource.file?.path) return undefined
  return {filename: `${resource.slug}.${resource.file.extension || 'pdf'}`, contentPath: resource.file.path}
}

const canDeliverResource = (resource: ContentResource) =>
  Boolean(resourceLink(resource) || resourceAttachment(resource))

/**
 * What the sales team's notification says of the request: its subject, its rows after the form's fields, and what
 * is left to do by hand.
 */
interface RequestSummary {
  subject: string
  rows: Row[]
  missing: string | null
}

/** `who`: the visitor's name, and their organisation in brackets when they gave one. */
function requestSummary(lead: LeadForDelivery, estimate: Estimate | null, who: string): RequestSummary {
  const {form, resource} = lead
  if (resource?.type === 'savingsEstimate') {
    return {
      subject: `Demande d’${RESOURCE_NAMES.savingsEstimate} : ${who}`,
      rows: estimate
        ? [
            ...figureRows(estimate),
            ...savingsResults(estimate.savings),
            ...(estimate.link ? [{label: 'Lien de l’estimation', value: estimate.link}] : []),
          ]
        : [],
      // The pipeline stores only an estimate that reads back: this speaks of a lead stored otherwise.
      missing: estimate
        ? null
        : 'L’estimation reçue est illisible : elle n’a pas été envoyée, recontactez la personne.',
    }
  }
  if (!resource) return {subject: `${FORM_NAMES[form]} : ${who}`, rows: [], missing: null}
  return {
    subject:
      form === 'contentRequest'
        ? `Demande de ${RESOURCE_NAMES[resource.type]} « ${resource.title} » : ${who}`
        : `${FORM_NAMES[form]} : ${who}`,
    rows: [{label: 'Ressource demandée', value: `${resource.title} (${RESOURCE_NAMES[resource.type]})`}],
    missing: canDeliverResource(resource)
      ? null
      : 'Ce contenu n’a ni fichier ni lien dans le site : il n’a pas été envoyé, envoyez-le à la main.',
  }
}

function notification(
  lead: LeadForDelivery,
  from: Mailbox,
  salesEmail: string,
  estimate: Estimate | null,
): MailMessage {
  const {form, values} = lead
  const name = fullName(values)
  const company = values.company ? ` (${values.company})` : ''
  const {subject, rows: requested, missing} = requestSummary(lead, estimate, `${name}${company}`)
  const rows = [
    ...formDefinitions[form].fields
      // The estimate's query is no reading for people: its figures and results are among the request's rows.
      .filter((field) => field.name !== 'resource' && field.name !== 'estimate' && values[field.name])
      .map((field) => ({label: field.label, value: displayValue(form, field.name, values[field.name]!)})),
    ...requested,
  ]
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

function resourceMail(lead: LeadForDelivery, resource: ContentResource, from: Mailbox, brandName: string): MailMessage {
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

/**
 * The estimate sent to the visitor who asked for it: their four figures, what they save per month and per year, the
 * formula with their figures, and the link that opens the calculator on them again.
 */
function estimateMail(lead: LeadForDelivery, estimate: Estimate, from: Mailbox, brandName: string): MailMessage {
  const {values} = lead
  const greeting = `Bonjour ${values.firstName},`
  const intro = 'Voici l’estimation que vous avez faite avec notre calculateur d’économies.'
  const figuresTitle = 'Vos chiffres :'
  const figures = figureRows(estimate)
  const resultsTitle = 'Ce que l’assistant vous ferait gagner :'
  const results = savingsResults(estimate.savings)
  const formulaTitle = 'Le calcul :'
  const formula = savingsFormula(estimate.inputs, estimate.savings)
  const access = 'Retrouvez cette estimation, et ajustez-la, à cette adresse :'
  const {link} = estimate
  const closing = `À bientôt,\nL’équipe ${brandName}`
  const footer = `Vous recevez ce message parce que vous avez demandé cette estimation sur le site de ${brandName}.`
  const lines = (rows: Row[]) => rows.map((row) => `${row.label} : ${row.value}`)
  const list = (rows: Row[]) =>
    `<ul>${rows.map((row) => `<li>${escapeHtml(row.label)} : <strong>${escapeHtml(row.value)}</strong></li>`).join('')}</ul>`
  return {
    from,
    to: {email: values.email!, name: fullName(values) || undefined},
    subject: `Votre ${RESOURCE_NAMES.savingsEstimate} avec ${brandName}`,
    text: [
      greeting,
      '',
      intro,
      '',
      figuresTitle,
      ...lines(figures),
      '',
      resultsTitle,
      ...lines(results),
      '',
      formulaTitle,
      ...formula,
      '',
      ...(link ? [access, link, ''] : []),
      closing,
      '',
      footer,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${escapeHtml(figuresTitle)}</p>`,
      list(figures),
      `<p>${escapeHtml(resultsTitle)}</p>`,
      list(results),
      `<p>${escapeHtml(formulaTitle)}<br>${formula.map((line) => escapeHtml(line)).join('<br>')}</p>`,
      link ? `<p>${escapeHtml(access)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : '',
      `<p>${escapeHtml(closing).replace('\n', '<br>')}</p>`,
      `<p><small>${escapeHtml(footer)}</small></p>`,
    ]
      .filter(Boolean)
      .join('\n'),
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
 * e-mail carrying the white paper, replay or savings estimate, and the copy of their message a visitor asked for.
 * Built when the lead is stored, so a retry days later sends exactly what the visitor asked for. An e-mail without
 * an address to send it from or to is left out.
 */
export function buildOutboxMessages(lead: LeadForDelivery, settings: MailSettings): OutboxMessage[] {
  const messages: OutboxMessage[] = [{kind: 'contact', email: lead.values.email!, attributes: contactAttributes(lead)}]
  if (!settings.senderEmail) return messages
  const from = {email: settings.senderEmail, name: settings.brandName}
  const estimate = estimateOf(lead, settings.siteUrl)
  if (settings.salesEmail) {
    messages.push({kind: 'notification', mail: notification(lead, from, settings.salesEmail, estimate)})
  }
  if (estimate) {
    messages.push({kind: 'resource', mail: estimateMail(lead, estimate, from, settings.brandName)})
  } else if (lead.resource && lead.resource.type !== 'savingsEstimate' && canDeliverResource(lead.resource)) {
    messages.push({kind: 'resource', mail: resourceMail(lead, lead.resource, from, settings.brandName)})
  }
  if (lead.sendCopy && lead.values.message)
    messages.push({kind: 'copy', mail: copyMail(lead, from, settings.brandName)})
  return messages
}
