import {routes} from '@parlia/schemas/routes'
import {type KeyboardEvent, useEffect, useId, useRef} from 'react'

import {Button} from '../../ui/components/Button/Button'
import styles from './ConsentBanner.module.css'
import {readConsent} from './consentCookie'
import {recordChoice} from './consentFlow'

export interface ConsentBannerProps {
  /** Opened again from the footer: it takes the focus, and gives it back once the choice is made. */
  reopened: boolean
  onClose: () => void
}

/** The banner's height while it is open, for what sits fixed at the bottom of the viewport (AssistantWidget.module.css). */
const BANNER_HEIGHT_PROPERTY = '--consent-banner-height'

const CURRENT_CHOICE = {
  granted: 'Votre choix actuel : cookies de mesure d’audience acceptés.',
  denied: 'Votre choix actuel : cookies de mesure d’audience refusés.',
  absent: 'Aucun choix enregistré pour le moment.',
} as const

/**
 * The consent banner (spec section 4): 'Tout refuser' and 'Tout accepter' side by side and alike, a link to the
 * cookie policy; closing it or pressing Escape refuses. A non-modal dialog: the page stays usable around it.
 */
export default function ConsentBanner({reopened, onClose}: ConsentBannerProps) {
  const dialog = useRef<HTMLDivElement>(null)
  const opener = useRef<Element | null>(null)
  const titleId = useId()
  const textId = useId()

  useEffect(() => {
    if (!reopened) return
    opener.current = document.activeElement
    dialog.current?.focus()
  }, [reopened])

  // Keeps what the keyboard focuses clear of the banner (WCAG 2.4.11): the page scrolls it above, and what is fixed
  // at the bottom of the viewport (the assistant's launcher) rises above it by its height.
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    const root = document.documentElement
    const observer = new ResizeObserver(() => {
      root.style.setProperty('scroll-padding-bottom', `${element.offsetHeight}px`)
      root.style.setProperty(BANNER_HEIGHT_PROPERTY, `${element.offsetHeight}px`)
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty('scroll-padding-bottom')
      root.style.removeProperty(BANNER_HEIGHT_PROPERTY)
    }
  }, [])

  const choose = (granted: boolean) => {
    if (recordChoice(granted).reload) {
      window.location.reload()
      return
    }
    onClose()
    if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus()
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    choose(false)
  }

  return (
    <div
      ref={dialog}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      className={styles.banner}
      onKeyDown={onKeyDown}
    >
      <div className={styles.inner}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            Vos choix en matière de cookies
          </h2>
          <button type="button" className={styles.close} onClick={() => choose(false)}>
            Continuer sans accepter
          </button>
        </div>
        <p id={textId} className={styles.text}>
          Avec votre accord, des cookies de mesure d’audience nous aident à améliorer le site ; sans accord, aucun n’est
          déposé. Vous pouvez changer d’avis à tout moment via « Gérer mes cookies », en bas de page.
        </p>
        {reopened ? <p className={styles.text}>{CURRENT_CHOICE[readConsent()]}</p> : null}
        <div className={styles.footer}>
          <a href={routes.cookiePolicy} className={styles.policy}>
            Politique de cookies
          </a>
          <div className={styles.actions}>
            <Button size="md" onClick={() => choose(false)}>
              Tout refuser
            </Button>
            <Button size="md" onClick={() => choose(true)}>
              Tout accepter
            </Button>
          </div>
        </div>
      </div>
    </div>
  )
}
