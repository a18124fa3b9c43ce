import Link from 'next/link'

import {ContentImage} from '../components/ContentImage/ContentImage'
import styles from './HeroConversation.module.css'
import type {HomeData} from './homeData'

type Conversation = HomeData['hero']['conversation']

/**
 * The home hero's example exchange, drawn in HTML and CSS as the chat widget shows one: the visitor's question, the
 * assistant's answer signed by its avatar, with its source and the way to a person. No script: its bubbles rise in
 * turn, unless the visitor asks for reduced motion; their space is reserved, so nothing shifts.
 */
export function HeroConversation({conversation}: {conversation: Conversation}) {
  const {avatar, question, answer, source, handover} = conversation
  return (
    // Named through aria-labelledby too: not every assistive technology names a figure from its caption.
    <figure className={styles.conversation} aria-labelledby="exemple-de-conversation">
      <figcaption id="exemple-de-conversation" className="visually-hidden">
        Exemple de conversation avec l’assistant virtuel {avatar.name}
      </figcaption>
      <div className={styles.window}>
        <div className={styles.header}>
          {avatar.image ? <ContentImage image={avatar.image} decorative priority className={styles.avatar} sizes="3rem" /> : null}
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
            <span className={styles.source}>
              Source : <Link href={source.href}>{source.label}</Link>
            </span>
            <Link href={handover.href} className={styles.handover}>
              {handover.label}
            </Link>
          </li>
        </ol>
        <p className={styles.composer} aria-hidden="true">
          Posez votre question…
        </p>
      </div>
    </figure>
  )
}
