import {image, quote} from '../../../../content/fragments'

/** What the section's component is given: its field of the homePage document, shaped in the page's query. */
export const customerCasesProjection = /* groq */ `customerCases{title, "items": (items[]->{"id": _id, client, "slug": slug.current, sector, summary, "keyFigure": results[0]{value, label}, ${quote}, logo${image}})[defined(slug)]}`
