import {type ComponentType, type FormEvent, useEffect, useRef, useState} from 'react'
import {flushSync} from 'react-dom'

import {type FormKind, formDefinitions} from './definitions'
import type {FormTakeover, LeadFormProps} from './LeadForm'
import {isVisibleField, LeadFormView} from './LeadFormView'
import {HONEYPOT_FIELD} from './constants'

const LOAD_FAILED_MESSAGE =
  'Le formulaire n’a pas pu se charger : vérifiez votre connexion à Internet, puis rechargez la page.'

/** Reads what the visitor did with the first rendering: values, honeypot, focused field and its selection. */
function takeoverFrom(kind: FormKind, form: HTMLFormElement, startedAt: number, submit: boolean): FormTakeover {
  const valueOf = (name: string) => {
    const element = form.elements.namedItem(name)
    return element && 'value' in element ? String(element.value) : ''
  }
  const fields = formDefinitions[kind].fields.filter(isVisibleField)
  const active = document.activeElement
  let focus: FormTakeover['focus'] = null
  if (active && form.contains(active) && active.id) {
    const editable = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement
    // Inputs of type email answer null here: the browser keeps no selection API for them.
    const start = editable ? active.selectionStart : null
    const end = editable ? active.selectionEnd : null
    focus = {id: active.id, selection: start !== null && end !== null ? [start, end] : null}
  }
  return {
    values: Object.fromEntries(fields.map((field) => [field.name, valueOf(field.name)])),
    honeypot: valueOf(HONEYPOT_FIELD),
    startedAt,
    focus,
    submit,
  }
}

/**
 * A form whose logic (formik, yup, the submission) stays out of the page's first load. The server renders
 * the very markup of the final form, usable at once; right after hydration the logic loads and takes
 * over, keeping what was typed, the focus and a submission made in the meantime.
 */
export function LazyLeadForm(props: LeadFormProps) {
  const {kind, id, submitLabel, purpose} = props
  const formRef = useRef<HTMLFormElement>(null)
  const startedAt = useRef(0)
  const submitRequested = useRef(false)
  const [loaded, setLoaded] = useState<{Form: ComponentType<LeadFormProps>; takeover: FormTakeover} | null>(null)
  const [waiting, setWaiting] = useState(false)
  const [alert, setAlert] = useState('')

  useEffect(() => {
    startedAt.current = Date.now()
    let cancelled = false
    import('./LeadForm')
      .then(({LeadForm}) => {
        const form = formRef.current
        if (cancelled || !form) return
        // Synchronously: no keystroke may land between reading the fields and rendering their successors.
        flushSync(() =>
          setLoaded({Form: LeadForm, takeover: takeoverFrom(kind, form, startedAt.current, submitRequested.current)}),
        )
      })
      .catch(() => {
        if (!cancelled) setAlert(LOAD_FAILED_MESSAGE)
      })
    return () => {
      cancelled = true
    }
  }, [kind])

  if (loaded) return <loaded.Form {...props} takeover={loaded.takeover} />

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (alert) return
    submitRequested.current = true
    setWaiting(true)
  }

  return (
    <LeadFormView
      formRef={formRef}
      kind={kind}
      id={id}
      submitLabel={submitLabel}
      purpose={purpose}
      controlProps={(field) => ({name: field.name, defaultValue: ''})}
      errors={{}}
      alert={alert}
      busy={waiting && !alert}
      onSubmit={onSubmit}
    />
  )
}
