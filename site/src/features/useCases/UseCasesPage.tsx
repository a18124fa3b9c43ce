import {pathForUseCase, routes} from '@parlia/schemas/routes'

import {Card} from '../../ui/components/Card/Card'
import {ContentImage} from '../../ui/components/ContentImage/ContentImage'
import {Section} from '../../ui/components/Section/Section'
import {CtaBand} from '../../ui/blocks/ctaBand/CtaBand'
import styles from '../../ui/pageParts/ContentPages.module.css'
import type {WithLayout} from '../../ui/layout/staticProps'
import {ListingHero} from '../listings/ListingHero'
import {ListingPagination} from '../listings/ListingPagination'
// Renamed: the rules of hooks take any use… name for a hook.
import type {UseCasesProps} from './useCaseData'

/** What each grouping of use cases is about, under its title (USE_CASE_GROUPINGS). */
const GROUP_INTROS: Record<string, string> = {
  secteur: 'Un assistant qui parle le langage de votre organisation et répond à ses exigences propres.',
  metier: 'Des parcours conçus pour les équipes qui répondent chaque jour aux mêmes questions.',
}

/** /cas-usage (page N at ?page=N): the use cases « Par secteur » and « Par métier », a page at a time. */
export function UseCasesPage({listing, groups, paging, layout}: WithLayout<UseCasesProps>) {
  return (
    <>
      <ListingHero listing={listing} brandName={layout.brandName} paging={{...paging, key: 'useCases'}} />
      {groups.map((group, index) => (
        <Section key={group.slug} labelledBy={`groupe-${group.slug}`} tone={index % 2 ? 'alt' : 'default'}>
          <div className={styles.intro}>
            <h2 id={`groupe-${group.slug}`}>{group.title}</h2>
            {GROUP_INTROS[group.slug] ? <p>{GROUP_INTROS[group.slug]}</p> : null}
          </div>
          <ul className={styles.grid3}>
            {group.useCases.map((useCase) => (
              <li key={useCase.id}>
                <Card
                  title={useCase.title}
                  titleLevel={3}
                  href={pathForUseCase(useCase.useCaseId)}
                  media={
                    useCase.image ? (
                      <ContentImage
                        image={useCase.image}
                        decorative
                        className={styles.thumb}
                        sizes="(min-width: 64rem) 22rem, 100vw"
                      />
                    ) : null
                  }
                >
                  <p className={styles.muted}>{useCase.summary}</p>
                </Card>
              </li>
            ))}
          </ul>
          {index === groups.length - 1 ? (
            <ListingPagination listing="useCases" paging={paging} label="Pages des cas d’usage" />
          ) : null}
        </Section>
      ))}
      {listing.cta ? (
        <CtaBand
          id="demo"
          {...listing.cta}
          primary={{label: 'Planifier une démo', href: routes.demo}}
          secondary={{label: 'Voir nos cas clients', href: routes.customerCases}}
        />
      ) : null}
    </>
  )
}
