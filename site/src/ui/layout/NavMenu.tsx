import {useEffect, useId, useRef} from 'react'

import styles from './Header.module.css'
import type {NavMenu as NavMenuData} from './layoutData'

const GAP = 8
const EDGE = 16

/**
 * One menu of the header, on the browser's Popover API: Escape, a click outside and opening
 * another menu close it, focus returns to its button, and no JavaScript library is shipped for it.
 * The browser exposes the button's expanded state itself (HTML forbids aria-expanded beside popovertarget).
 */
export function NavMenu({menu}: {menu: NavMenuData}) {
  const id = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLUListElement>(null)

  useEffect(() => {
    const panel = panelRef.current
    const button = buttonRef.current
    if (!panel || !button) return
    // The panel lives in the top layer: place it under its button before it shows.
    const place = (event: Event) => {
      if ((event as ToggleEvent).newState !== 'open') return
      const anchor = button.getBoundingClientRect()
      const width = panel.offsetWidth || 320
      panel.style.top = `${anchor.bottom + GAP}px`
      panel.style.left = `${Math.max(EDGE, Math.min(anchor.left, window.innerWidth - width - EDGE))}px`
    }
    panel.addEventListener('beforetoggle', place)
    return () => panel.removeEventListener('beforetoggle', place)
  }, [])

  return (
    <li>
      <button ref={buttonRef} type="button" className={styles.menuButton} popoverTarget={id} aria-controls={id}>
        {menu.title}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ul
        ref={panelRef}
        id={id}
        popover="auto"
        className={styles.panel}
        // The back-forward cache restores a page as it was left: close the menu on the way out.
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) panelRef.current?.hidePopover()
        }}
        // Its links are markup the server rendered (menuMarkup.tsx).
        dangerouslySetInnerHTML={{__html: menu.links.__html ?? ''}}
        suppressHydrationWarning
      />
    </li>
  )
}
