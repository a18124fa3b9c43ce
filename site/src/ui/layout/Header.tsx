import {routes} from '@parlia/schemas/routes'

import {Button} from '../components/Button/Button'
import {ContentImage} from '../components/ContentImage/ContentImage'
import styles from './Header.module.css'
import type {LayoutData} from './layoutData'
import {MobileMenu} from './MobileMenu'
import {NavMenu} from './NavMenu'

export function Header({layout}: {layout: LayoutData}) {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <a href={routes.home} className={styles.brand} aria-label={`${layout.brandName}, accueil`}>
          <ContentImage image={layout.logo} decorative priority className={styles.logo} />
        </a>

        <nav className={styles.nav} aria-label="Navigation principale">
          <ul className={styles.menus}>
            {layout.menus.map((menu) => (
              <NavMenu key={menu.key} menu={menu} />
            ))}
            <li>
              <a href={routes.blog} className={styles.menuButton}>
                Blog
              </a>
            </li>
          </ul>
        </nav>

        <div className={styles.actions}>
          <Button href={routes.demo} size="sm">
            Démo
          </Button>
          <Button href={layout.adminConsoleUrl} size="sm" kind="secondary">
            Connexion
          </Button>
        </div>

        <MobileMenu layout={layout} />
      </div>
    </header>
  )
}
