import {headingAnchors} from '../../ui/anchors/anchors'

// Apart from anchors.ts, which the page's component imports: the ids' computation stays out of the browser's bundle.

/** The page's parts in their order: their headings' ids follow it. */
export const PUBLIC_BUYERS_PARTS = ['procedures', 'buyerDocuments', 'leadTimes', 'faq', 'stories', 'contacts'] as const
type Part = (typeof PUBLIC_BUYERS_PARTS)[number]

/** Each part's heading id, as the page gives it (the assistant's passages link to them too). */
export const publicBuyersPartIds = (page: Record<Part, {title: string}>) =>
  Object.fromEntries(
    headingAnchors(PUBLIC_BUYERS_PARTS.map((part) => page[part].title)).map((id, index) => [
      PUBLIC_BUYERS_PARTS[index],
      id,
    ]),
  ) as Record<Part, string>
