import {routes} from '@parlia/schemas/routes'
import dynamic from 'next/dynamic'
import {useEffect, useId, useLayoutEffect, useRef, useState} from 'react'

import {DEFAULT_DISCLOSURE} from '../contract'
import styles from './AssistantWidget.module.css'
import {AnswerView, Paragraphs} from './AnswerView'
import {Composer} from './Composer'
import {useHandoverPost} from './handover/post'
import {useWidgetSettings} from './useWidgetSettings'
import {useConversation} from './useConversation'

const LAUNCHER_LABEL = 'Une question ?'
export const HANDOVER_LABEL = 'Parler à un conseiller'
export const WRITING_LABEL = 'L’assistant rédige sa réponse…'
const FORM_LOAD_FAILED = 'Le formulaire n’a pas pu se charger : vérifiez votre connexion à Internet.'

// The form, its validation and the captcha load only for a visitor who asks for a person.
const HandoverForm = dynamic(() => import('./handover/HandoverForm'), {
  ssr: false,
  loading: ({error, retry}) =>
    error ? (
      <p role="alert" className={styles.failure}>
        {FORM_LOAD_FAILED}{' '}
        <button type="button" className={styles.link} onClick={retry}>
          Réessayer
        </button>
      </p>
    ) : (
      <p role="status">Chargement du formulaire…</p>
    ),
})

/** Into the question's field, or the handover form's first field when that is open (the honeypot aside). */
const focusField = (panel: HTMLElement) => panel.querySelector<HTMLElement>('input:not([tabindex="-1"])')?.focus()

/**
 * The site's assistant: a launcher and, on the browser's Popover API like the header's menus (Escape and a click
 * outside close it, focus goes back to the launcher, the browser exposes the launcher's expanded state), a labelled
 * panel holding the mention that it is automated, the editors' greeting and suggested questions, the conversation,
 * the question's field, the handover to a person and the privacy policy. Each new value of `openRequests` (the page
 * asking for it, src/assistant/loader/ChatLoader.tsx) opens it, the focus in its field.
 */
