/** Algolia's facetFilters: an AND of groups, each an OR of "attribute:value" filters. */
export type FacetFilters = string | (string | string[])[]

type FacetRecord = object

interface FacetFilter {
  attribute: string
  value: string
}

/** A record's values for an attribute as Algolia facets them: lists spread, booleans and numbers as text. */
function facetValues(record: FacetRecord, attribute: string): string[] {
  const value = (record as Record<string, unknown>)[attribute]
  return (Array.isArray(value) ? value : [value]).map(String)
}

function parseFilter(filter: string): FacetFilter | null {
  const colon = filter.indexOf(':')
  return colon < 0 ? null : {attribute: filter.slice(0, colon), value: filter.slice(colon + 1)}
}

/**
 * The filters as a predicate on records. As on Algolia, a filter on an attribute that is not one of
 * the index's facets (or with no `attribute:` part) matches nothing, and the rest of its group still
 * counts.
 */
export function facetFilterPredicate(
  facetFilters: FacetFilters | undefined,
  facets: readonly string[],
): (record: FacetRecord) => boolean {
  if (facetFilters === undefined) return () => true
  const groups = (Array.isArray(facetFilters) ? facetFilters : [facetFilters]).map((group) =>
    (Array.isArray(group) ? group : [group])
      .map(parseFilter)
      .filter((filter): filter is FacetFilter => filter !== null && facets.includes(filter.attribute)),
  )
  return (record) =>
    groups.every((group) => group.some(({attribute, value}) => facetValues(record, attribute).includes(value)))
}

/** Facet value counts over the matched records: the `limit` most frequent values of each facet. */
export function countFacets(
  records: FacetRecord[],
  facetNames: readonly string[],
  limit: number,
): Record<string, Record<string, number>> {
  return Object.fromEntries(
    facetNames.map((name) => {
      const counts = new Map<string, number>()
      for (const record of records)
        for (const value of facetValues(record, name)) counts.set(value, (counts.get(value) ?? 0) + 1)
      const top = [...counts]
        .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b, 'fr'))
        .slice(0, limit)
      return [name, Object.fromEntries(top)]
    }),
  )
}
