import {useId} from 'react'

import type {HomeData} from '../../../features/home/homeData'
import {ContentImage} from '../ContentImage/ContentImage'
import styles from './ExampleConversation.module.css'

/** The exampleConversation object as the queries shape it (the home hero's and a connector page's are alike). */
export type ExampleConversationData = HomeData['hero']['conversation']

/** The question field's name: its visible words, and where they lead. */
export const ASK_LABEL = 'Posez votre question à l’assistant'

/**
 * An example exchange, drawn in HTML and CSS as the chat widget shows one: the visitor's question, the assistant's
 * answer signed by its avatar, with its source and the way to a person. No script: its bubbles rise in turn, unless
 * the visitor asks for reduced motion; their space is reserved, so nothing shifts. `id` names its caption.
 *
 * Its question field is a button that opens the site's assistant, the focus in its field, with no code of its own:
 * it opens an empty, hidden popover, which src/assistant/loader/ChatLoader.tsx reads as the request, even when the press came
 * before the page's scripts had run.
 */
export function ExampleConversation({conversation, id}: {conversation: ExampleConversationData; id: string}) {
  const {avatar, question, answer, source, handover} = conversation
  const requestId = useId()
  return (
    // Named through aria-labelledby too: not every assistive technology names a figure from its caption.
    <figure className={styles.conversation} aria-labelledby={id}>
      <figcaption id={id} className="visually-hidden">
        Exemple de conversation avec l’assistant virtuel {avatar.name}
      </figcaption>
      <div className={styles.window}>
        <div className={styles.header}>
          {avatar.image ? (
            <ContentImage image={avatar.image} decorative priority className={styles.avatar} sizes="3rem" />
          ) : null}
          <p className={styles.identity}>
            <span className={styles.name}>{avatar.name}</span>
            <span className={styles.status}>En ligne · répond 24 h/24</span>
          </p>
        </div>
        <ol className={styles.log}>
          <li className={styles.question}>
            <span className="visually-hidden">Vous : </span>
            {question}
          </li>
          <li className={styles.answer}>
            <span className="visually-hidden">{avatar.name} : </span>
            <span className={styles.text}>{answer}</span>
            {source.href ? (
              <span className={styles.source}>
                Source : <a href={source.href}>{source.label}</a>
              </span>
            ) : null}
            {handover.href ? (
              <a href={handover.href} className={styles.handover}>
                {handover.label}
              </a>
            ) : null}
          </li>
        </ol>
        {/* "show", not a toggle: a second press before the scripts run keeps the request. */}
        <button
          type="button"
          className={styles.composer}
          aria-label={ASK_LABEL}
          popoverTarget={requestId}
          popoverTargetAction="show"
        >
          Posez votre question…
        </button>
        {/* Next to its button: the browser relates nothing else to it. Never shown (hidden), a manual popover: no
            click elsewhere or Escape closes it, so the request waits for the assistant's code. */}
        <span id={requestId} popover="manual" hidden data-assistant-request="" />
      </div>
    </figure>
  )
}
