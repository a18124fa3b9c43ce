import {routes} from '../routes'

/** The connector catalogue filtered on one category: /solution/connecteurs?tags=itsm (spec section 2). */
export const connectorCategoryPath = (slug: string) => `${routes.connectors}?tags=${encodeURIComponent(slug)}`

/** A mailto link with a subject, encoded as RFC 6068 wants (spaces as %20, not +). */
export const mailtoHref = (email: string, subject?: string) =>
  subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`
