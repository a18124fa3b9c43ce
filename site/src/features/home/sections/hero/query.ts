import {conversation, link} from '../../../../content/fragments'

/** What the section's component is given: its field of the homePage document, shaped in the page's query. */
export const heroProjection = /* groq */ `hero{
  title, lead, primaryCta${link}, secondaryCta${link},
  "conversation": conversation${conversation}
}`
