import {routes} from '../routes'

/**
 * The security page's documents, written on request from its Studio document (the site's src/features/security/):
 * the processing agreement and the security summary as PDFs, and the Atom feed of the sub-processors' changes. Apart
 * from the route map, which every page's first load carries: only the security page and the server read these.
 */
export const securityDocuments = {
  dpa: `${routes.security}/accord-de-traitement-des-donnees.pdf`,
  securitySummary: `${routes.security}/synthese-securite.pdf`,
  subProcessorsFeed: `${routes.security}/sous-traitants.xml`,
} as const
