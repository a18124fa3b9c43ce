import {routes} from '@parlia/schemas/routes'
import {useEffect, useRef} from 'react'

import {leaveFor} from '../../ui/navigation'
import {LeadForm} from './LeadForm'
// After the form it wraps: the dialog's rules come later in the cascade, and its stylesheet, which only the dialog's
// lazy chunk needs, no longer sorts first in Turbopack's CSS chunking, where it opened the pages' shared chunk.
import styles from './RequestDialog.module.css'

export const CONTENT_REQUEST_PURPOSE =
  'Les informations saisies servent à vous envoyer par e-mail la ressource demandée et à vous recontacter au sujet de nos solutions.'

export interface RequestedResource {
  /** The document's `_id` (whitePaper-…, webinar-… or savingsCalculatorPage), sent as the form's hidden field. */
  id: string
  title: string
  /** The savings calculator's estimate (its query, `savingsQuery`), sent as the form's hidden `estimate` field. */
  estimate?: string
}

interface RequestDialogProps {
  heading: string
  submitLabel: string
  resource: RequestedResource
  /** Called once the dialog has closed (Escape, the close button). */
  onClose: () => void
}

/**
 * The request form of a white paper, a webinar replay or a savings estimate, in a native modal dialog: the
 * browser traps focus, closes it on Escape and gives focus back to the button that opened it.
 */
export function RequestDialog({heading, submitLabel, resource, onClose}: RequestDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = `demande-${resource.id}-titre`

  useEffect(() => {
    const element = dialog.current
    element?.showModal()
    return () => element?.close()
  }, [])

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {heading}
        </h2>
        <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">Fermer</span>
        </button>
      </div>
      <p className={styles.resource}>
        « {resource.title} » : laissez-nous vos coordonnées, nous vous l’envoyons par e-mail.
      </p>
      <LeadForm
        kind="contentRequest"
        id={`demande-${resource.id}`}
        submitLabel={submitLabel}
        purpose={CONTENT_REQUEST_PURPOSE}
        hiddenValues={{resource: resource.id, ...(resource.estimate && {estimate: resource.estimate})}}
        onCreated={() => leaveFor(routes.contentConfirmation)}
      />
    </dialog>
  )
}
