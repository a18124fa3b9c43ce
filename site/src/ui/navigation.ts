/**
 * Where a page sits in the site, as the breadcrumbs show it and JSON-LD tells search engines:
 * shared by the UI and the SEO layer, so neither depends on the other.
 */
export interface Crumb {
  label: string
  /** Absent for a step with no page of its own (a menu's title) and for the current page. */
  href?: string
}

/**
 * Leaves for another page of the site by a full load, as every link does: the server writes each page's head
 * (seo/PageHead.tsx). Never settles: the page is on its way out, so a form stays in its sending state until then.
 */
export function leaveFor(path: string): Promise<never> {
  window.location.assign(path)
  return new Promise<never>(() => {})
}
