import {CloseButton, Popover, PopoverButton, PopoverPanel} from '@headlessui/react'
import Link from 'next/link'

import {routes} from '../routes'
import styles from './ChatWidget.module.css'

const SHORTCUTS = [
  {href: routes.faq, label: 'Consulter la FAQ', hint: 'Les réponses aux questions les plus fréquentes'},
  {href: routes.contact, label: 'Nous écrire', hint: 'Notre équipe vous répond sous un jour ouvré'},
  {href: routes.demo, label: 'Planifier une démo', hint: '30 minutes pour découvrir Parlia'},
]

/** The assistant's launcher and panel. Answering questions comes with the conversation engine. */
export default function ChatWidget() {
  return (
    <Popover className={styles.widget} data-chat-widget="">
      <PopoverButton className={styles.launcher}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          <path
            fill="currentColor"
            d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm3 6v2h2v-2H7Zm4 0v2h2v-2h-2Zm4 0v2h2v-2h-2Z"
          />
        </svg>
        <span>Une question ?</span>
      </PopoverButton>
      <PopoverPanel className={styles.panel} aria-labelledby="chat-title">
        <div className={styles.header}>
          <h2 id="chat-title" className={styles.title}>
            Bonjour, comment pouvons-nous vous aider ?
          </h2>
          <CloseButton className={styles.close}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Fermer l’assistant</span>
          </CloseButton>
        </div>
        <p className={styles.intro}>Choisissez une option, nous vous guidons.</p>
        <ul className={styles.shortcuts}>
          {SHORTCUTS.map((shortcut) => (
            <li key={shortcut.href}>
              <CloseButton as={Link} href={shortcut.href} className={styles.shortcut}>
                <span>{shortcut.label}</span>
                <small>{shortcut.hint}</small>
              </CloseButton>
            </li>
          ))}
        </ul>
      </PopoverPanel>
    </Popover>
  )
}
