import {routes} from '../routes'

/**
 * The tender-specification template, written on request from the public buyers' page's Studio document (the site's
 * src/features/publicBuyers/): an editable Word file and its PDF. Apart from the route map, which every page's
 * first load carries: only the pages that offer it and the server read these.
 */
export const tenderTemplateDocuments = {
  docx: `${routes.publicBuyers}/modele-cahier-des-charges.docx`,
  pdf: `${routes.publicBuyers}/modele-cahier-des-charges.pdf`,
} as const
