import type {Ref} from 'react'

import {HONEYPOT_FIELD} from './constants'
import styles from './Form.module.css'

/**
 * The field people never see and bots fill in: the server refuses a submission that has it filled. Hidden from
 * assistive technology and the tab order, never autofilled.
 */
export function Honeypot({
  id,
  inputRef,
  defaultValue,
}: {
  id: string
  inputRef?: Ref<HTMLInputElement>
  defaultValue?: string
}) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Ne pas remplir ce champ</label>
      <input
        ref={inputRef}
        id={`${id}-${HONEYPOT_FIELD}`}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue={defaultValue}
      />
    </div>
  )
}
