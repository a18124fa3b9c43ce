import {headingAnchors} from '../../ui/anchors/anchors'
import {SAVINGS_ANCHORS} from './anchors'

// Apart from anchors.ts, which the calculator's components import: the ids' computation stays out of the browser's
// bundle.

/** The notes' heading ids, as the page gives them (the assistant's passages link to them too). */
export const savingsNotesIds = (page: {shareBasis: {title: string}; method: {title: string}}) => {
  const [shareBasis, method] = headingAnchors(
    [page.shareBasis.title, page.method.title],
    Object.values(SAVINGS_ANCHORS),
  )
  return {shareBasis: shareBasis!, method: method!}
}
