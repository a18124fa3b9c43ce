/** What the section's component is given: its field of the homePage document, shaped in the page's query. */
export const valuesProjection = /* groq */ `values{title, "items": items[]{"key": _key, title, text, icon{asset}}}`
