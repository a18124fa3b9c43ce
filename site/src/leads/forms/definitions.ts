import {SECTORS} from '@parlia/schemas/constants/sectors'
import type {formEndpoints} from '@parlia/schemas/routes'

/** The forms of the site; the keys of `formEndpoints` name them everywhere. */
export type FormKind = keyof typeof formEndpoints

/** A rule of the generic field contract (spec section 5): `required` or a `pattern`, and its message. */
export interface FieldRule {
  required?: boolean
  pattern?: RegExp
  message: string
}

export interface FieldDefinition {
  name: string
  label: string
  control: 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'hidden'
  autoComplete?: string
  options?: readonly {value: string; label: string}[]
  maxLength: number
  rules: readonly FieldRule[]
}

export interface FormDefinition {
  kind: FormKind
  fields: readonly FieldDefinition[]
}

/**
 * Free webmail domains: a professional address must not end with one of them. One list, read by the
 * e-mail rule below (browser and server alike).
 */
export const FREE_WEBMAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.fr',
  'ymail.com',
  'hotmail.com',
  'hotmail.fr',
  'outlook.com',
  'outlook.fr',
  'live.com',
  'live.fr',
  'msn.com',
  'aol.com',
  'aol.fr',
  'laposte.net',
  'orange.fr',
  'wanadoo.fr',
  'free.fr',
  'sfr.fr',
  'neuf.fr',
  'bbox.fr',
  'numericable.fr',
  'icloud.com',
  'me.com',
  'mac.com',
  'gmx.com',
  'gmx.fr',
  'gmx.de',
  'gmx.net',
  'protonmail.com',
  'protonmail.ch',
  'proton.me',
  'pm.me',
  'yandex.com',
  'yandex.ru',
  'mail.com',
  'mail.ru',
  'zoho.com',
  'tutanota.com',
] as const

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Matches any value that does not end with `@` and a free webmail domain (case-insensitive). */
const PROFESSIONAL_EMAIL = new RegExp(`^(?!.*@(?:${FREE_WEBMAIL_DOMAINS.map(escapeRegExp).join('|')})$)`, 'i')

/** A mailbox, `@`, and a host name with a top-level domain of two letters or more. */
const EMAIL_FORMAT =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/

/** A French number (0X XX XX XX XX, separators allowed) or an international one (+ or 00, 7 to 15 digits). */
const PHONE_NUMBER = /^(?:0[1-9](?:[\s.-]?\d{2}){4}|(?:\+|00)[1-9](?:[\s.()-]{0,2}\d){6,14})$/

/** Ids of the documents a content request may name: a white paper or a webinar. */
const RESOURCE_ID = /^(?:whitePaper|webinar)-[A-Za-z0-9_-]{1,96}$/

/** Builds a pattern accepting exactly the values of a select's options. */
const oneOf = (options: readonly {value: string}[]) =>
  new RegExp(`^(?:${options.map((option) => escapeRegExp(option.value)).join('|')})$`)

const NAME_MAX_LENGTH = 100
/** RFC 5321's limit on a forward path. */
const EMAIL_MAX_LENGTH = 254

const firstName: FieldDefinition = {
  name: 'firstName',
  label: 'Prénom',
  control: 'text',
  autoComplete: 'given-name',
  maxLength: NAME_MAX_LENGTH,
  rules: [{required: true, message: 'Un prénom est requis.'}],
}

const lastName: FieldDefinition = {
  name: 'lastName',
  label: 'Nom',
  control: 'text',
  autoComplete: 'family-name',
  maxLength: NAME_MAX_LENGTH,
  rules: [{required: true, message: 'Un nom est requis.'}],
}

