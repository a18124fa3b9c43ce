import {keyFiguresProjection} from '../ui/blocks/keyFigures/query'

/**
 * GROQ fragments every feature's queries share, shaped for the components: an image as resolveImages expects it, a
 * link, the SEO fields, a quote, an example conversation, a customer case. Interpolated into queries (`logo${image}`); typegen reads
 * them through the import.
 */

export const image = /* groq */ `{asset, alt, crop, hotspot}`
export const link = /* groq */ `{label, href}`
/** The meta title and description, each null when left empty. */
export const seo = /* groq */ `"seo": {"metaTitle": seo.metaTitle, "metaDescription": seo.metaDescription}`
export const quote = /* groq */ `quote{text, author, role}`
/** An exampleConversation: the visitor's question, the answer signed by its avatar, its source and the way to a person. */
export const conversation = /* groq */ `{question, answer, source${link}, handover${link}, "avatar": avatar->{name, "image": image${image}}}`

/** A customer case as CustomerCaseCard shows it: its story, its results and its quote. */
export const customerCaseCard = /* groq */ `{
  "id": _id, client, "slug": slug.current, sector, summary, challenge, solution,
  "results": coalesce(results${keyFiguresProjection}, []), ${quote}, logo${image}
}`
