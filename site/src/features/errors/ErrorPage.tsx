import {routes} from '@parlia/schemas/routes'

import {PageHead} from '#seo/head'

import {Button} from '../../ui/components/Button/Button'
import styles from './ErrorPage.module.css'

interface ErrorPageProps {
  code: number
  title: string
  heading: string
  text: string
}

/** An error page: its code in large, what happened, and the way back home. */
export function ErrorPage({code, title, heading, text}: ErrorPageProps) {
  return (
    <div className={styles.page}>
      <PageHead title={title} noindex />
      <p className={styles.code} aria-hidden="true">
        {code}
      </p>
      <h1>{heading}</h1>
      <p>{text}</p>
      <Button href={routes.home}>Retour à l’accueil</Button>
    </div>
  )
}
