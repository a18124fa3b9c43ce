import {routes} from '@parlia/schemas/routes'
import {useRef, type MouseEvent} from 'react'

import type {LayoutData} from './layoutData'
import styles from './MobileMenu.module.css'

const DIALOG_ID = 'menu-mobile'

/**
 * The burger's and the close button's commands to the dialog (HTML's invoker commands): where the browser has them,
 * the burger works before the page's scripts have run, and the browser states the burger's expanded state (HTML forbids
 * aria-expanded beside a command); where it does not, their click handlers do it. Spread: React's types do not know
 * these attributes yet.
 */
const command = (name: 'show-modal' | 'close') => ({command: name, commandfor: DIALOG_ID})

/**
 * The burger menu below the desktop breakpoint: a native modal dialog (focus kept inside,
 * Escape closes, focus returns to the burger) holding one native disclosure per menu.
 */
export function MobileMenu({layout}: {layout: LayoutData}) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const show = () => {
    // The command, where the browser has it, then finds the dialog open and leaves it.
    if (!dialogRef.current?.open) dialogRef.current?.showModal()
  }
  const close = () => dialogRef.current?.close()
  // A click on the backdrop lands on the dialog itself; a link leaves the page, which the back-forward cache would
  // restore with the menu open.
  const closeOnOutsideOrLink = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as HTMLElement
    if (target === dialogRef.current || target.closest('a')) close()
  }

  return (
    <>
      <button type="button" className={styles.burger} aria-haspopup="dialog" onClick={show} {...command('show-modal')}>
        <span className={styles.burgerIcon} aria-hidden="true" />
        <span className="visually-hidden">Ouvrir le menu</span>
      </button>
      <dialog
        ref={dialogRef}
        id={DIALOG_ID}
        className={styles.dialog}
        aria-labelledby="mobile-menu-title"
        onClick={closeOnOutsideOrLink}
      >
        <div className={styles.panel}>
          <div className={styles.top}>
            <h2 id="mobile-menu-title" className={styles.title}>
              Menu
            </h2>
            <button type="button" className={styles.close} onClick={close} {...command('close')}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">Fermer le menu</span>
            </button>
          </div>
          <nav aria-label="Navigation principale">
            <ul className={styles.list}>
              {layout.menus.map((menu) => (
                <li key={menu.key}>
                  <details className={styles.details}>
                    <summary className={styles.group}>
                      {menu.title}
                      <span className={styles.chevron} aria-hidden="true" />
                    </summary>
                    <ul
                      className={styles.links}
                      dangerouslySetInnerHTML={{__html: menu.links.__html ?? ''}}
                      suppressHydrationWarning
                    />
                  </details>
                </li>
              ))}
              <li>
                <a href={routes.blog} className={styles.group}>
                  Blog
                </a>
              </li>
              <li>
                <a href={routes.demo} className={styles.group}>
                  Démo
                </a>
              </li>
              <li>
                <a href={layout.adminConsoleUrl} className={styles.group}>
                  Connexion
                </a>
              </li>
            </ul>
          </nav>
        </div>
      </dialog>
    </>
  )
}
