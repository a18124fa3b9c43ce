import {routes} from '@parlia/schemas/routes'

import {Button} from '../components/Button/Button'
import {ACCESSIBILITY_STATUS} from '../../features/accessibility/status'
import {ManageCookiesButton} from '../../platform/consent/ConsentProvider'
import styles from './Footer.module.css'
import type {LayoutSettings} from './layoutData'
import {MenuLink} from './MenuLink'

/**
 * The footer's content. It has no behaviour of its own ('Gérer mes cookies' is handled by ConsentProvider), so the
 * server renders it once per page (footerMarkup.tsx) and the browser receives markup, not this component (Footer.tsx).
 */
export function FooterContent({layout}: {layout: LayoutSettings}) {
  return (
    <>
      <section className={styles.newsletter} aria-labelledby="newsletter-title">
        <div className={styles.newsletterText}>
          <h2 id="newsletter-title" className={styles.newsletterTitle}>
            La newsletter {layout.brandName}
          </h2>
          <p>Chaque mois, nos conseils pour réussir vos projets de chatbot et d’IA conversationnelle.</p>
        </div>
        <Button href={layout.newsletterUrl} kind="theme" target="_blank" rel="noopener noreferrer">
          Je m’inscris
          <span className="visually-hidden"> à la newsletter (nouvel onglet)</span>
        </Button>
      </section>

      <nav className={styles.groups} aria-label="Plan du site">
        {layout.menus.map((menu) => (
          <div key={menu.key} className={styles.group}>
            <h2 className={styles.groupTitle}>{menu.title}</h2>
            <ul>
              {menu.links.map((link) => (
                <li key={link.key}>
                  <MenuLink link={{...link, description: null}} className={styles.link} />
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className={styles.group}>
          <h2 className={styles.groupTitle}>Nous rencontrer</h2>
          <ul>
            <li>
              <a href={routes.blog} className={styles.link}>
                Blog
              </a>
            </li>
            <li>
              <a href={routes.contact} className={styles.link}>
                Contact
              </a>
            </li>
            <li>
              <a href={routes.demo} className={styles.link}>
                Démo
              </a>
            </li>
            <li>
              <a href={layout.socialLink.url} className={styles.link} target="_blank" rel="noopener noreferrer">
                {layout.socialLink.network}
                <span className="visually-hidden"> (nouvel onglet)</span>
              </a>
            </li>
          </ul>
        </div>
      </nav>

      <div className={styles.bottom}>
        <p className={styles.copyright}>
          © {layout.year} {layout.brandName}. Tous droits réservés.
        </p>
        <ul className={styles.legal}>
          <li>
            <a href={routes.legalNotice} className={styles.link}>
              Mentions légales
            </a>
          </li>
          <li>
            <a href={routes.privacyPolicy} className={styles.link}>
              Politique de confidentialité
            </a>
          </li>
          <li>
            <a href={routes.cookiePolicy} className={styles.link}>
              Politique de cookies
            </a>
          </li>
          <li>
            <ManageCookiesButton className={`${styles.link} ${styles.linkButton}`} />
          </li>
          <li>
            {/* The statement's status, on every page until an audit says otherwise. */}
            <a href={routes.accessibility} className={styles.link}>
              Accessibilité : {ACCESSIBILITY_STATUS}
            </a>
          </li>
        </ul>
      </div>
    </>
  )
}