const email: FieldDefinition = {
  name: 'email',
  label: 'Adresse mail professionnelle',
  control: 'email',
  autoComplete: 'email',
  maxLength: EMAIL_MAX_LENGTH,
  rules: [
    {required: true, message: 'Une adresse mail professionnelle requise.'},
    {pattern: EMAIL_FORMAT, message: 'Saisissez une adresse mail valide, par exemple prenom.nom@entreprise.fr.'},
    {
      pattern: PROFESSIONAL_EMAIL,
      message: 'Saisissez votre adresse mail professionnelle : les messageries personnelles ne sont pas acceptées.',
    },
  ],
}

const phoneNumber: FieldDefinition = {
  name: 'phoneNumber',
  label: 'Téléphone',
  control: 'tel',
  autoComplete: 'tel',
  maxLength: 30,
  rules: [
    {
      pattern: PHONE_NUMBER,
      message: 'Saisissez un numéro de téléphone valide, par exemple 04 72 00 00 00 ou +33 4 72 00 00 00.',
    },
  ],
}

const message = (required: boolean): FieldDefinition => ({
  name: 'message',
  label: 'Message',
  control: 'textarea',
  maxLength: 5000,
  rules: required ? [{required: true, message: 'Un message est requis.'}] : [],
})

const company: FieldDefinition = {
  name: 'company',
  label: 'Entreprise ou organisation',
  control: 'text',
  autoComplete: 'organization',
  maxLength: 150,
  rules: [{required: true, message: 'Le nom de votre organisation est requis.'}],
}

const ORGANISATION_TYPES = SECTORS.map((sector) => ({value: sector.slug, label: sector.title}))

const organisationType: FieldDefinition = {
  name: 'organisationType',
  label: 'Type d’organisation',
  control: 'select',
  options: ORGANISATION_TYPES,
  maxLength: 60,
  rules: [
    {required: true, message: 'Un type d’organisation est requis.'},
    {pattern: oneOf(ORGANISATION_TYPES), message: 'Choisissez un type d’organisation dans la liste.'},
  ],
}

/** Headcount ranges of the demo form; the values are what the CRM stores. */
const HEADCOUNT_RANGES = [
  {value: '1-49', label: 'Moins de 50 personnes'},
  {value: '50-249', label: '50 à 249 personnes'},
  {value: '250-999', label: '250 à 999 personnes'},
  {value: '1000-4999', label: '1 000 à 4 999 personnes'},
  {value: '5000+', label: '5 000 personnes ou plus'},
] as const

const headcount: FieldDefinition = {
  name: 'headcount',
  label: 'Effectif',
  control: 'select',
  options: HEADCOUNT_RANGES,
  maxLength: 20,
  rules: [
    {required: true, message: 'Un effectif est requis.'},
    {pattern: oneOf(HEADCOUNT_RANGES), message: 'Choisissez un effectif dans la liste.'},
  ],
}

const jobTitle: FieldDefinition = {
  name: 'jobTitle',
  label: 'Fonction',
  control: 'text',
  autoComplete: 'organization-title',
  maxLength: 150,
  rules: [{required: true, message: 'Une fonction est requise.'}],
}

const resource: FieldDefinition = {
  name: 'resource',
  label: 'Ressource demandée',
  control: 'hidden',
  maxLength: 120,
  rules: [
    {required: true, message: 'Aucune ressource n’est sélectionnée.'},
    {pattern: RESOURCE_ID, message: 'La ressource demandée est inconnue.'},
  ],
}

/** Every form of the site, field by field: the browser renders and validates them, the API validates them. */
export const formDefinitions: Record<FormKind, FormDefinition> = {
  contact: {kind: 'contact', fields: [firstName, lastName, email, phoneNumber, message(true)]},
  demo: {
    kind: 'demo',
    fields: [firstName, lastName, email, phoneNumber, company, organisationType, headcount, message(false)],
  },
  contentRequest: {kind: 'contentRequest', fields: [firstName, lastName, email, company, jobTitle, resource]},
}

/** A field is required when one of its rules is. */
export const isRequired = (field: FieldDefinition) => field.rules.some((rule) => rule.required)
