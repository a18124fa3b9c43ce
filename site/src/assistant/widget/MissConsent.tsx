import {ASSISTANT_MISS_RETENTION_DAYS} from '@parlia/schemas/constants/assistantMisses'
import {routes} from '@parlia/schemas/routes'
import {useId} from 'react'
import useSWRMutation from 'swr/mutation'

import {ASSISTANT_ENDPOINTS} from '../contract'
import type {AssistantMiss} from '../request'
import styles from './AssistantWidget.module.css'
import {postJson} from './Feedback'
import {useWidgetSettings} from './useWidgetSettings'

export const CONSENT_QUESTION = 'Acceptez-vous d’envoyer votre question à l’équipe pour améliorer l’assistant ?'
export const CONSENT_NOTICE = `Seul le texte de la question est conservé, ${ASSISTANT_MISS_RETENTION_DAYS} jours au plus ; les adresses e-mail, numéros de téléphone et longues suites de chiffres y sont masqués avant tout enregistrement.`
export const CONSENT_SENT = 'Merci : votre question est transmise à l’équipe.'
export const CONSENT_DECLINED = 'Entendu : votre question n’est pas transmise.'
export const CONSENT_FAILED = 'Votre question n’a pas pu être transmise : réessayez dans un instant.'

interface MissConsentProps {
  /** The question the answer missed, as the visitor asked it. */
  question: string
  answerId: string
  /** The visitor's choice once made: sent (true), or not (false). */
  sent: boolean | undefined
  onChoice: (sent: boolean) => void
  /** Leaving the panel for the privacy policy: it closes, the conversation stays. */
  onLeave: () => void
}

/**
 * After a refusal or a « Non », asks whether the visitor agrees to send the question to the team, saying what is kept
 * and for how long. Nothing leaves the browser before « Oui ». Like the vote, the buttons stay where they are once
 * pressed (focus is not lost), the chosen one marked, and the outcome is read out politely; a send that failed can be
 * tried again.
 */
export function MissConsent({question, answerId, sent, onChoice, onLeave}: MissConsentProps) {
  const labelId = useId()
  const {data: settings} = useWidgetSettings()
  // Not retried on its own: a lost answer to a send that did arrive would keep the question twice.
  const {trigger, isMutating, error} = useSWRMutation(ASSISTANT_ENDPOINTS.misses, postJson<AssistantMiss>)
  const chosen = sent !== undefined

  const choose = (value: boolean) => {
    if (chosen || isMutating) return
    if (!value) return onChoice(false)
    trigger({question, answerId}).then(
      () => onChoice(true),
      () => undefined,
    )
  }

  return (
    <div className={`${styles.feedback} ${styles.consent}`} role="group" aria-labelledby={labelId}>
      <span id={labelId}>{CONSENT_QUESTION}</span>
      {[true, false].map((value) => (
        <button
          key={String(value)}
          type="button"
          className={styles.vote}
          aria-pressed={sent === value}
          aria-disabled={chosen || isMutating || undefined}
          onClick={() => choose(value)}
        >
          {value ? 'Oui' : 'Non'}
        </button>
      ))}
      <span className={styles.consentNotice}>
        {CONSENT_NOTICE}{' '}
        <a href={settings?.privacyPolicyUrl || routes.privacyPolicy} onClick={onLeave}>
          Vos données et vos droits
        </a>
      </span>
      <span role="status" className={styles.feedbackStatus}>
        {sent === true ? CONSENT_SENT : sent === false ? CONSENT_DECLINED : error ? CONSENT_FAILED : ''}
      </span>
    </div>
  )
}
