/** The about page's key figures band, whose title the assistant's passages repeat. */
export const figuresTitle = (brandName: string) => `${brandName} en chiffres`
