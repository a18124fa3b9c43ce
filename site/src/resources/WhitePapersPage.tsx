import {PageHero} from '../components/PageHero/PageHero'
import {Section} from '../components/Section/Section'
import styles from '../contentPages/ContentPages.module.css'
import {dateTimeAttribute, formatDate} from '../contentPages/format'
import type {WithLayout} from '../layout/staticProps'
import {PageHead} from '../seo/PageHead'
import {RESOURCES_CRUMB, Separator} from './RequestAction'
import {ResourceCard} from './ResourceCard'
import type {WhitePapersProps} from './resourceData'

/** /ressources/livres-blancs: the white papers, each sent by e-mail on request. */
export function WhitePapersPage({whitePapers, layout}: WithLayout<WhitePapersProps>) {
  return (
    <>
      <PageHead
        title={`Livres blancs sur les chatbots et l’IA conversationnelle | ${layout.brandName}`}
        description="Nos guides pratiques pour réussir votre projet d’assistant virtuel, envoyés gratuitement par e-mail sur simple demande."
      />
      <PageHero
        title="Livres blancs"
        lead="Nos guides pratiques pour réussir votre projet d’assistant virtuel. Choisissez celui qui vous intéresse : nous vous l’envoyons gratuitement par e-mail."
        trail={[RESOURCES_CRUMB, {label: 'Livres blancs'}]}
      />
      <Section labelledBy="livres-blancs-liste">
        <h2 id="livres-blancs-liste" className="visually-hidden">
          Tous nos livres blancs
        </h2>
        <ul className={styles.grid3}>
          {whitePapers.map((paper) => (
            <li key={paper.id}>
              <ResourceCard
                id={paper.id}
                title={paper.title}
                cover={paper.cover}
                requestLabel="Recevoir le livre blanc"
                submitLabel="Recevoir le livre blanc"
                facts={
                  <>
                    Publié le <time dateTime={dateTimeAttribute(paper.publishedAt)}>{formatDate(paper.publishedAt)}</time>
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
        </ul>
      </Section>
    </>
  )
}
