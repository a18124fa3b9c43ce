/** A ctaBand's fields as CtaBand shows them. */
export const ctaBandFields = /* groq */ `{title, text}`

/** A document's ctaBand as CtaBand shows it, under the name `cta`. */
export const ctaBandProjection = /* groq */ `cta${ctaBandFields}`
