import {Section} from '../../ui/components/Section/Section'
import styles from '../../ui/pageParts/ContentPages.module.css'
import {DateText} from '../../ui/pageParts/DateText'
import type {WithLayout} from '../../ui/layout/staticProps'
import {ListingHero} from '../listings/ListingHero'
import {TenderTemplateCard} from '../publicBuyers/TenderTemplateCard'
import {RESOURCES_CRUMB, Separator} from './RequestAction'
import {ResourceCard} from './ResourceCard'
import type {WhitePapersProps} from './resourceData'

/** /ressources/livres-blancs: the white papers, each sent by e-mail on request, and the tender template to download. */
export function WhitePapersPage({listing, whitePapers, tenderTemplate, layout}: WithLayout<WhitePapersProps>) {
  return (
    <>
      <ListingHero listing={listing} brandName={layout.brandName} parents={[RESOURCES_CRUMB]} />
      <Section labelledBy="livres-blancs-liste">
        <h2 id="livres-blancs-liste" className="visually-hidden">
          Tous nos livres blancs
        </h2>
        <ul className={styles.grid3}>
          {whitePapers.map((paper) => (
            <li key={paper.id}>
              <ResourceCard
                id={paper.id}
                anchor={paper.anchor}
                title={paper.title}
                cover={paper.cover}
                requestLabel="Recevoir le livre blanc"
                submitLabel="Recevoir le livre blanc"
                contactEmail={layout.contactEmail}
                facts={
                  <>
                    Publié le <DateText value={paper.publishedAt} />
                    {paper.pageCount ? (
                      <>
                        <Separator />
                        {paper.pageCount} pages
                      </>
                    ) : null}
                  </>
                }
              >
                <p>{paper.summary}</p>
              </ResourceCard>
            </li>
          ))}
          {tenderTemplate ? (
            <li>
              <TenderTemplateCard template={tenderTemplate} />
            </li>
          ) : null}
        </ul>
      </Section>
    </>
  )
}
