import {SECTORS} from '@parlia/schemas/constants/sectors'
import type {formEndpoints} from '@parlia/schemas/formEndpoints'

/** The forms of the site; the keys of `formEndpoints` name them everywhere. */
export type FormKind = keyof typeof formEndpoints

/** The names of the site's form fields: each has one definition here and one set of rules in ./fieldRules. */
export type FieldName =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phoneNumber'
  | 'message'
  | 'company'
  | 'organisationType'
  | 'headcount'
  | 'jobTitle'
  | 'resource'
  | 'estimate'

/**
 * What a field shows: its label, control and bounds, and whether it is required. Its messages and patterns
 * live in ./fieldRules, which only the validation loads, so they stay out of a form page's first load.
 */
export interface FieldDefinition {
  name: FieldName
  label: string
  control: 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'hidden'
  autoComplete?: string
  options?: readonly {value: string; label: string}[]
  maxLength: number
  required: boolean
}

export interface FormDefinition {
  kind: FormKind
  fields: readonly FieldDefinition[]
}

const NAME_MAX_LENGTH = 100
/** RFC 5321's limit on a forward path. */
const EMAIL_MAX_LENGTH = 254

const firstName: FieldDefinition = {
  name: 'firstName',
  label: 'Prénom',
  control: 'text',
  autoComplete: 'given-name',
  maxLength: NAME_MAX_LENGTH,
  required: true,
}

const lastName: FieldDefinition = {
  name: 'lastName',
  label: 'Nom',
  control: 'text',
  autoComplete: 'family-name',
  maxLength: NAME_MAX_LENGTH,
  required: true,
}

const email: FieldDefinition = {
  name: 'email',
  label: 'Adresse mail professionnelle',
  control: 'email',
  autoComplete: 'email',
  maxLength: EMAIL_MAX_LENGTH,
  required: true,
}

const phoneNumber: FieldDefinition = {
  name: 'phoneNumber',
  label: 'Téléphone',
  control: 'tel',
  autoComplete: 'tel',
  maxLength: 30,
  required: false,
}

const message = (required: boolean): FieldDefinition => ({
  name: 'message',
  label: 'Message',
  control: 'textarea',
  maxLength: 5000,
  required,
})

const company: FieldDefinition = {
  name: 'company',
  label: 'Entreprise ou organisation',
  control: 'text',
  autoComplete: 'organization',
  maxLength: 150,
  required: true,
}

const organisationType: FieldDefinition = {
  name: 'organisationType',
  label: 'Type d’organisation',
  control: 'select',
  options: SECTORS.map((sector) => ({value: sector.slug, label: sector.title})),
  maxLength: 60,
  required: true,
}

const headcount: FieldDefinition = {
  name: 'headcount',
  label: 'Effectif',
  control: 'select',
  // The values are what the CRM stores.
  options: [
    {value: '1-49', label: 'Moins de 50 personnes'},
    {value: '50-249', label: '50 à 249 personnes'},
    {value: '250-999', label: '250 à 999 personnes'},
    {value: '1000-4999', label: '1 000 à 4 999 personnes'},
    {value: '5000+', label: '5 000 personnes ou plus'},
  ],
  maxLength: 20,
  required: true,
}

const jobTitle: FieldDefinition = {
  name: 'jobTitle',
  label: 'Fonction',
  control: 'text',
  autoComplete: 'organization-title',
  maxLength: 150,
  required: true,
}

const resource: FieldDefinition = {
  name: 'resource',
  label: 'Ressource demandée',
  control: 'hidden',
  maxLength: 120,
  required: true,
}

/**
 * The savings calculator's estimate a content request may carry: its query (`demandes=2000&part=40&…`), which the
 * pipeline reads back and holds to the calculator's bounds. Sent only from the calculator's page.
 */
const estimate: FieldDefinition = {
  name: 'estimate',
  label: 'Estimation',
  control: 'hidden',
  maxLength: 200,
  required: false,
}

/** Every form of the site, field by field: the browser renders and validates them, the API validates them. */
export const formDefinitions: Record<FormKind, FormDefinition> = {
  contact: {kind: 'contact', fields: [firstName, lastName, email, phoneNumber, message(true)]},
  demo: {
    kind: 'demo',
    fields: [firstName, lastName, email, phoneNumber, company, organisationType, headcount, message(false)],
  },
  contentRequest: {kind: 'contentRequest', fields: [firstName, lastName, email, company, jobTitle, resource, estimate]},
}
