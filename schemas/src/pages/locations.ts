import type {DocumentLocationsState} from 'sanity/presentation'

import type {ListingCounts} from '../pagedListings'
import {documentPages, isShellType, isWidgetType, type PageDocument, pagesShowing} from './paths'

/** What the Presentation tool's resolver reads: the document, those that reference it, the paged listings' counts. */
export interface LocationsData {
  document: PageDocument | null
  referencedBy: PageDocument[]
  /** The documents whose own pages list it (`listedOnReferenced`), which it references. */
  linked?: PageDocument[] | null
  /** For a listing document, the documents whose own pages repeat its texts (REPEATS_LISTING_FILTER). */
  repeating?: PageDocument[] | null
  counts: ListingCounts
}

/**
 * The pages the Presentation tool lists for a document: every page the revalidation webhook regenerates
 * for it (references followed) and the search pages whose results it changes.
 */
export function locationsState({
  document,
  referencedBy,
  linked,
  repeating,
  counts,
}: LocationsData): DocumentLocationsState | null {
  if (!document) return null
  if (isShellType(document._type)) {
    return {
      message: 'Ce document s’affiche sur toutes les pages du site.',
      tone: 'caution',
      locations: documentPages({_type: 'homePage'}, counts).map(({path, title}) => ({title, href: path})),
    }
  }
  if (isWidgetType(document._type)) {
    return {
      message: 'Ce document s’affiche dans la fenêtre de l’assistant, sur toutes les pages du site.',
      locations: documentPages(document, counts).map(({path, title}) => ({title, href: path})),
    }
  }
  // Both show it on their own page: a use case on its connector's, a listing's band on each of its items'.
  const pages = pagesShowing(document, referencedBy, counts, [...(linked ?? []), ...(repeating ?? [])])
  if (!pages.length) return {message: 'Ce document n’apparaît encore sur aucune page du site.', tone: 'caution'}
  return {locations: pages.map(({path, title}) => ({title, href: path}))}
}
