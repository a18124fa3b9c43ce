import {locationsState, type LocationsData} from '@parlia/schemas/pages/locations'
import {
  LISTING_COUNTS_PROJECTION,
  linkedIds,
  REPEATS_LISTING_FILTER,
  SLUG_PROJECTION,
} from '@parlia/schemas/pages/paths'
import {map, type Observable} from 'rxjs'
import type {DocumentLocationResolver} from 'sanity/presentation'

const PAGE_DOCUMENT = `{_id, _type, "slug": ${SLUG_PROJECTION}, "title": coalesce(title, name)}`

/**
 * The document, the documents that reference it and those whose pages list it (one level, as the webhook follows
 * them), those whose pages repeat a listing's texts, the listings' counts.
 */
export const LOCATIONS_QUERY = `{
  "document": *[_id == $id][0]${PAGE_DOCUMENT},
  "referencedBy": *[references($id)]${PAGE_DOCUMENT},
  "linked": *[_id in coalesce(*[_id == $id][0]{"ids": ${linkedIds([''])}}.ids, [])]${PAGE_DOCUMENT},
  "repeating": *[${REPEATS_LISTING_FILTER}]${PAGE_DOCUMENT},
  "counts": ${LISTING_COUNTS_PROJECTION}
}`

/**
 * What the listener watches: the document, its draft and the documents that reference it (the listener takes no
 * subquery: a change of the references refreshes the list through the document's own change).
 */
const LISTEN_QUERY = '*[_id in [$id, $draftId] || references($id)]'

/**
 * Lists the pages a document appears on, from the map the revalidation webhook uses, read in the
 * perspective the editor is looking at (drafts by default) and updated as documents change.
 */
export const resolveLocations: DocumentLocationResolver = ({id, perspectiveStack}, {documentStore}) =>
  (
    documentStore.listenQuery(
      {fetch: LOCATIONS_QUERY, listen: LISTEN_QUERY},
      {id, draftId: `drafts.${id}`},
      {perspective: perspectiveStack},
    ) as Observable<LocationsData>
  ).pipe(map(locationsState))
