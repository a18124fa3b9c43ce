import {escapeRegExp} from 'es-toolkit'

import type {FieldName} from './definitions'

/** A pattern of the generic field contract (spec section 5) and the message shown when a value fails it. */
export interface PatternRule {
  pattern: RegExp
  message: string
}

/**
 * A field's messages: when it is required and empty, when a value fails a pattern, when a select's value is
 * none of its options. Loaded by the validation only (the form's lazy logic, the API), never by the markup.
 */
export interface FieldRules {
  required?: string
  patterns?: readonly PatternRule[]
  unlisted?: string
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

/** Matches any value that does not end with `@` and a free webmail domain (case-insensitive). */
const PROFESSIONAL_EMAIL = new RegExp(`^(?!.*@(?:${FREE_WEBMAIL_DOMAINS.map(escapeRegExp).join('|')})$)`, 'i')

/** A mailbox, `@`, and a host name with a top-level domain of two letters or more. */
const EMAIL_FORMAT =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/

/** A French number (0X XX XX XX XX, separators allowed) or an international one (+ or 00, 7 to 15 digits). */
const PHONE_NUMBER = /^(?:0[1-9](?:[\s.-]?\d{2}){4}|(?:\+|00)[1-9](?:[\s.()-]{0,2}\d){6,14})$/

/** Ids of the documents a content request may name: a white paper, a webinar, or the savings calculator's page. */
const RESOURCE_ID = /^(?:(?:whitePaper|webinar)-[A-Za-z0-9_-]{1,96}|savingsCalculatorPage)$/

/**
 * What an estimate looks like: a query of `name=value` pairs (`demandes=2000&part=40&…`). Only its shape: the
 * pipeline reads it back against the calculator's parameters and bounds.
 */
const ESTIMATE_QUERY = /^[a-z]{1,20}=[\w.,%+-]{0,40}(?:&[a-z]{1,20}=[\w.,%+-]{0,40}){0,9}$/

/** Every field's rules, by name; a field's definition says whether its `required` message applies. */
export const FIELD_RULES: Readonly<Record<FieldName, FieldRules>> = {
  firstName: {required: 'Un prénom est requis.'},
  lastName: {required: 'Un nom est requis.'},
  email: {
    required: 'Une adresse mail professionnelle requise.',
    patterns: [
      {pattern: EMAIL_FORMAT, message: 'Saisissez une adresse mail valide, par exemple prenom.nom@entreprise.fr.'},
      {
        pattern: PROFESSIONAL_EMAIL,
        message: 'Saisissez votre adresse mail professionnelle : les messageries personnelles ne sont pas acceptées.',
      },
    ],
  },
  phoneNumber: {
    patterns: [
      {
        pattern: PHONE_NUMBER,
        message: 'Saisissez un numéro de téléphone valide, par exemple 04 72 00 00 00 ou +33 4 72 00 00 00.',
      },
    ],
  },
  message: {required: 'Un message est requis.'},
  company: {required: 'Le nom de votre organisation est requis.'},
  organisationType: {
    required: 'Un type d’organisation est requis.',
    unlisted: 'Choisissez un type d’organisation dans la liste.',
  },
  headcount: {required: 'Un effectif est requis.', unlisted: 'Choisissez un effectif dans la liste.'},
  jobTitle: {required: 'Une fonction est requise.'},
  resource: {
    required: 'Aucune ressource n’est sélectionnée.',
    patterns: [{pattern: RESOURCE_ID, message: 'La ressource demandée est inconnue.'}],
  },
  estimate: {patterns: [{pattern: ESTIMATE_QUERY, message: 'L’estimation envoyée est illisible.'}]},
}
