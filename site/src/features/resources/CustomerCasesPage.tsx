import {customerCaseSectorPath} from '@parlia/schemas/pagedListings'
import {routes} from '@parlia/schemas/routes'

import {CtaBand} from '../../ui/blocks/ctaBand/CtaBand'
import {ProseBand} from '../../ui/blocks/proseBand/ProseBand'
import styles from '../../ui/pageParts/ContentPages.module.css'
import {CustomerCaseCard} from '../../ui/pageParts/CustomerCaseCard'
import type {WithLayout} from '../../ui/layout/staticProps'
import {ListingHero} from '../listings/ListingHero'
import {ListingPagination} from '../listings/ListingPagination'
import {RESOURCES_CRUMB} from './RequestAction'
import {SectorFilter} from './SectorFilter'
import type {CustomerCasesProps} from './resourceData'

/**
 * /ressources/cas-usage-client (page N at ?page=N; one sector's at ?secteur=<slug>): the customer cases in brief, each
 * linking to its story, a page at a time, with links that narrow them to a sector.
 */
export function CustomerCasesPage({listing, customerCases, paging, sectors, layout}: WithLayout<CustomerCasesProps>) {
  const sector = sectors.current
  const narrowed = sector
    ? {label: sector.title, pathOf: (page: number) => customerCaseSectorPath(sector.slug, page)}
    : undefined
  return (
    <>
      <ListingHero
        listing={listing}
        brandName={layout.brandName}
        parents={[RESOURCES_CRUMB]}
        paging={{...paging, key: 'customerCases'}}
        narrowed={narrowed}
      />
      <ProseBand>
        <SectorFilter sectors={sectors} />
        <ul className={styles.caseList}>
          {customerCases.map((item) => (
            <li key={item.id}>
              <CustomerCaseCard item={item} titleLevel={2} />
            </li>
          ))}
        </ul>
        <ListingPagination
          listing="customerCases"
          paging={paging}
          label="Pages des cas clients"
          pathOf={narrowed?.pathOf}
        />
      </ProseBand>
      {listing.cta ? (
        <CtaBand
          id="demo"
          {...listing.cta}
          primary={{label: 'Planifier une démo', href: routes.demo}}
          secondary={{label: 'Voir les cas d’usage', href: routes.useCases}}
        />
      ) : null}
    </>
  )
}
