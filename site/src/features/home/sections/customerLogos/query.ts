import {image} from '../../../../content/fragments'

/** What the section's component is given: its field of the homePage document, shaped in the page's query. */
export const customerLogosProjection = /* groq */ `customerLogos{title, customers[]{"key": _key, name, logo${image}}}`
