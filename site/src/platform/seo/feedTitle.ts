/** The RSS feed's title, in the feed itself and in the link every page's head declares it with. */
export const feedTitle = (brandName: string) => `Le blog ${brandName}`
