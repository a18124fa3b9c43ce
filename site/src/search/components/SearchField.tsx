import {type FormEvent, type ReactNode, useRef, useState, useSyncExternalStore} from 'react'

import {MAX_QUERY_LENGTH} from '@parlia/search/query'
import styles from './Search.module.css'
import type {LiveTriggers} from './useLiveSearch'

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
  /** The keywords of the results shown: the field follows them when they change (back, forward) unless focused. */
  query: string
  onQuery: (query: string) => void
  /** Any gesture on the form (field or filters) starts the live search. */
  triggers: LiveTriggers
  /** Extra fields of the form (the category filters), sent along without JavaScript. */
  children?: ReactNode
}

/**
 * Keyword search field: results follow as you type, and the clear button only exists while the
 * field holds text.
 */
export function SearchField({id, label, placeholder, action, query, onQuery, triggers, children}: SearchFieldProps) {
  const [value, setValue] = useState(query)
  const [followed, setFollowed] = useState(query)
  const input = useRef<HTMLInputElement>(null)
  const [focused, setFocused] = useState(false)
  const hydrated = useSyncExternalStore(noSubscription, isBrowser, isServer)

  // The URL (back/forward) may change the query: follow it unless the visitor is typing.
  if (query !== followed) {
    setFollowed(query)
    if (!focused) setValue(query)
  }

  const change = (next: string) => {
    setValue(next)
    onQuery(next)
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    input.current?.blur()
  }

  return (
    <form role="search" action={action} method="get" className={styles.form} onSubmit={submit} noValidate {...triggers}>
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
              change('')
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
