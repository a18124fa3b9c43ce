import * as yup from 'yup'

import {type FieldDefinition, type FormDefinition, type FormKind, formDefinitions} from './definitions'
import {FIELD_RULES, type FieldRules} from './fieldRules'

/** Key of the errors that concern the whole submission rather than one field. */
export const FORM_ERROR_KEY = '_form'

export type FormValues = Record<string, string>
export type FormErrors = Record<string, string>
export type ValidationResult = {ok: true; values: FormValues} | {ok: false; errors: FormErrors}

export const NOT_AN_OBJECT_MESSAGE = 'Les données du formulaire sont illisibles.'
export const UNKNOWN_FIELDS_MESSAGE = 'Le formulaire contient des champs inattendus.'
export const NOT_A_STRING_MESSAGE = 'Ce champ doit contenir du texte.'
export const FORBIDDEN_CHARACTERS_MESSAGE = 'Ce champ contient des caractères non autorisés.'
export const tooLongMessage = (maxLength: number) => `Ce champ ne doit pas dépasser ${maxLength} caractères.`

/** Control characters (a text area keeps tabs and line breaks) and unpaired UTF-16 surrogates. */
const FORBIDDEN_IN_LINE = /[\u0000-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
const FORBIDDEN_IN_TEXT =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * The message shown under a field, or undefined when the value passes (spec section 5): a required field
 * fails on an empty value (whitespace is empty), a pattern fails on a non-empty value it does not match, a
 * select on a value none of its options has, and the last failing rule wins. Length and characters are
 * checked last: the browser's input already prevents both, so they only speak to requests that bypassed it.
 */
export function fieldError(
  field: FieldDefinition,
  value: string,
  rules: FieldRules = FIELD_RULES[field.name],
): string | undefined {
  const trimmed = value.trim()
  let message: string | undefined
  if (trimmed === '') {
    if (field.required) message = rules.required
  } else {
    for (const rule of rules.patterns ?? []) if (!rule.pattern.test(trimmed)) message = rule.message
    if (field.options && !field.options.some((option) => option.value === trimmed)) message = rules.unlisted
  }
  if (trimmed.length > field.maxLength) message = tooLongMessage(field.maxLength)
  if ((field.control === 'textarea' ? FORBIDDEN_IN_TEXT : FORBIDDEN_IN_LINE).test(trimmed)) {
    message = FORBIDDEN_CHARACTERS_MESSAGE
  }
  return message
}

/** The yup schema of a form: formik's `validationSchema` in the browser, the API's validation on the server. */
export function formSchema(definition: FormDefinition) {
  const shape: yup.ObjectShape = {}
  for (const field of definition.fields) {
    // One test per field, so that exactly one message (the last failing rule's) is reported for it.
    shape[field.name] = yup
      .string()
      .trim()
      .default('')
      .test({
        name: 'rules',
        test: (value, context) => {
          const message = fieldError(field, value ?? '')
          return message === undefined || context.createError({message})
        },
      })
  }
  return yup.object(shape)
}

const isPlainObject = (input: unknown): input is Record<string, unknown> =>
  typeof input === 'object' && input !== null && !Array.isArray(input)

/** Field values keyed by name, trimmed; the values a valid submission carries. */
export const trimValues = (values: FormValues): FormValues =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim()]))

/**
 * Validates untrusted input against a form: it must be an object holding only the form's fields, each a
 * string (a missing field is empty). Answers the trimmed values of every field, or a message per field.
 */
export async function validateForm(kind: FormKind, input: unknown): Promise<ValidationResult> {
  if (!isPlainObject(input)) return {ok: false, errors: {[FORM_ERROR_KEY]: NOT_AN_OBJECT_MESSAGE}}
  const definition = formDefinitions[kind]
  const known = new Set<string>(definition.fields.map((field) => field.name))
  const errors = new Map<string, string>()
  if (Object.keys(input).some((name) => !known.has(name))) errors.set(FORM_ERROR_KEY, UNKNOWN_FIELDS_MESSAGE)

  const strings: FormValues = {}
  for (const field of definition.fields) {
    const value = Object.hasOwn(input, field.name) ? input[field.name] : undefined
    if (value === undefined) strings[field.name] = ''
    else if (typeof value === 'string') strings[field.name] = value
    else errors.set(field.name, NOT_A_STRING_MESSAGE)
  }

  try {
    const valid = (await formSchema(definition).validate(strings, {
      abortEarly: false,
      stripUnknown: true,
    })) as FormValues
    if (errors.size === 0) {
      return {ok: true, values: Object.fromEntries(definition.fields.map(({name}) => [name, valid[name] ?? '']))}
    }
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error
    for (const failure of error.inner) {
      if (failure.path && !errors.has(failure.path)) errors.set(failure.path, failure.message)
    }
  }
  // fromEntries defines own properties: a hostile key such as __proto__ cannot reach the prototype.
  return {ok: false, errors: Object.fromEntries(errors)}
}
