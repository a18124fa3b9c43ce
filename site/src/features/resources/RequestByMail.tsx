import {routes} from '@parlia/schemas/routes'

import {publicEnv} from '../../platform/env/public'
import type {RequestedResource} from '../../leads/forms/RequestDialog'
import {mailtoHref} from '../../ui/pageParts/links'
import pageStyles from '../../ui/pageParts/ContentPages.module.css'

/**
 * Without JavaScript, under the request button: an e-mail to the team naming the resource and the estimate's address.
 * @public Required by RequestAction on the server alone, which a static analysis does not follow.
 */
export function RequestByMail({
  contactEmail,
  resource: {title, estimate},
}: {
  contactEmail: string
  resource: RequestedResource
}) {
  const estimateLink = estimate && `Mes chiffres : ${publicEnv.siteUrl}${routes.savingsCalculator}?${estimate}`
  return (
    <p className={pageStyles.small}>
      Sans JavaScript, le formulaire ne s’ouvre pas : écrivez-nous à{' '}
      <a href={mailtoHref(contactEmail, `Demande – ${title}`, estimateLink)}>{contactEmail}</a>.
    </p>
  )
}