export default function AssistantWidget({brandName, openRequests = 0}: {brandName: string; openRequests?: number}) {
  const id = useId()
  const titleId = `${id}-title`
  const disclosureId = `${id}-disclosure`
  const panelRef = useRef<HTMLElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const [handover, setHandover] = useState(false)
  const {data: settings} = useWidgetSettings()
  const {turns, progress, busy, askQuestion, retry, restart, rate, sendToTeam} = useConversation()
  const handoverPost = useHandoverPost()

  useEffect(() => {
    const panel = panelRef.current
    if (!panel) return
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') focusField(panel)
    }
    panel.addEventListener('toggle', onToggle)
    return () => panel.removeEventListener('toggle', onToggle)
  }, [])

  useEffect(() => {
    const panel = panelRef.current
    if (!openRequests || !panel) return
    if (panel.matches(':popover-open')) focusField(panel)
    else panel.showPopover()
  }, [openRequests])

  // The latest message in view, as it grows.
  const streamed = progress.state === 'streaming' ? progress.text : ''
  useLayoutEffect(() => {
    const body = bodyRef.current
    if (body && !handover) body.scrollTop = body.scrollHeight
  }, [turns.length, streamed, handover])

  const focusQuestion = () => inputRef.current?.focus()
  const leave = () => panelRef.current?.hidePopover()
  const ask = (question: string) => {
    askQuestion(question)
    focusQuestion()
  }
  const openHandover = () => setHandover(true)
  const closeHandover = () => {
    setHandover(false)
    // Once the conversation is back in the page.
    requestAnimationFrame(focusQuestion)
  }

  return (
    <div className={styles.widget} data-chat-widget="">
      <button type="button" className={styles.launcher} popoverTarget={id} aria-controls={id}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          <path
            fill="currentColor"
            d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm3 6v2h2v-2H7Zm4 0v2h2v-2h-2Zm4 0v2h2v-2h-2Z"
          />
        </svg>
        <span>{LAUNCHER_LABEL}</span>
      </button>
      <section
        ref={panelRef}
        id={id}
        popover="auto"
        role="dialog"
        className={styles.panel}
        aria-labelledby={titleId}
        aria-describedby={disclosureId}
      >
        <div className={styles.header}>
          <div className={styles.identity}>
            <h2 id={titleId} className={styles.title}>
              Assistant {brandName}
            </h2>
            {/* AI Act, article 50: the visitor knows at once that a program answers (the editors' words). */}
            <p id={disclosureId} className={styles.disclosure}>
              {settings?.disclosure || DEFAULT_DISCLOSURE}
            </p>
          </div>
          <button type="button" className={styles.close} popoverTarget={id} popoverTargetAction="hide">
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Fermer l’assistant</span>
          </button>
        </div>

        <div ref={bodyRef} className={styles.body}>
          {handover ? (
            <HandoverForm
              turns={turns}
              openingHours={settings?.openingHours ?? ''}
              copyOffered={settings?.copyOffered ?? false}
              onBack={closeHandover}
              post={handoverPost.trigger}
              sending={handoverPost.isMutating}
            />
          ) : (
            <>
              {settings?.greeting ? <Paragraphs text={settings.greeting} /> : null}
              {!turns.length && settings?.suggestedQuestions.length ? (
                <ul className={styles.suggestions} aria-label="Questions suggérées">
                  {settings.suggestedQuestions.map((question) => (
                    <li key={question}>
                      <button type="button" className={styles.suggestion} onClick={() => ask(question)}>
                        {question}
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
              {/* Announced once per answer: aria-busy holds the announcement while the text streams in. */}
              <div role="log" aria-live="polite" aria-busy={busy} aria-label="Conversation" className={styles.log}>
                {turns.map((turn, index) =>
                  turn.role === 'user' ? (
                    <p key={index} className={styles.question}>
                      <span className="visually-hidden">Vous : </span>
                      {turn.content}
                    </p>
                  ) : (
                    <AnswerView
                      key={index}
                      answer={turn}
                      question={turns[index - 1]?.role === 'user' ? turns[index - 1]!.content : ''}
                      onLeave={leave}
                      onRated={(helpful) => rate(index, helpful)}
                      onSentToTeam={(sent) => sendToTeam(index, sent)}
                      onHandover={openHandover}
                      onAsk={ask}
                    />
                  ),
                )}
                {progress.state === 'streaming' ? (
                  <div className={styles.answer}>
                    {progress.text ? (
                      <Paragraphs text={progress.text} />
                    ) : (
                      <p className={styles.writing}>{WRITING_LABEL}</p>
                    )}
                  </div>
                ) : null}
              </div>
              {progress.state === 'failed' ? (
                <p role="alert" className={styles.failure}>
                  {progress.message}{' '}
                  <button type="button" className={styles.link} onClick={retry}>
                    Réessayer
                  </button>
                </p>
              ) : null}
            </>
          )}
        </div>

        {handover ? null : (
          <div className={styles.footer}>
            <Composer inputRef={inputRef} busy={busy} onAsk={ask} />
            <div className={styles.actions}>
              <button type="button" className={styles.action} onClick={openHandover}>
                {HANDOVER_LABEL}
              </button>
              {turns.length ? (
                <button
                  type="button"
                  className={styles.action}
                  onClick={() => {
                    restart()
                    focusQuestion()
                  }}
                >
                  Nouvelle conversation
                </button>
              ) : null}
            </div>
          </div>
        )}
        <p className={styles.privacy}>
          Nous n’enregistrons pas vos questions, sauf si vous les transmettez à un conseiller ou acceptez de les envoyer
          à l’équipe.{' '}
          <a href={settings?.privacyPolicyUrl || routes.privacyPolicy} onClick={leave}>
            Politique de confidentialité
          </a>
        </p>
      </section>
    </div>
  )
}
