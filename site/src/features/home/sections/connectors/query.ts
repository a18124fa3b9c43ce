import {image, link} from '../../../../content/fragments'

/** What the section's component is given: its field of the homePage document, shaped in the page's query. */
export const connectorsProjection = /* groq */ `connectors{title, text, cta${link}, "items": (items[]->{"id": _id, name, "slug": connectorId.current, shortDescription, logo${image}})[defined(slug)]}`
