import {memo, useMemo, useState} from 'react'
import {Configure, InstantSearchSSRProvider, useHits, useSearchBox} from 'react-instantsearch'

import {HIGHLIGHT_TAGS} from '../results/highlight'
import {type FaqHit, faqHit, faqHitView} from '../results/hits'
import {withFirstHits} from '../results/serverState'
import type {FaqResults, SearchActions} from '../results/types'
import {type LiveSearchProps, type Reporting, SearchInstance, type SearchSetup, useReport} from './SearchInstance'

const FAQ_INDEX = 'faq'
/** The whole FAQ fits in one page (the API's maximum). */
const FAQ_PER_PAGE = 100

function FaqWidgets(reporting: Reporting<FaqResults, SearchActions>) {
  const {refine: setQuery} = useSearchBox()
  // Highlights as tagged text (HIGHLIGHT_TAGS), not HTML: the page writes them as text.
  const {items, results} = useHits<FaqHit>({escapeHTML: false})
  const view = useMemo<FaqResults>(
    () => ({query: results?.query ?? '', nbHits: results?.nbHits ?? 0, hits: items.map(faqHitView)}),
    [results, items],
  )
  const actions = useMemo(() => ({setQuery}), [setQuery])
  useReport(view, actions, reporting)
  return null
}

/** Every FAQ entry, narrowed as the visitor types (`?q=`), matches highlighted. */
export function FaqInstantSearch({onResults, onReady, ...setup}: SearchSetup & Reporting<FaqResults, SearchActions>) {
  return (
    <SearchInstance {...setup} indexName={FAQ_INDEX} withTags={false}>
      <Configure
        hitsPerPage={FAQ_PER_PAGE}
        attributesToRetrieve={['question', 'anchor', 'answer', 'category']}
        {...HIGHLIGHT_TAGS}
      />
      <FaqWidgets onResults={onResults} onReady={onReady} />
    </SearchInstance>
  )
}

/** The FAQ's live search in the browser, started from the server's state: no request for what is shown. */
export const LiveFaqSearch = memo(function LiveFaqSearch({
  serverState,
  firstResults,
  ...props
}: LiveSearchProps<FaqResults, SearchActions>) {
  const [initial] = useState(() => withFirstHits(serverState, firstResults.hits.map(faqHit)))
  return (
    <InstantSearchSSRProvider {...initial}>
      <FaqInstantSearch {...props} />
    </InstantSearchSSRProvider>
  )
})
