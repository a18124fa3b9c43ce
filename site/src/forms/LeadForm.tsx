import {useFormik} from 'formik'
import {type FormEvent, useEffect, useMemo, useRef, useState} from 'react'

import {Button} from '../components/Button/Button'
import {publicEnv} from '../env/public'
import {Captcha} from './Captcha'
import {DataNotice} from './DataNotice'
import {type FieldDefinition, type FormKind, formDefinitions} from './definitions'
import {fieldId, FormField} from './FormField'
import styles from './Form.module.css'
import {type FormErrors, formSchema, type FormValues, trimValues} from './schema'
import {HONEYPOT_FIELD, MIN_FILL_TIME_MS, newIdempotencyKey, postSubmission, SERVER_ERROR_MESSAGE} from './submission'

export const REQUIRED_FIELDS_SENTENCE = 'Les champs marqués d\'un astérisque sont obligatoires.'
export const SENDING_LABEL = 'Envoi en cours…'
export const CAPTCHA_PENDING_MESSAGE =
  'La vérification anti-robot n’est pas encore terminée : patientez quelques secondes, puis envoyez à nouveau.'

export interface LeadFormProps {
  kind: FormKind
  /** Prefix of the ids of the form's elements, unique in the page. */
  id: string
  submitLabel: string
  /** Why the data is collected, stated under the form. */
  purpose: string
  /** Values of the hidden fields (the requested resource). */
  hiddenValues?: Readonly<Record<string, string>>
  /** Called with the trimmed values once the server has stored the submission (201). */
  onCreated: (values: FormValues) => void | Promise<void>
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const isVisible = (field: FieldDefinition) => field.control !== 'hidden'

/**
 * A form of the site on formik, validated on submit by the schema the API uses. On errors focus goes to
 * the first invalid field; a 201 hands over to `onCreated`, any other answer keeps the values and says why.
 */
export function LeadForm({kind, id, submitLabel, purpose, hiddenValues = {}, onCreated}: LeadFormProps) {
  const definition = formDefinitions[kind]
  const schema = useMemo(() => formSchema(definition), [definition])
  const visibleFields = useMemo(() => definition.fields.filter(isVisible), [definition])
  const [submitted, setSubmitted] = useState(false)
  const [sending, setSending] = useState(false)
  const [alert, setAlert] = useState('')
  const [captchaToken, setCaptchaToken] = useState('')
  // A captcha token is single-use: a new widget is drawn after each refused attempt.
  const [captchaRound, setCaptchaRound] = useState(0)
  const startedAt = useRef(0)
  const honeypot = useRef<HTMLInputElement>(null)
  const inFlight = useRef(false)
  // The same values are sent again under the same key, so that a retry after a lost answer counts once.
  const attempt = useRef<{key: string; body: string} | null>(null)
  const focusedAttempt = useRef(0)

  useEffect(() => {
    startedAt.current = Date.now()
  }, [])

  /** Sends valid values; answers whether the server stored them, and its field errors if any. */
  const send = async (values: FormValues): Promise<{created: boolean; fieldErrors?: FormErrors}> => {
    const captchaSiteKey = publicEnv.captchaSiteKey
    if (captchaSiteKey && !captchaToken) {
      setAlert(CAPTCHA_PENDING_MESSAGE)
      return {created: false}
    }
    const trimmed = trimValues(values)
    const body = JSON.stringify(trimmed)
    if (attempt.current?.body !== body) attempt.current = {key: newIdempotencyKey(), body}
    // A visitor whose browser filled the form at once waits out the minimum time instead of being refused.
    await wait(startedAt.current + MIN_FILL_TIME_MS - Date.now())
    const result = await postSubmission(
      kind,
      {
        values: trimmed,
        [HONEYPOT_FIELD]: honeypot.current?.value ?? '',
        startedAt: startedAt.current,
        ...(captchaSiteKey ? {captchaToken} : {}),
      },
      attempt.current.key,
    )
    if (result.status === 'created') {
      await onCreated(trimmed)
      return {created: true}
    }
    if (captchaSiteKey) {
      setCaptchaToken('')
      setCaptchaRound((round) => round + 1)
    }
    if (result.status === 'invalid') {
      const visible = new Set(visibleFields.map((field) => field.name))
      const fieldErrors = Object.fromEntries(Object.entries(result.fields).filter(([name]) => visible.has(name)))
      const others = Object.entries(result.fields).filter(([name]) => !visible.has(name))
      setAlert(others.length ? others.map(([, message]) => message).join(' ') : result.error)
      return {created: false, fieldErrors}
    }
    setAlert(result.error)
    return {created: false}
  }

  const formik = useFormik<FormValues>({
    initialValues: Object.fromEntries(definition.fields.map((field) => [field.name, hiddenValues[field.name] ?? ''])),
    validationSchema: schema,
    validateOnChange: submitted,
    validateOnBlur: submitted,
    onSubmit: async (values, helpers) => {
      if (inFlight.current) return
      inFlight.current = true
      setSending(true)
      setAlert('')
      const outcome = await send(values).catch((): {created: false; fieldErrors?: FormErrors} => {
        setAlert(SERVER_ERROR_MESSAGE)
        return {created: false}
      })
      // Once stored, the form stays busy until the confirmation page replaces it: nothing is sent twice.
      if (outcome.created) return
      inFlight.current = false
      setSending(false)
      if (outcome.fieldErrors) helpers.setErrors(outcome.fieldErrors)
    },
  })
  const {errors, isSubmitting, submitCount} = formik

  // Once an attempt is settled (invalid values, or a 400 from the server), focus goes to the first error.
  useEffect(() => {
    if (isSubmitting || submitCount === focusedAttempt.current) return
    focusedAttempt.current = submitCount
    const firstInvalid = visibleFields.find((field) => errors[field.name])
    if (firstInvalid) document.getElementById(fieldId(id, firstInvalid.name))?.focus()
  }, [isSubmitting, submitCount, errors, visibleFields, id])

  // A hidden field (the requested resource) has nowhere to show its error but the alert.
  const hiddenError = definition.fields.filter((field) => !isVisible(field)).map((field) => errors[field.name])
  const alertText = alert || (submitCount > 0 ? hiddenError.find(Boolean) : '') || ''

  const busy = isSubmitting || sending
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    setSubmitted(true)
    formik.handleSubmit(event)
  }

  return (
    <form id={id} className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
      <p className={styles.requiredSentence}>{REQUIRED_FIELDS_SENTENCE}</p>
      {visibleFields.map((field) => (
        <FormField
          key={field.name}
          formId={id}
          field={field}
          input={formik.getFieldProps(field.name)}
          error={errors[field.name]}
        />
      ))}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Ne pas remplir ce champ</label>
        <input ref={honeypot} id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {publicEnv.captchaSiteKey ? (
        <Captcha key={captchaRound} siteKey={publicEnv.captchaSiteKey} onToken={setCaptchaToken} />
      ) : null}
      <div role="alert" className={alertText ? styles.alert : undefined}>
        {alertText}
      </div>
      <DataNotice purpose={purpose} />
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
