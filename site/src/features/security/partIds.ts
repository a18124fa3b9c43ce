import {headingAnchors} from '../../ui/anchors/anchors'

// Apart from anchors.ts, which the page's component imports: the ids' computation stays out of the browser's bundle.

/** The page's parts in their order: their headings' ids follow it. */
export const SECURITY_PARTS = [
  'hosting',
  'encryption',
  'subProcessors',
  'retention',
  'models',
  'assistant',
  'rights',
  'accessibility',
] as const
type Part = (typeof SECURITY_PARTS)[number]

/** Each part's heading id, as the page gives it (the assistant's passages link to them too). */
export const securityPartIds = (page: Record<Part, {title: string}>) =>
  Object.fromEntries(
    headingAnchors(SECURITY_PARTS.map((part) => page[part].title)).map((id, index) => [SECURITY_PARTS[index], id]),
  ) as Record<Part, string>
