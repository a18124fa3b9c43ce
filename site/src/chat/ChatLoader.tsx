import {Suspense, useEffect, useState} from 'react'
import {lazyChunk} from '../bundling/lazyChunk'

// Loaded on the client only, in a chunk of its own: it costs nothing in any page's first load.
const AssistantWidget = lazyChunk(() => import('../assistant/widget/AssistantWidget').then((module) => module.default))

/** Runs `callback` when the main thread is idle (Safari has no requestIdleCallback). */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, {timeout: 2000})
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(callback, 200)
  return () => window.clearTimeout(id)
}

/** Mounts the assistant's widget once the page has loaded and the main thread is idle. */
export function ChatLoader({brandName}: {brandName: string}) {
  const [ready, setReady] = useState(false)

  useEffect(() => {
    let cancelIdle: (() => void) | undefined
    const start = () => {
      cancelIdle = whenIdle(() => setReady(true))
    }
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, {once: true})
    return () => {
      window.removeEventListener('load', start)
      cancelIdle?.()
    }
  }, [])

  return ready ? (
    <Suspense fallback={null}>
      <AssistantWidget brandName={brandName} />
    </Suspense>
  ) : null
}
