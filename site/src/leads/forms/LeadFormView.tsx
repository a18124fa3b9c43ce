import {formEndpoints} from '@parlia/schemas/formEndpoints'
import type {FormEvent, ReactNode, Ref} from 'react'

import {Button} from '../../ui/components/Button/Button'
import {DataNotice} from './DataNotice'
import {type FieldDefinition, type FormKind, formDefinitions} from './definitions'
import {type FieldControlProps, FormField} from './FormField'
import styles from './Form.module.css'
import {Honeypot} from './Honeypot'

/** Both halves of the spec's rule (section 5): what the asterisk means, and what happens without those fields. */
export const REQUIRED_FIELDS_SENTENCE =
  'Les champs marqués d’un astérisque sont obligatoires. À défaut, le traitement de votre demande pourrait être limité.'
export const SENDING_LABEL = 'Envoi en cours…'

export const isVisibleField = (field: FieldDefinition) => field.control !== 'hidden'

export interface LeadFormViewProps {
  kind: FormKind
  /** Prefix of the ids of the form's elements, unique in the page. */
  id: string
  submitLabel: string
  /** Why the data is collected, stated under the form. */
  purpose: string
  /** The props of a field's control: controlled by formik, or uncontrolled until it loads. */
  controlProps: (field: FieldDefinition) => FieldControlProps
  errors: Readonly<Record<string, string | undefined>>
  alert: string
  busy: boolean
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  honeypotRef?: Ref<HTMLInputElement>
  honeypotDefault?: string
  captcha?: ReactNode
  formRef?: Ref<HTMLFormElement>
}

/**
 * The markup of a form of the site, the same before and after its logic loads: the required-fields
 * sentence, the fields, the honeypot, the captcha, the alert, the data notice and the submit button.
 */
export function LeadFormView({
  kind,
  id,
  submitLabel,
  purpose,
  controlProps,
  errors,
  alert,
  busy,
  onSubmit,
  honeypotRef,
  honeypotDefault = '',
  captcha,
  formRef,
}: LeadFormViewProps) {
  return (
    // Before hydration (or without JavaScript) a native submission must not put the values in a URL, as a
    // GET would: it posts them to the endpoint, which refuses anything but the script's JSON (415).
    <form
      ref={formRef}
      id={id}
      className={styles.form}
      method="post"
      action={formEndpoints[kind]}
      onSubmit={onSubmit}
      noValidate
      aria-busy={busy || undefined}
    >
      <p className={styles.requiredSentence}>{REQUIRED_FIELDS_SENTENCE}</p>
      {formDefinitions[kind].fields.filter(isVisibleField).map((field) => (
        <FormField
          key={field.name}
          formId={id}
          field={field}
          control={controlProps(field)}
          error={errors[field.name]}
        />
      ))}
      <Honeypot id={id} inputRef={honeypotRef} defaultValue={honeypotDefault} />
      {captcha}
      {/* The alert stays in the page, empty, so that screen readers announce what is put in it. */}
      <div>
        <div role="alert" className={alert ? styles.alert : undefined}>
          {alert}
        </div>
        <DataNotice purpose={purpose} />
      </div>
      <div className={styles.actions}>
        <Button type="submit" aria-disabled={busy || undefined}>
          {busy ? SENDING_LABEL : submitLabel}
        </Button>
        <p role="status" className="visually-hidden">
          {busy ? SENDING_LABEL : ''}
        </p>
      </div>
    </form>
  )
}
