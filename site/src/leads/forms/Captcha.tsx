import {useEffect, useRef} from 'react'

import {publicCaptcha} from '../../platform/env/publicCaptcha'

/**
 * Cloudflare Turnstile's script, explicit rendering: the widget is drawn where and when a form mounts.
 * `NEXT_PUBLIC_CAPTCHA_SCRIPT_URL` replaces it (a proxy, or the tests' local stand-in).
 */
export const CAPTCHA_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'

/** The height of Turnstile's widget (300×65 in its normal size), kept from the first paint so the form does not move when it appears. */
export const CAPTCHA_WIDGET_HEIGHT = 65

/** The part of Turnstile's browser API (`window.turnstile`) the forms use. */
interface CaptchaApi {
  render: (
    container: HTMLElement,
    options: {sitekey: string; language: string; callback: (token: string) => void; 'expired-callback': () => void},
  ) => string
  remove: (widgetId: string) => void
}

declare global {
  interface Window {
    turnstile?: CaptchaApi
  }
}

let scriptLoad: Promise<CaptchaApi> | null = null

/** Loads the third-party script once per page, on the first form that needs it. */
function loadCaptchaScript(): Promise<CaptchaApi> {
  scriptLoad ??= new Promise<CaptchaApi>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = publicCaptcha.scriptUrl ?? CAPTCHA_SCRIPT_URL
    script.async = true
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('Captcha API missing')))
    script.onerror = () => {
      scriptLoad = null
      reject(new Error('Captcha script failed to load'))
    }
    document.head.append(script)
  })
  return scriptLoad
}

interface CaptchaProps {
  siteKey: string
  /** Receives the token, or '' when it expires. */
  onToken: (token: string) => void
}

/**
 * The anti-robot check, Cloudflare Turnstile's widget (the only provider the site supports: the server
 * verifies its tokens at Turnstile's siteverify), drawn only on forms and only when a site key is configured.
 */
export function Captcha({siteKey, onToken}: CaptchaProps) {
  const container = useRef<HTMLDivElement>(null)
  const tokenCallback = useRef(onToken)
  useEffect(() => {
    tokenCallback.current = onToken
  }, [onToken])

  useEffect(() => {
    let widgetId: string | undefined
    let api: CaptchaApi | undefined
    let cancelled = false
    loadCaptchaScript()
      .then((loaded) => {
        if (cancelled || !container.current) return
        api = loaded
        widgetId = loaded.render(container.current, {
          sitekey: siteKey,
          language: 'fr',
          callback: (token) => tokenCallback.current(token),
          'expired-callback': () => tokenCallback.current(''),
        })
      })
      // Without the widget the server refuses the submission with its own message; nothing to add here.
      .catch(() => undefined)
    return () => {
      cancelled = true
      if (api && widgetId !== undefined) api.remove(widgetId)
    }
  }, [siteKey])

  return <div ref={container} style={{minHeight: CAPTCHA_WIDGET_HEIGHT}} />
}
