import {PageHead} from '#seo/head'

import {PageHero} from '../../ui/blocks/pageHero/PageHero'
import {RichText} from '../../ui/components/RichText/RichText'
import richTextStyles from '../../ui/components/RichText/RichText.module.css'
import {ProseBand} from '../../ui/blocks/proseBand/ProseBand'
import styles from '../../ui/pageParts/ContentPages.module.css'
import {DateText} from '../../ui/pageParts/DateText'
import {pageTitle} from '../../platform/seo/pageTitle'
import type {WithLayout} from '../../ui/layout/staticProps'
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
