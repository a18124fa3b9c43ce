/** A customer case's heading on the pages that tell it (its slug is unique among cases), and its link from the assistant. */
export const customerCaseAnchor = (slug: string) => `cas-${slug}`
