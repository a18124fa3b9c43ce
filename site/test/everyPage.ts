import {PAGED_LISTINGS, type PagedListingKey} from '@parlia/schemas/pagedListings'

import type {PageOfList} from '../src/features/listings/paging'

/**
 * Every item of a paged listing read page after page, checking the pages on the way: each but the last full, each
 * placed among the others, and the page after the last not found. Lets a test of the whole listing hold whatever
 * its count.
 */
export async function everyPage<P extends {paging: PageOfList}, T>(
  key: PagedListingKey,
  load: (page: number) => Promise<P | null>,
  items: (page: P) => T[],
): Promise<T[]> {
  const read: T[] = []
  for (let number = 1; ; number += 1) {
    const page = await load(number)
    if (!page) throw new Error(`${key}: page ${number} not found`)
    expect(page.paging.page).toBe(number)
    const found = items(page)
    expect(found.length).toBeLessThanOrEqual(PAGED_LISTINGS[key].pageSize)
    read.push(...found)
    if (number === page.paging.pageCount) {
      expect(read).toHaveLength(page.paging.total)
      expect(await load(number + 1)).toBeNull()
      return read
    }
    expect(found).toHaveLength(PAGED_LISTINGS[key].pageSize)
  }
}
