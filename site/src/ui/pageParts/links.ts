/** A mailto link with a subject, then a body, encoded as RFC 6068 wants (spaces as %20, not +). */
export const mailtoHref = (email: string, subject?: string, body?: string) =>
  `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}${body ? `&body=${encodeURIComponent(body)}` : ''}`
