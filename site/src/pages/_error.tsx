import type {NextPageContext} from 'next'

import {ErrorPage} from '../features/errors/ErrorPage'
import type {NotFoundProps} from '../features/errors/notFoundProps'

/**
 * The page of an address the site has no page at, where the server first looks a redirect up (features/errors/). No
 * pages/404: Next.js would serve it as a static file and never let a redirect answer. Failures have pages/500.
 */
export default function NotFoundPage() {
  return (
    <ErrorPage
      code={404}
      title="Page introuvable – Erreur 404"
      heading="Oups, il semble qu’il y ait une erreur"
      text="La page que vous cherchez n’existe pas ou a été déplacée."
    />
  )
}

NotFoundPage.getInitialProps = async ({req, res}: NextPageContext): Promise<NotFoundProps> => {
  // Compiled out of the browser's bundle: the server's side reads the content and its secrets.
  if (typeof window === 'undefined' && req && res) {
    const {notFoundProps} = await import('../features/errors/notFoundProps')
    return notFoundProps(req, res)
  }
  return {}
}
