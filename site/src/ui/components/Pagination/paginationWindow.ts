export type PaginationItem = number | 'ellipsis'

/** How many pages `total` items make at `pageSize` a page (at least one). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize))

/**
 * The page numbers to show (spec section 9): the first and last always, the current page and its
 * neighbours, and an ellipsis for each gap of two pages or more (a gap of one shows the page itself).
 */
export function paginationWindow(page: number, last: number, neighbours = 1): PaginationItem[] {
  const shown = new Set([1, last])
  for (let n = page - neighbours; n <= page + neighbours; n += 1) if (n >= 1 && n <= last) shown.add(n)
  const pages = [...shown].sort((a, b) => a - b)
  const items: PaginationItem[] = []
  pages.forEach((n, index) => {
    const previous = pages[index - 1]
    if (previous !== undefined && n - previous === 2) items.push(previous + 1)
    else if (previous !== undefined && n - previous > 2) items.push('ellipsis')
    items.push(n)
  })
  return items
}
