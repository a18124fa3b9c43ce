import dynamic from 'next/dynamic'
import {createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState} from 'react'

// The banner and the consent logic are chunks of their own, fetched after hydration: a page's first load
// only carries this provider and the footer's button.
const ConsentBanner = dynamic(() => import('./ConsentBanner'), {ssr: false})

const OpenChoices = createContext<(() => void) | null>(null)

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
        if (applyConsentOnLoad() === 'absent') setBanner((current) => current ?? {reopened: false})
      })
      // Without its chunk (offline) nothing is tracked: the safe way to fail.
      .catch(() => undefined)
  }, [])

  const openChoices = useCallback(() => setBanner({reopened: true}), [])
  const close = useCallback(() => setBanner(null), [])

  return (
    <OpenChoices.Provider value={openChoices}>
      {/* First in the page, so keyboard and screen-reader users meet the choice before anything else. */}
      {banner ? <ConsentBanner reopened={banner.reopened} onClose={close} /> : null}
      {children}
    </OpenChoices.Provider>
  )
}

/** The footer's 'Gérer mes cookies': reopens the choice, so withdrawing consent is as easy as giving it. */
export function ManageCookiesButton({className}: {className?: string}) {
  const openChoices = useContext(OpenChoices)
  return (
    <button type="button" className={className} onClick={openChoices ?? undefined} aria-haspopup="dialog">
      Gérer mes cookies
    </button>
  )
}
