import {customerCasePath} from '@parlia/schemas/routes'
import {renderToStaticMarkup} from 'react-dom/server'

import {KeyFigures} from '../../ui/blocks/keyFigures/KeyFigures'
import {RichText} from '../../ui/components/RichText/RichText'
import {Section} from '../../ui/components/Section/Section'
import type {RenderedMarkup} from '../../ui/markup/renderedMarkup'
import pageStyles from '../../ui/pageParts/ContentPages.module.css'
import {SectorTag} from '../../ui/pageParts/SectorTag'
import type {SavingsNotesData} from './calculatorData'
import styles from './SavingsCalculatorPage.module.css'

/** Why the default share, with its customer cases' figures, and the method. */
function SavingsNotes({notes: {shareBasis, method}}: {notes: SavingsNotesData}) {
  return (
    <>
      <Section labelledBy={shareBasis.id} tone="alt">
        <h2 id={shareBasis.id}>{shareBasis.title}</h2>
        <p className={styles.prose}>{shareBasis.text}</p>
        <ul className={pageStyles.grid2}>
          {shareBasis.cases.map((item) => (
            <li key={item.id} className={pageStyles.feature}>
              <h3>
                <a href={customerCasePath(item.slug)}>{item.client}</a>
              </h3>
              <SectorTag sector={item.sector} />
              <KeyFigures figures={item.results} />
            </li>
          ))}
        </ul>
      </Section>
      <Section labelledBy={method.id}>
        <div className={styles.prose}>
          <h2 id={method.id}>{method.title}</h2>
          <RichText content={method.body} />
        </div>
      </Section>
    </>
  )
}

/**
 * The notes below the calculator, rendered by the server alone: they have no behaviour, so neither their components
 * nor the sectors' names reach the page's scripts (its first load); the page imports their stylesheets.
 */
export const renderSavingsNotes = (notes: SavingsNotesData): RenderedMarkup => ({
  __html: renderToStaticMarkup(<SavingsNotes notes={notes} />),
})
