import {TEXTAREA_ROWS} from '@parlia/schemas/constants/components'
import type {ChangeEventHandler, FocusEventHandler} from 'react'

import type {FieldDefinition} from './definitions'
import styles from './Form.module.css'

/** Help shown under a label, before the error; keyed by field name. */
const FIELD_HINTS: Readonly<Record<string, string>> = {
  email: 'Les messageries personnelles (Gmail, Outlook, Orange…) ne sont pas acceptées.',
  phoneNumber: 'Par exemple 04 72 00 00 00 ou +33 4 72 00 00 00.',
}

export const fieldId = (formId: string, name: string) => `${formId}-${name}`

/** A control's value and handlers: formik's field props, or just the name and an initial value. */
export interface FieldControlProps {
  name: string
  value?: string
  defaultValue?: string
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>
}

interface FormFieldProps {
  formId: string
  field: FieldDefinition
  control: FieldControlProps
  error: string | undefined
}

/** One visible field: its label (asterisk when required), its control, its hint and its error, all linked. */
export function FormField({formId, field, control, error}: FormFieldProps) {
  const id = fieldId(formId, field.name)
  const hint = FIELD_HINTS[field.name]
  const hintId = `${id}-aide`
  const errorId = `${id}-erreur`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  const {required} = field
  const common = {
    ...control,
    id,
    className: styles.control,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
  }

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {field.label}
        {required ? (
          <span className={styles.asterisk} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {field.control === 'textarea' ? (
        <textarea {...common} rows={TEXTAREA_ROWS} maxLength={field.maxLength} />
      ) : field.control === 'select' ? (
        <select {...common}>
          <option value="">Choisissez dans la liste</option>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input {...common} type={field.control} autoComplete={field.autoComplete} maxLength={field.maxLength} />
      )}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
