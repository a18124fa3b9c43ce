import {MAIN_CONTENT_ID, routes} from '@parlia/schemas/routes'
import type {GetStaticProps} from 'next'

import {PageHead} from '#seo/head'

import {Button} from '../ui/components/Button/Button'
import {ContentImage} from '../ui/components/ContentImage/ContentImage'
import type {BarePage} from '../ui/layout/pageTypes'
import {staticPageProps, type WithLayout} from '../ui/layout/staticProps'
import {SiteSeo} from '../platform/seo/SiteSeo'
import styles from '../ui/styles/LoginPage.module.css'

/** The login route: no shared header, footer or chat widget, just the way to the admin console. */
const LoginPage: BarePage<WithLayout<object>> = ({layout}) => (
  // Outside the shared layout, so it gives the head its site defaults itself.
  <SiteSeo layout={layout}>
    <main id={MAIN_CONTENT_ID} className={styles.page}>
      <PageHead title={`Connexion – ${layout.brandName}`} noindex />
      <div className={styles.card}>
        <a href={routes.home} aria-label={`${layout.brandName}, accueil`}>
          <ContentImage image={layout.logo} decorative priority className={styles.logo} />
        </a>
        <h1 className={styles.title}>Connexion à votre espace</h1>
        <p>Vos assistants, vos contenus et vos statistiques vous attendent dans la console d’administration.</p>
        <Button href={layout.adminConsoleUrl}>Accéder à la console</Button>
        <p className={styles.back}>
          <a href={routes.home}>Retour au site</a>
        </p>
      </div>
    </main>
  </SiteSeo>
)
LoginPage.bare = true

export default LoginPage

export const getStaticProps: GetStaticProps<WithLayout<object>> = (context) =>
  staticPageProps(context, async () => ({}))
