import {type FormEvent, type ReactNode, useRef, useState, useSyncExternalStore} from 'react'
import {useSearchBox} from 'react-instantsearch'

import {MAX_QUERY_LENGTH} from '../query'

import styles from './Search.module.css'

const noSubscription = () => () => {}
const isBrowser = () => true
const isServer = () => false

interface SearchFieldProps {
  /** Id of the input, also used for its label. */
  id: string
  label: string
  placeholder?: string
  /**
   * Where the form goes without JavaScript (a GET to the page itself, so the server renders the
   * results); once hydrated, typing searches at once and submitting does nothing more.
   */
  action: string
  /** Extra fields of the form (the category filters), sent along without JavaScript. */
  children?: ReactNode
}

/**
 * Keyword search field on InstantSearch's search box: results follow as you type, and the clear
 * button only exists while the field holds text.
 */
export function SearchField({id, label, placeholder, action, children}: SearchFieldProps) {
  const {query, refine, clear} = useSearchBox()
  const [value, setValue] = useState(query)
  const input = useRef<HTMLInputElement>(null)
  const [focused, setFocused] = useState(false)
  const hydrated = useSyncExternalStore(noSubscription, isBrowser, isServer)

  // The URL (back/forward) may change the query: follow it unless the visitor is typing.
  if (query !== value && !focused) setValue(query)

  const change = (next: string) => {
    setValue(next)
    refine(next)
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    input.current?.blur()
  }

  return (
    <form role="search" action={action} method="get" className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.field}>
        <input
          ref={input}
          id={id}
          name="q"
          type="search"
          className={styles.input}
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={MAX_QUERY_LENGTH}
          enterKeyHint="search"
          onChange={(event) => change(event.currentTarget.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        />
        {value ? (
          <button
            type="button"
            className={styles.clear}
            aria-label="Effacer la recherche"
            onClick={() => {
              setValue('')
              clear()
              input.current?.focus()
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
        {hydrated ? null : (
          <button type="submit" className={styles.submit}>
            Rechercher
          </button>
        )}
      </div>
      {children}
    </form>
  )
}
