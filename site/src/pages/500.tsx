import type {GetStaticProps} from 'next'

import {ErrorPage} from '../features/errors/ErrorPage'
import {staticPageProps, type WithLayout} from '../ui/layout/staticProps'

export default function ServerErrorPage() {
  return (
    <ErrorPage
      code={500}
      title="Erreur du serveur – Erreur 500"
      heading="Oups, le site a rencontré une erreur"
      text="Réessayez dans quelques instants : si le problème persiste, écrivez-nous depuis la page de contact."
    />
  )
}

export const getStaticProps: GetStaticProps<WithLayout<object>> = (context) =>
  staticPageProps(context, async () => ({}))
