import {type FormEvent, useEffect, useId, useMemo, useRef, useState} from 'react'
import {ValidationError} from 'yup'

import {Button} from '../../../ui/components/Button/Button'
import {DataNotice} from '../../../leads/forms/DataNotice'
import {formDefinitions} from '../../../leads/forms/definitions'
import formStyles from '../../../leads/forms/Form.module.css'
import {fieldId, FormField} from '../../../leads/forms/FormField'
import {REQUIRED_FIELDS_SENTENCE, SENDING_LABEL} from '../../../leads/forms/LeadFormView'
import {type FormErrors, formSchema, type FormValues} from '../../../leads/forms/schema'
import {Honeypot} from '../../../leads/forms/Honeypot'
import {type SubmissionPost, useLeadSubmission} from '../../../leads/forms/useLeadSubmission'
import type {Turn} from '../conversation'
import {transcriptMessage} from '../transcript'

const contact = formDefinitions.contact
/** The contact form's fields but its message, which is the conversation. */
const FIELDS = contact.fields.filter((field) => field.name !== 'message')
const FIELD_NAMES = FIELDS.map((field) => field.name)
const MESSAGE_MAX_LENGTH = contact.fields.find((field) => field.name === 'message')!.maxLength

const PURPOSE = 'Les informations saisies et la conversation servent uniquement à vous répondre.'
const COPY_LABEL = 'Recevoir une copie de cette conversation par e-mail'
const COPY_CONSENT =
  'En cochant cette case, vous nous demandez d’envoyer la conversation à l’adresse saisie ci-dessus ; elle ne sert à rien d’autre.'

interface HandoverFormProps {
  turns: readonly Turn[]
  /** The site settings' promise, "réponse sous un jour ouvré". */
  openingHours: string
  /** Whether the site may send the visitor a copy (the settings' `copyOffered`): the box shows only then. */
  copyOffered: boolean
  onBack: () => void
  /** Sends the lead (the widget's mutation, ./post.ts), and whether it is on its way. */
  post: SubmissionPost
  sending: boolean
}

/**
 * "Parler à un conseiller": the contact form's fields and rules (its one definition and yup schema), the
 * conversation as its message, sent to the contact form's endpoint, so the lead takes the same road (validation,
 * database, outbox, Brevo). The captcha is drawn when the site has one; the visitor may ask for a copy by e-mail.
 * Styled by the site's forms and buttons only, whose styles every page already has.
 */
export default function HandoverForm({turns, openingHours, copyOffered, onBack, post, sending}: HandoverFormProps) {
  const id = useId()
  const schema = useMemo(() => formSchema(contact), [])
  const [values, setValues] = useState<FormValues>(() => Object.fromEntries(FIELDS.map((field) => [field.name, ''])))
  const [sendCopy, setSendCopy] = useState(false)
  const [errors, setErrors] = useState<FormErrors>({})
  const [submitted, setSubmitted] = useState(false)
  const [alert, setAlert] = useState('')
  const [sent, setSent] = useState<{firstName: string; copy: boolean} | null>(null)
  // From the click to the answer, the fill time's wait included: one submission at a time.
  const [waiting, setWaiting] = useState(false)
  const inFlight = useRef(false)
  const busy = waiting || sending
  const {submit: submitLead, honeypotRef, captcha} = useLeadSubmission({post, shownFields: FIELD_NAMES})
  const formRef = useRef<HTMLFormElement>(null)
  const confirmation = useRef<HTMLDivElement>(null)
  const message = useMemo(() => transcriptMessage(turns, MESSAGE_MAX_LENGTH), [turns])

  useEffect(() => {
    formRef.current?.querySelector('input')?.focus()
  }, [])
  useEffect(() => {
    if (sent) confirmation.current?.focus()
  }, [sent])

  const validate = async (candidate: FormValues): Promise<FormErrors> => {
    try {
      await schema.validate({...candidate, message}, {abortEarly: false})
      return {}
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      return Object.fromEntries(
        error.inner.filter((failure) => failure.path).map((failure) => [failure.path!, failure.message]),
      )
    }
  }

  const change = async (name: string, value: string) => {
    const next = {...values, [name]: value}
    setValues(next)
    // Like the site's other forms: checked on submit, then as the visitor corrects.
    if (submitted) setErrors(await validate(next))
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (inFlight.current) return
    inFlight.current = true
    setWaiting(true)
    try {
      await send()
    } finally {
      inFlight.current = false
      setWaiting(false)
    }
  }

  const send = async () => {
    setSubmitted(true)
    setAlert('')
    const found = await validate(values)
    setErrors(found)
    const firstInvalid = FIELDS.find((field) => found[field.name])
    if (firstInvalid) {
      document.getElementById(fieldId(id, firstInvalid.name))?.focus()
      return
    }
    if (found.message) {
      setAlert(found.message)
      return
    }
    const outcome = await submitLead(
      {...values, message},
      {
        sendCopy,
        // The server says whether the copy goes out: without a verified captcha it does not.
        onCreated: ({values: trimmed, copy}) => setSent({firstName: trimmed.firstName ?? '', copy}),
      },
    )
    if (outcome.status === 'created') return
    if (outcome.fieldErrors) setErrors(outcome.fieldErrors)
    setAlert(outcome.alert)
  }

  if (sent) {
    return (
      <div ref={confirmation} tabIndex={-1}>
        <h3>Demande envoyée</h3>
        <p role="status">
          Merci {sent.firstName}, votre demande et la conversation sont transmises à un conseiller, qui vous répondra
          par e-mail{openingHours ? ` (${openingHours})` : ''}.
          {sent.copy ? ' Une copie de la conversation vous est envoyée à la même adresse.' : ''}
        </p>
        <Button kind="secondary" size="sm" onClick={onBack}>
          Retour à la conversation
        </Button>
      </div>
    )
  }

  return (
    <form
      ref={formRef}
      className={formStyles.form}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={busy || undefined}
    >
      <div>
        <h3 id={`${id}-title`}>Parler à un conseiller</h3>
        <p>
          Laissez vos coordonnées : un conseiller vous répondra par e-mail{openingHours ? ` (${openingHours})` : ''}, la
          conversation jointe à votre demande.
        </p>
        <p className={formStyles.requiredSentence}>{REQUIRED_FIELDS_SENTENCE}</p>
      </div>
      {FIELDS.map((field) => (
        <FormField
          key={field.name}
          formId={id}
          field={field}
          control={{
            name: field.name,
            value: values[field.name],
            onChange: (event) => void change(field.name, event.target.value),
          }}
          error={errors[field.name]}
        />
      ))}
      {copyOffered ? (
        <div className={formStyles.field}>
          <label>
            <input
              type="checkbox"
              checked={sendCopy}
              onChange={(event) => setSendCopy(event.target.checked)}
              aria-describedby={`${id}-copy-consent`}
            />{' '}
            {COPY_LABEL}
          </label>
          <p id={`${id}-copy-consent`} className={formStyles.hint}>
            {COPY_CONSENT}
          </p>
        </div>
      ) : null}
      <Honeypot id={id} inputRef={honeypotRef} />
      {captcha}
      <div role="alert" className={alert ? formStyles.alert : undefined}>
        {alert}
      </div>
      <DataNotice purpose={PURPOSE} />
      <div className={formStyles.actions}>
        <Button type="submit" size="sm" aria-disabled={busy || undefined}>
          {busy ? SENDING_LABEL : 'Envoyer ma demande'}
        </Button>
        <Button kind="secondary" size="sm" onClick={onBack}>
          Retour à la conversation
        </Button>
      </div>
    </form>
  )
}
