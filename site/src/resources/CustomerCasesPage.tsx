import {PageHero} from '../components/PageHero/PageHero'
import {CtaBand} from '../contentPages/Blocks'
import styles from '../contentPages/ContentPages.module.css'
import {CustomerCaseCard} from '../contentPages/CustomerCaseCard'
import type {WithLayout} from '../layout/staticProps'
import {routes} from '../routes'
import {PageHead} from '../seo/PageHead'
import {RESOURCES_CRUMB} from './RequestAction'
import type {CustomerCasesProps} from './resourceData'

/** /ressources/cas-usage-client: every customer case, told in full. */
export function CustomerCasesPage({customerCases, layout}: WithLayout<CustomerCasesProps>) {
  return (
    <>
      <PageHead
        title={`Cas clients : ils ont déployé un assistant ${layout.brandName} | ${layout.brandName}`}
        description="Hôpitaux, collectivités, universités, entreprises, éditeurs et infogéreurs racontent leur projet d’assistant virtuel et ses résultats."
      />
      <PageHero
        title="Nos clients racontent leur assistant virtuel"
        lead="Hôpitaux, collectivités, universités, entreprises, éditeurs de logiciels et infogéreurs : pour chacun, le défi de départ, la solution mise en place et les résultats mesurés."
        trail={[RESOURCES_CRUMB, {label: 'Cas clients'}]}
      />
      <div className={styles.prose}>
        <div className={styles.proseInner}>
          <ul className={styles.caseList}>
            {customerCases.map((item) => (
              <li key={item.id}>
                <CustomerCaseCard item={item} titleLevel={2} detailed />
              </li>
            ))}
          </ul>
        </div>
      </div>
      <CtaBand
        id="demo"
        title="Et si le prochain cas client, c’était vous ?"
        text="Parlons de vos questions les plus fréquentes et des résultats que vous visez."
        primary={{label: 'Planifier une démo', href: routes.demo}}
        secondary={{label: 'Voir les cas d’usage', href: routes.useCases}}
      />
    </>
  )
}
