/** A mailto link with a subject, encoded as RFC 6068 wants (spaces as %20, not +). */
export const mailtoHref = (email: string, subject?: string) =>
  subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`
