/** A document's ctaBand as CtaBand shows it, under the name `cta`. */
export const ctaBandProjection = /* groq */ `cta{title, text}`
