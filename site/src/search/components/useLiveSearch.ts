import {startTransition, useEffect, useMemo, useRef, useState} from 'react'

/** Gestures that announce a search: the first one starts the live search, whose chunk then loads. */
export interface LiveTriggers {
  onPointerEnter: () => void
  onPointerDown: () => void
  onFocus: () => void
  onKeyDown: () => void
}

interface Waiting<Actions> {
  action: (actions: Actions) => void
  key?: string
}

/**
 * The search pages' takeover by the live search. The page renders `results` (the server's first results, then what the live search
 * reports) and asks for changes through `act`; until the live search is ready (its chunk loaded, InstantSearch
 * started from the server state), those requests wait in order, then run as the visitor made them. The live search
 * renders nothing: the page's own elements stay in place, so the field keeps its focus, caret and text.
 */
export function useLiveSearch<Results, Actions>(firstResults: Results) {
  const [live, setLive] = useState(false)
  const [results, setResults] = useState(firstResults)
  const [actions, setActions] = useState<Actions | null>(null)
  const waiting = useRef<Waiting<Actions>[]>([])

  // Once ready, in the render after InstantSearch's own start (a search scheduled sooner would be dropped).
  useEffect(() => {
    if (actions) for (const {action} of waiting.current.splice(0)) action(actions)
  }, [actions])

  const triggers = useMemo<LiveTriggers>(() => {
    // A transition: the gesture's own handling stays short, and React renders the takeover in slices it can interrupt.
    const start = () => startTransition(() => setLive(true))
    return {onPointerEnter: start, onPointerDown: start, onFocus: start, onKeyDown: start}
  }, [])

  return {
    results,
    live,
    triggers,
    /**
     * Runs `action` on the live search, after any still waiting; it replaces a waiting one of the same `key` (only
     * the last text typed before the live search is ready is searched, not each of its beginnings).
     */
    act(action: (actions: Actions) => void, key?: string) {
      waiting.current = [...waiting.current.filter((other) => key === undefined || other.key !== key), {action, key}]
      if (!actions) return setLive(true)
      for (const next of waiting.current.splice(0)) next.action(actions)
    },
    /** What the live search reports to. */
    report: {onResults: setResults, onReady: setActions},
  }
}
