import {image} from '../../../content/fragments'

/** A document's pageHero as PageHero shows it, under the name `hero`. */
export const pageHeroProjection = /* groq */ `hero{title, lead, image${image}}`
