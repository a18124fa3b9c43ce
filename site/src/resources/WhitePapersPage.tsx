import {Card} from '../components/Card/Card'
import {ContentImage} from '../components/ContentImage/ContentImage'
import {PageHero} from '../components/PageHero/PageHero'
import {Section} from '../components/Section/Section'
import styles from '../contentPages/ContentPages.module.css'
import {dateTimeAttribute, formatDate} from '../contentPages/format'
import type {WithLayout} from '../layout/staticProps'
import {PageHead} from '../seo/PageHead'
import {RequestButton, RESOURCES_CRUMB, Separator} from './RequestAction'
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
              <Card
                title={paper.title}
                titleLevel={3}
                media={paper.cover ? <ContentImage image={paper.cover} className={styles.cover} sizes="(min-width: 64rem) 22rem, 100vw" /> : null}
                footer={
                  <RequestButton
                    label="Recevoir le livre blanc"
                    submitLabel="Recevoir le livre blanc"
                    resource={{id: paper.id, title: paper.title}}
                  />
                }
              >
                <p className={[styles.small, styles.muted].join(' ')}>
                  Publié le <time dateTime={dateTimeAttribute(paper.publishedAt)}>{formatDate(paper.publishedAt)}</time>
                  {paper.pageCount ? (
                    <>
                      <Separator />
                      {paper.pageCount} pages
                    </>
                  ) : null}
                </p>
                <p>{paper.summary}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}
