import {COMPANY_FACTS} from '@parlia/schemas/constants/company'
import {DATA_RETENTION} from '@parlia/schemas/constants/privacy'
import {routes} from '@parlia/schemas/routes'

import styles from './Form.module.css'

/** Under every form: why the data is collected, how long it is kept, the privacy policy and the minimum age. */
export function DataNotice({purpose}: {purpose: string}) {
  const privacyPolicy = <a href={routes.privacyPolicy}>politique de confidentialité</a>
  return (
    <div className={styles.notice}>
      <p>
        {purpose} Elles sont conservées {DATA_RETENTION.contactYears} ans à compter de notre dernier échange. Pour en
        savoir plus et exercer vos droits, consultez notre {privacyPolicy}.
      </p>
      <p>Ce service est réservé aux personnes âgées de {COMPANY_FACTS.minimumAge} ans ou plus.</p>
    </div>
  )
}
