import {routes} from '@parlia/schemas/routes'
import type {GetStaticProps} from 'next'

import {PageHead} from '#seo/head'

import {Button} from '../ui/components/Button/Button'
import {staticPageProps, type WithLayout} from '../ui/layout/staticProps'
import styles from '../ui/styles/ErrorPage.module.css'

export default function NotFoundPage() {
  return (
    <div className={styles.page}>
      <PageHead title="Page introuvable – Erreur 404" noindex />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>Oups, il semble qu’il y ait une erreur</h1>
      <p>La page que vous cherchez n’existe pas ou a été déplacée.</p>
      <Button href={routes.home}>Retour à l’accueil</Button>
    </div>
  )
}

export const getStaticProps: GetStaticProps<WithLayout<object>> = (context) =>
  staticPageProps(context, async () => ({}))
