import {keyFiguresProjection} from '../ui/blocks/keyFigures/query'

/**
 * GROQ fragments every feature's queries share, shaped for the components: an image as resolveImages expects it, a
 * link, the SEO fields, a quote, an example conversation, a customer case. Interpolated into queries (`logo${image}`); typegen reads
 * them through the import.
 */

export const image = /* groq */ `{asset, alt, crop, hotspot}`
/**
 * Where a link leads: its page's current address when it names a document (the route map's, ownPagePath in
 * @parlia/schemas/pages/paths, which a test holds this to), else its typed address. Written out for TypeGen.
 */
export const linkHref = /* groq */ `coalesce(page->{"path": select(
  _type == "post" => "/blog/" + postId.current,
  _type == "blogCategory" => "/blog/categorie/" + slug.current,
  _type == "connector" => "/solution/connecteurs/" + connectorId.current,
  _type == "useCase" => "/cas-usage/" + useCaseId.current,
  _type == "solutionPage" && slug.current == "vue-d-ensemble" => "/solution",
  _type == "solutionPage" => "/solution/" + slug.current,
  _type == "avatar" => "/ressources/catalogue-avatar-chatbot/" + avatarId.current,
  _type == "job" => "/rejoignez-nous/" + jobId.current,
  _type == "customerCase" => "/ressources/cas-usage-client/" + slug.current,
  _type == "legalPage" => "/" + slug.current
)}.path, href)`
export const link = /* groq */ `{label, "href": ${linkHref}}`
/** The meta title and description, each null when left empty. */
export const seo = /* groq */ `"seo": {"metaTitle": seo.metaTitle, "metaDescription": seo.metaDescription}`
export const quote = /* groq */ `quote{text, author, role}`
/** An exampleConversation: the visitor's question, the answer signed by its avatar, its source and the way to a person. */
export const conversation = /* groq */ `{question, answer, source${link}, handover${link}, "avatar": avatar->{name, "image": image${image}}}`

/** A customer case as CustomerCaseCard shows it: its story, its results and its quote. */
export const customerCaseCard = /* groq */ `{
  "id": _id, client, "slug": slug.current, sector, summary,
  "results": coalesce(results${keyFiguresProjection}, []), ${quote}, logo${image}
}`

/** Portable Text with its inline images' assets, and internal links left as paths. */
export const richText = /* groq */ `[]{
  ...,
  _type == "block" => {"markDefs": markDefs[]{..., _type == "link" => {"href": ${linkHref}}}},
  _type == "bodyImage" => {_key, _type, asset, alt, caption, crop, hotspot}
}`
