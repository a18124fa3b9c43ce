import {SAVINGS_INPUT_NAMES, SAVINGS_INPUTS, type SavingsInput} from '@parlia/schemas/constants/savingsCalculator'
import {routes} from '@parlia/schemas/routes'
import Router from 'next/router'
import {type FormEvent, useEffect, useRef, useState} from 'react'

import {Button} from '../../ui/components/Button/Button'
import formStyles from '../../leads/forms/Form.module.css'
import {RequestButton} from '../resources/RequestAction'
import {SAVINGS_ANCHORS} from './anchors'
import {
  eurosText,
  hoursText,
  readSavingsFields,
  type SavingsFields,
  savingsFormula,
  savingsOf,
  savingsQuery,
  savingsResults,
} from './estimate'
import {SAVINGS_FIELDS} from './fields'
import styles from './SavingsCalculator.module.css'

/** How long typing pauses before the estimate is announced and the address updated. */
const SETTLE_MS = 600

/** The estimate request's texts, from the Studio. */
export interface EstimateRequestTexts {
  /** The calculator's document: the request names it as its resource. */
  resourceId: string
  title: string
  text: string
  buttonLabel: string
  submitLabel: string
}

interface SavingsCalculatorProps {
  /** The fields as the page starts: the Studio's defaults, or the figures of the address's query. */
  initialFields: SavingsFields
  /** The address carried figures: its errors show at once (the server's answer to the form without JavaScript). */
  submitted: boolean
  helps: Record<SavingsInput, string>
  request: EstimateRequestTexts
  /** Where a visitor without JavaScript asks for the estimate instead. */
  contactEmail: string
}

const fieldId = (name: SavingsInput) => `calcul-${SAVINGS_INPUTS[name].param}`

/**
 * The calculator: a GET form whose figures the server renders an estimate for (a shareable address, no script
 * needed); once the scripts run, the estimate follows each keystroke, is announced politely when typing pauses, and
 * the address follows it (replaced, not pushed: Back leaves the page).
 */
