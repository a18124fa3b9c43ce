/**
 * The home page's sections, in page order. Each is the folder of that name beside this file: its field of the homePage
 * document (schema.ts), its projection (query.ts), its component (<Name>.tsx), styles and test. `npm run typegen`
 * composes the page's query, its sections and the Studio's fields from this list (generated/).
 */
export const HOME_SECTIONS = ['hero', 'customerLogos', 'semantics', 'values', 'customerCases', 'connectors', 'demoCta']
