/**
 * The home page's sections, in page order. Each is the folder of that name beside this file: its field of the homePage
 * document (schema.ts), its projection (query.ts), its component (<Name>.tsx), styles and test. `npm run typegen`
 * composes the page's query, its sections and the Studio's fields from this list (generated/).
 */
export const HOME_SECTIONS = [
  'hero',
  'customerLogos',
  'semantics',
  'values',
  'customerCases',
  'connectors',
  'demoCta',
] as const

/**
 * The sections whose component runs a script in the browser (the cases' carousel): the page's data keeps their block.
 * The others are drawn by the server alone, their blocks left out of the HTML's data block (ui/markup/markupData.ts).
 */
export const SCRIPTED_HOME_SECTIONS = ['customerCases'] as const satisfies readonly (typeof HOME_SECTIONS)[number][]
