import {type ReactNode, startTransition, Suspense, useEffect, useRef, useState} from 'react'
import {lazyChunk} from '../bundling/lazyChunk'

// The banner and the consent logic are chunks of their own, fetched after hydration: a page's first load
// only carries this provider and the footer's button.
const ConsentBanner = lazyChunk(() => import('./ConsentBanner').then((module) => module.default))

/** Marks the buttons that reopen the choice: the footer's, rendered by the server as plain HTML (layout/Footer.tsx). */
const CHOICES_OPENER = 'data-consent-choices'

/** Applies the stored consent on every page load and shows the banner while no choice is stored. */
export function ConsentProvider({children}: {children: ReactNode}) {
  const [banner, setBanner] = useState<{reopened: boolean} | null>(null)
  const applied = useRef(false)

  useEffect(() => {
    // Once per page load, even where React runs effects twice (strict mode).
    if (applied.current) return
    applied.current = true
    import('./consentFlow')
      .then(({applyConsentOnLoad}) => {
        // A transition: the banner renders in slices, so a gesture of the visitor's meanwhile is answered first.
        if (applyConsentOnLoad() === 'absent')
          startTransition(() => setBanner((current) => current ?? {reopened: false}))
      })
      // Without its chunk (offline) nothing is tracked: the safe way to fail.
      .catch(() => undefined)
  }, [])

  // One listener for the page: the footer is server-rendered markup, with no React handler of its own.
  useEffect(() => {
    const open = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest?.(`[${CHOICES_OPENER}]`)) setBanner({reopened: true})
    }
    document.addEventListener('click', open)
    return () => document.removeEventListener('click', open)
  }, [])
  const close = () => setBanner(null)

  return (
    <>
      {/* First in the page, so keyboard and screen-reader users meet the choice before anything else. */}
      {banner ? (
        <Suspense fallback={null}>
          <ConsentBanner reopened={banner.reopened} onClose={close} />
        </Suspense>
      ) : null}
      {children}
    </>
  )
}

/** The footer's 'Gérer mes cookies': reopens the choice, so withdrawing consent is as easy as giving it. */
export function ManageCookiesButton({className}: {className?: string}) {
  return (
    <button type="button" className={className} aria-haspopup="dialog" {...{[CHOICES_OPENER]: ''}}>
      Gérer mes cookies
    </button>
  )
}
