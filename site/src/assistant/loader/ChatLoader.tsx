import {startTransition, Suspense, useEffect, useState} from 'react'
import {lazyChunk} from '../../platform/bundling/lazyChunk'

// Loaded on the client only, in a chunk of its own: it costs nothing in any page's first load.
const AssistantWidget = lazyChunk(() => import('../widget/AssistantWidget').then((module) => module.default))

/**
 * What a control that opens the assistant targets (the question's field of an example conversation,
 * components/ExampleConversation): an empty, hidden popover. A press made before this code ran leaves it open, the
 * browser's own record of the gesture; later presses are caught as they open it.
 */
const REQUEST = '[data-assistant-request]'

/** Runs `callback` when the main thread is idle (Safari has no requestIdleCallback). */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, {timeout: 2000})
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(callback, 200)
  return () => window.clearTimeout(id)
}

/**
 * Mounts the assistant's widget once the page has loaded and the main thread is idle, or at once, open, when the
 * visitor asks for it through the page (REQUEST), even before the page's scripts had run.
 */
export function ChatLoader({brandName}: {brandName: string}) {
  const [ready, setReady] = useState(false)
  // Each request opens the widget (AssistantWidget's `openRequests`).
  const [requests, setRequests] = useState(0)

  useEffect(() => {
    const request = () => {
      setReady(true)
      setRequests((count) => count + 1)
    }
    // Pressed before the scripts ran: the gesture is kept, and served now. (No Popover API, nothing to read.)
    for (const target of document.querySelectorAll<HTMLElement>(REQUEST)) {
      if ('hidePopover' in target && target.matches(':popover-open')) {
        target.hidePopover()
        request()
      }
    }
    // Pressed since: the request's popover stays closed, the assistant opens, once this show operation is over (the
    // browser refuses to show a popover during another's).
    const onBeforeToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open' && (event.target as Element).matches(REQUEST)) {
        event.preventDefault()
        setTimeout(request)
      }
    }
    // Capture: toggle events do not bubble.
    document.addEventListener('beforetoggle', onBeforeToggle, true)

    let cancelIdle: (() => void) | undefined
    // A transition: the widget renders in slices, so a gesture of the visitor's meanwhile is answered first.
    const start = () => {
      cancelIdle = whenIdle(() => startTransition(() => setReady(true)))
    }
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, {once: true})
    return () => {
      document.removeEventListener('beforetoggle', onBeforeToggle, true)
      window.removeEventListener('load', start)
      cancelIdle?.()
    }
  }, [])

  return ready ? (
    <Suspense fallback={null}>
      <AssistantWidget brandName={brandName} openRequests={requests} />
    </Suspense>
  ) : null
}
