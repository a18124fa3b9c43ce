import {routes} from '@parlia/schemas/routes'
import Link from 'next/link'
import {useEffect, useId, useRef, useState} from 'react'

import styles from './ChatWidget.module.css'

const shortcuts = (brandName: string) => [
  {href: routes.faq, label: 'Consulter la FAQ', hint: 'Les réponses aux questions les plus fréquentes'},
  {href: routes.contact, label: 'Nous écrire', hint: 'Notre équipe vous répond sous un jour ouvré'},
  {href: routes.demo, label: 'Planifier une démo', hint: `30 minutes pour découvrir ${brandName}`},
]

/**
 * The assistant's launcher and panel, on the browser's Popover API like the header's menus: Escape
 * and a click outside close it, and its chunk stays small enough not to block the main thread.
 * Answering questions comes with the conversation engine.
 */
export default function ChatWidget({brandName}: {brandName: string}) {
  const id = useId()
  const titleId = `${id}-title`
  const panelRef = useRef<HTMLElement>(null)
  const [open, setOpen] = useState(false)

  useEffect(() => {
    const panel = panelRef.current
    if (!panel) return
    const sync = (event: Event) => setOpen((event as ToggleEvent).newState === 'open')
    panel.addEventListener('toggle', sync)
    return () => panel.removeEventListener('toggle', sync)
  }, [])

  return (
    <div className={styles.widget} data-chat-widget="">
      <button type="button" className={styles.launcher} popoverTarget={id} aria-expanded={open} aria-controls={id}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          <path
            fill="currentColor"
            d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm3 6v2h2v-2H7Zm4 0v2h2v-2h-2Zm4 0v2h2v-2h-2Z"
          />
        </svg>
        <span>Une question ?</span>
      </button>
      <section ref={panelRef} id={id} popover="auto" className={styles.panel} aria-labelledby={titleId}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            Bonjour, comment pouvons-nous vous aider ?
          </h2>
          <button type="button" className={styles.close} popoverTarget={id} popoverTargetAction="hide">
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Fermer l’assistant</span>
          </button>
        </div>
        <p className={styles.intro}>Choisissez une option, nous vous guidons.</p>
        <ul className={styles.shortcuts}>
          {shortcuts(brandName).map((shortcut) => (
            <li key={shortcut.href}>
              {/* Client-side navigation does not unload the page: close the panel on the way out. */}
              <Link href={shortcut.href} className={styles.shortcut} onClick={() => panelRef.current?.hidePopover()}>
                <span>{shortcut.label}</span>
                <small>{shortcut.hint}</small>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
