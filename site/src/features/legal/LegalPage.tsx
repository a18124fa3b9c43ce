import {PageHead} from '#seo/head'

import {PageHero} from '../components/PageHero/PageHero'
import {RichText} from '../components/RichText/RichText'
import richTextStyles from '../components/RichText/RichText.module.css'
import {ProseBand} from '../contentPages/Blocks'
import styles from '../contentPages/ContentPages.module.css'
import {DateText} from '../contentPages/DateText'
import {pageTitle} from '../seo/pageTitle'
import type {WithLayout} from '../layout/staticProps'
import type {LegalProps} from './legalData'
import {LegalNotice} from './LegalNotice'

/** A legal page: its Portable Text and the date of its last update. */
export function LegalPage({legal, notice, layout}: WithLayout<LegalProps>) {
  return (
    <>
      <PageHead
        title={pageTitle(legal.seo.metaTitle, legal.title, layout.brandName)}
        description={legal.seo.metaDescription}
      />
      <PageHero title={legal.title} trail={[{label: legal.title}]}>
        {legal.updatedAt ? (
          <p className={styles.muted}>
            Dernière mise à jour : <DateText value={legal.updatedAt} />
          </p>
        ) : null}
      </PageHero>
      <ProseBand>
        {notice ? (
          // The site's prose typography, shared with the editor's text below.
          <div className={richTextStyles.richText}>
            <LegalNotice notice={notice} />
          </div>
        ) : null}
        <RichText content={legal.body} />
      </ProseBand>
    </>
  )
}
