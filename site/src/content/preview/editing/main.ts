import {enablePreviewEditing, type PagesRouter} from './visualEditing'

/** Next.js sets its router on `window.next` when it hydrates the page, after this module may have run. */
const ROUTER_WAIT = {intervalMs: 50, maxMs: 30_000} as const

declare global {
  interface Window {
    next?: {router?: PagesRouter | null}
  }
}

function whenRouterReady(): Promise<PagesRouter> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const check = () => {
      const router = window.next?.router
      if (router) resolve(router)
      else if (Date.now() - started > ROUTER_WAIT.maxMs) reject(new Error('The page never hydrated: no overlays.'))
      else setTimeout(check, ROUTER_WAIT.intervalMs)
    }
    check()
  })
}

void whenRouterReady().then(enablePreviewEditing, (error: Error) => console.error(error.message))
