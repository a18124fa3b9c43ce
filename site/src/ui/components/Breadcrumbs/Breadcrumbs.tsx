import {routes} from '@parlia/schemas/routes'

import {BreadcrumbData} from '#seo/head'

import type {Crumb} from '../../navigation'
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
                  <a href={crumb.href}>{crumb.label}</a>
                )}
              </li>
            )
          })}
        </ol>
      </nav>
      <BreadcrumbData crumbs={crumbs} />
    </>
  )
}
