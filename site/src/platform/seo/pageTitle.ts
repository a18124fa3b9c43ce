// Its own module: every content page needs it, and a module is bundled whole (no date formatters here).
/** The <title> of a content page: the editor's meta title, else « Title | Brand ». */
export function pageTitle(metaTitle: string | null | undefined, title: string, brandName: string): string {
  return metaTitle?.trim() || `${title} | ${brandName}`
}
