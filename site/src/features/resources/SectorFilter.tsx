import {customerCaseSectorPath} from '@parlia/schemas/pagedListings'
import {routes} from '@parlia/schemas/routes'

import styles from './SectorFilter.module.css'
import type {CustomerCasesProps} from './resourceData'

/**
 * The customer cases' sectors as links (?secteur=…): a filter that needs no script, each choice a page of its own
 * that the browser's history keeps. The current one is marked for assistive technologies.
 */
export function SectorFilter({sectors}: {sectors: CustomerCasesProps['sectors']}) {
  const choices = [
    {key: 'tous', label: 'Tous les secteurs', href: routes.customerCases, current: sectors.current === null},
    ...sectors.all.map(({slug, title}) => ({
      key: slug,
      label: title,
      href: customerCaseSectorPath(slug),
      current: sectors.current?.slug === slug,
    })),
  ]
  return (
    <nav className={styles.filter} aria-labelledby="filtre-secteur">
      <h2 id="filtre-secteur" className={styles.title}>
        Filtrer par secteur
      </h2>
      <ul className={styles.choices}>
        {choices.map(({key, label, href, current}) => (
          <li key={key}>
            <a href={href} className={styles.choice} aria-current={current ? 'page' : undefined}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
