/**
 * Where a page sits in the site, as the breadcrumbs show it and JSON-LD tells search engines:
 * shared by the UI and the SEO layer, so neither depends on the other.
 */
export interface Crumb {
  label: string
  /** Absent for a step with no page of its own (a menu's title) and for the current page. */
  href?: string
}