export function SavingsCalculator({initialFields, submitted, helps, request, contactEmail}: SavingsCalculatorProps) {
  const [fields, setFields] = useState(initialFields)
  // A field's error shows once it has been left or the form sent, not while the first figure is typed; the list of
  // errors above the fields, once the form has been sent.
  const [shown, setShown] = useState<ReadonlySet<SavingsInput>>(() => new Set(submitted ? SAVINGS_INPUT_NAMES : []))
  const [sent, setSent] = useState(submitted)
  const [announcement, setAnnouncement] = useState('')
  const results = useRef<HTMLHeadingElement>(null)
  const typed = useRef(false)

  const {inputs, errors} = readSavingsFields(fields)
  const savings = inputs && savingsOf(inputs)
  const query = inputs && savingsQuery(inputs)
  const summary = savings
    ? `${hoursText(savings.hoursPerMonth)} et ${eurosText(savings.eurosPerMonth)} économisés par mois`
    : null
  const invalid = sent ? SAVINGS_INPUT_NAMES.filter((name) => errors[name]) : []

  useEffect(() => {
    if (!typed.current) return
    const timer = setTimeout(() => {
      setAnnouncement(summary ? `Estimation : ${summary}.` : 'Estimation en attente : un champ est à corriger.')
      if (query) {
        // The page named by its own route and the public address as `as`: Next.js keeps the page (a shallow update)
        // rather than resolving the address through the rewrites to the calculator's other rendering.
        void Router.replace(
          {pathname: Router.pathname, query: Object.fromEntries(new URLSearchParams(query))},
          `${routes.savingsCalculator}?${query}`,
          {shallow: true, scroll: false},
        )
      }
    }, SETTLE_MS)
    return () => clearTimeout(timer)
  }, [summary, query])

  const change = (name: SavingsInput, value: string) => {
    typed.current = true
    setFields((current) => ({...current, [name]: value}))
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSent(true)
    setShown(new Set(SAVINGS_INPUT_NAMES))
    const first = SAVINGS_INPUT_NAMES.find((name) => errors[name])
    if (first) document.getElementById(fieldId(first))?.focus()
    else results.current?.focus()
  }

  return (
    <div className={styles.calculator}>
      <form
        method="get"
        action={routes.savingsCalculator}
        noValidate
        onSubmit={submit}
        className={styles.form}
        aria-labelledby={SAVINGS_ANCHORS.figures}
      >
        <h2 id={SAVINGS_ANCHORS.figures}>Vos chiffres</h2>
        {invalid.length ? (
          <div className={styles.errorSummary} aria-labelledby={SAVINGS_ANCHORS.errors} role="group">
            <p id={SAVINGS_ANCHORS.errors} className={styles.errorTitle}>
              {invalid.length === 1 ? 'Un champ est à corriger :' : `${invalid.length} champs sont à corriger :`}
            </p>
            <ul>
              {invalid.map((name) => (
                <li key={name}>
                  <a href={`#${fieldId(name)}`}>{SAVINGS_FIELDS[name].label}</a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {SAVINGS_INPUT_NAMES.map((name) => {
          const id = fieldId(name)
          const error = shown.has(name) ? errors[name] : undefined
          return (
            <div key={name} className={formStyles.field}>
              <label htmlFor={id} className={formStyles.label}>
                {SAVINGS_FIELDS[name].label}
              </label>
              <p id={`${id}-aide`} className={formStyles.hint}>
                {helps[name]}
              </p>
              <input
                id={id}
                name={SAVINGS_INPUTS[name].param}
                type="text"
                inputMode={SAVINGS_FIELDS[name].inputMode}
                autoComplete="off"
                spellCheck={false}
                className={`${formStyles.control} ${styles.figure}`}
                value={fields[name]}
                onChange={(event) => change(name, event.target.value)}
                onBlur={() => setShown((current) => new Set(current).add(name))}
                aria-invalid={error ? true : undefined}
                aria-describedby={[`${id}-aide`, error ? `${id}-erreur` : null].filter(Boolean).join(' ')}
              />
              {error ? (
                <p id={`${id}-erreur`} className={formStyles.error}>
                  {error}
                </p>
              ) : null}
            </div>
          )
        })}
        <div>
          <Button type="submit" size="md">
            Calculer
          </Button>
        </div>
      </form>
      <section className={styles.results} aria-labelledby={SAVINGS_ANCHORS.estimate}>
        <h2 id={SAVINGS_ANCHORS.estimate} ref={results} tabIndex={-1}>
          Votre estimation
        </h2>
        <p role="status" className="visually-hidden">
          {announcement}
        </p>
        {inputs && savings ? (
          <>
            <dl className={styles.figures}>
              {savingsResults(savings).map(({label, value}) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <h3>Le calcul</h3>
            <ol className={styles.formula}>
              {savingsFormula(inputs, savings).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ol>
            <p>
              <a href={`${routes.savingsCalculator}?${query}`}>Lien vers cette estimation</a>
              <span className={styles.muted}> : à copier ou à partager, il retrouve ces chiffres.</span>
            </p>
            <div className={styles.request} aria-labelledby={SAVINGS_ANCHORS.request} role="group">
              <h3 id={SAVINGS_ANCHORS.request}>{request.title}</h3>
              <p>{request.text}</p>
              <RequestButton
                label={request.buttonLabel}
                submitLabel={request.submitLabel}
                resource={{id: request.resourceId, title: `Estimation : ${summary}`, estimate: query!}}
                // « Recevoir cette estimation : 80 h et 2 800 € économisés par mois », not « … estimation : Estimation … ».
                context={summary!}
                contactEmail={contactEmail}
              />
            </div>
          </>
        ) : (
          <p>Corrigez les champs signalés : l’estimation s’affiche dès que les quatre chiffres sont valides.</p>
        )}
      </section>
    </div>
  )
}
