import {type FormikErrors, useFormik, validateYupSchema, yupToFormErrors} from 'formik'
import {type FormEvent, useEffect, useMemo, useRef, useState} from 'react'

import {formDefinitions} from './definitions'
import {fieldId} from './FormField'
import {isVisibleField, LeadFormView, type LeadFormViewProps} from './LeadFormView'
import {formSchema, type FormValues} from './schema'
import {postSubmission, SERVER_ERROR_MESSAGE} from './submission'
import {type SubmissionOutcome, useLeadSubmission} from './useLeadSubmission'

/** What the visitor did with the form's first, logic-less rendering (see LazyLeadForm). */
export interface FormTakeover {
  values: FormValues
  honeypot: string
  startedAt: number
  /** The field that had focus, and its selection, to restore once the form has re-rendered. */
  focus: {id: string; selection: [number, number] | null} | null
  /** The visitor submitted before the logic loaded: submit now. */
  submit: boolean
}

export type LeadFormProps = Pick<LeadFormViewProps, 'kind' | 'id' | 'submitLabel' | 'purpose'> & {
  /** Values of the hidden fields (the requested resource). */
  hiddenValues?: Readonly<Record<string, string>>
  /** Called with the trimmed values once the server has stored the submission (201). */
  onCreated: (values: FormValues) => void | Promise<void>
  takeover?: FormTakeover
}

/** The errors of the values under the form's schema, as formik's own validation reports them; null when valid. */
function invalidValues(schema: ReturnType<typeof formSchema>, values: FormValues): FormikErrors<FormValues> | null {
  try {
    validateYupSchema(values, schema, true)
    return null
  } catch (error) {
    const errors = yupToFormErrors<FormValues>(error)
    // Anything but a validation error is formik's own submit's to report.
    return Object.keys(errors).length ? errors : null
  }
}

/**
 * A form of the site on formik, validated on submit by the schema the API uses. On errors focus goes to
 * the first invalid field; a 201 hands over to `onCreated`, any other answer keeps the values and says why.
 */
export function LeadForm({kind, id, submitLabel, purpose, hiddenValues = {}, onCreated, takeover}: LeadFormProps) {
  const definition = formDefinitions[kind]
  const schema = useMemo(() => formSchema(definition), [definition])
  const visibleFields = useMemo(() => definition.fields.filter(isVisibleField), [definition])
  const [submitted, setSubmitted] = useState(takeover?.submit ?? false)
  const [sending, setSending] = useState(false)
  const [alert, setAlert] = useState('')
  const {submit, honeypotRef, captcha} = useLeadSubmission({
    post: ({envelope, key}) => postSubmission(kind, envelope, key),
    shownFields: visibleFields.map((field) => field.name),
    startedAt: takeover?.startedAt,
  })
  const inFlight = useRef(false)
  const focusedAttempt = useRef(0)

  const formik = useFormik<FormValues>({
    initialValues: Object.fromEntries(
      definition.fields.map((field) => [field.name, hiddenValues[field.name] ?? takeover?.values[field.name] ?? '']),
    ),
    validationSchema: schema,
    validateOnChange: submitted,
    validateOnBlur: submitted,
    onSubmit: async (values, helpers) => {
      if (inFlight.current) return
      inFlight.current = true
      setSending(true)
      setAlert('')
      // Should `onCreated` fail, the visitor may retry: the same key replays the stored submission.
      const outcome = await submit(values, {onCreated: ({values: trimmed}) => onCreated(trimmed)}).catch(
        (): SubmissionOutcome => ({status: 'refused', alert: SERVER_ERROR_MESSAGE}),
      )
      // Once stored, the form stays busy until the confirmation page replaces it: nothing is sent twice.
      if (outcome.status === 'created') return
      setAlert(outcome.alert)
      inFlight.current = false
      setSending(false)
      if (outcome.fieldErrors) helpers.setErrors(outcome.fieldErrors)
    },
  })
  const {errors, isSubmitting, submitCount} = formik

  useEffect(() => {
    if (!takeover) return
    const focused = takeover.focus && document.getElementById(takeover.focus.id)
    if (
      focused instanceof HTMLInputElement ||
      focused instanceof HTMLTextAreaElement ||
      focused instanceof HTMLSelectElement
    ) {
      focused.focus()
      const selection = takeover.focus?.selection
      if (selection && !(focused instanceof HTMLSelectElement)) focused.setSelectionRange(...selection)
    }
    if (takeover.submit) void formik.submitForm()
    // Once, on mount: the takeover describes the first rendering only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Once an attempt is settled (invalid values, or a 400 from the server), focus goes to the first error.
  useEffect(() => {
    if (isSubmitting || submitCount === focusedAttempt.current) return
    focusedAttempt.current = submitCount
    const firstInvalid = visibleFields.find((field) => errors[field.name])
    if (firstInvalid) document.getElementById(fieldId(id, firstInvalid.name))?.focus()
  }, [isSubmitting, submitCount, errors, visibleFields, id])

  // A hidden field (the requested resource) has nowhere to show its error but the alert.
  const hiddenError = definition.fields.filter((field) => !isVisibleField(field)).map((field) => errors[field.name])
  const alertText = alert || (submitCount > 0 ? hiddenError.find(Boolean) : '') || ''

  const busy = isSubmitting || sending
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    setSubmitted(true)
    // Invalid values are answered in the tap's own render, validated as formik does but synchronously: its submit
    // renders the form three times across promises (attempt, errors, failure), which made a phone's submit with
    // errors the slowest first interaction of the site (bench:interactions).
    const errors = invalidValues(schema, formik.values)
    if (errors) {
      formik.setFormikState((state) => ({...state, errors, submitCount: state.submitCount + 1}))
      return
    }
    formik.handleSubmit(event)
  }

  return (
    <LeadFormView
      kind={kind}
      id={id}
      submitLabel={submitLabel}
      purpose={purpose}
      controlProps={(field) => formik.getFieldProps(field.name)}
      errors={errors}
      alert={alertText}
      busy={busy}
      onSubmit={onSubmit}
      honeypotRef={honeypotRef}
      honeypotDefault={takeover?.honeypot}
      captcha={captcha}
    />
  )
}
