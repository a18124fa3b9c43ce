import {link} from '../../../../content/fragments'

/** What the section's component is given: its field of the homePage document, shaped in the page's query. */
export const semanticsProjection = /* groq */ `semantics{eyebrow, title, text, points, cta${link}}`
