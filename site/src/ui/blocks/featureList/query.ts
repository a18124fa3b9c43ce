/** A featureList as FeatureList shows it: `features${featureListProjection}`. */
export const featureListProjection = /* groq */ `[]{"key": _key, title, text}`
