import {routes} from '@parlia/schemas/routes'

import {Button} from '../../ui/components/Button/Button'
import styles from './Search.module.css'

/** A way to ask us directly: what an empty search shows, and what ends the connector list. */
export function NoResults({title, text}: {title: string; text: string}) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      <p>{text}</p>
      <Button href={routes.contact} size="md">
        Nous contacter
      </Button>
    </div>
  )
}
