import {routes} from '@parlia/schemas/routes'
import Link from 'next/link'

import {publicEnv} from '../../env/public'
import type {Crumb} from '../../navigation'
import {JsonLd} from '../../seo/JsonLd'
import {breadcrumbJsonLd} from '../../seo/structuredData/breadcrumbs'
import styles from './Breadcrumbs.module.css'

/** Where the page sits, from the home page; the last crumb is the current page. Also told to search engines. */
export function Breadcrumbs({trail}: {trail: Crumb[]}) {
  const crumbs: Crumb[] = [{label: 'Accueil', href: routes.home}, ...trail]
  return (
    <>
      <nav aria-label="Fil d’Ariane" className={styles.breadcrumbs}>
        <ol>
          {crumbs.map((crumb, index) => {
            const current = index === crumbs.length - 1
            return (
              <li key={`${crumb.label}-${index}`}>
                {current || !crumb.href ? (
                  <span aria-current={current ? 'page' : undefined}>{crumb.label}</span>
                ) : (
                  <Link href={crumb.href}>{crumb.label}</Link>
                )}
              </li>
            )
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(crumbs, publicEnv.siteUrl)} />
    </>
  )
}
