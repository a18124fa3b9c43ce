import {SAVINGS_INPUT_NAMES, type SavingsInput} from '@parlia/schemas/constants/savingsCalculator'

import {renderRichText} from '../../ui/components/RichText/renderRichText'
import type {FetchOptions} from '../../content/backends/types'
import {fetchContent} from '../../content/fetch'
import {resolveImages} from '../../content/resolveImages'
import type {SavingsCalculatorPageQueryResult} from '../../content/sanity.types'
import type {SavingsInputs} from './estimate'
import {savingsNotesIds} from './notesIds'
import {savingsCalculatorPageQuery} from './query'
import {renderSavingsNotes} from './SavingsNotes'

export type SavingsCalculatorProps = NonNullable<Awaited<ReturnType<typeof getSavingsCalculatorPage>>>
/** The texts below the calculator, before the server renders them (SavingsNotes.tsx). */
export type SavingsNotesData = ReturnType<typeof notesOf>
type Page = ReturnType<typeof resolveImages<NonNullable<SavingsCalculatorPageQueryResult>>>

/** Why the default share is what it is (with its customer cases' figures), and the method. */
function notesOf(page: Page) {
  const {shareBasis, method} = savingsNotesIds(page)
  return {
    shareBasis: {
      id: shareBasis,
      title: page.shareBasis.title,
      text: page.shareBasis.text,
      cases: page.shareBasis.cases,
    },
    method: {id: method, title: page.method.title, body: renderRichText(page.method.body)},
  }
}

/** The page as its component reads it: the calculator's defaults, helps and request texts, and the notes as markup. */
export const savingsCalculatorOf = (page: Page) => ({
  hero: page.hero,
  seo: page.seo,
  defaults: Object.fromEntries(SAVINGS_INPUT_NAMES.map((name) => [name, page[name].default])) as SavingsInputs,
  helps: Object.fromEntries(SAVINGS_INPUT_NAMES.map((name) => [name, page[name].help])) as Record<SavingsInput, string>,
  request: page.estimateRequest,
  notes: renderSavingsNotes(notesOf(page)),
})

export async function getSavingsCalculatorPage(options: FetchOptions = {}) {
  const page = await fetchContent(savingsCalculatorPageQuery, {}, options)
  return page && {calculator: savingsCalculatorOf(resolveImages(page))}
}
