/**
 * Constants of the submission contract, in a module of their own so that the form's first rendering can
 * read them without loading yup (submission.ts re-exports them for the API).
 */

/** The honeypot: a field people never see nor fill, sent as the envelope's `website`. */
export const HONEYPOT_FIELD = 'website'
/** A person needs at least this long between the form becoming interactive and sending it. */
export const MIN_FILL_TIME_MS = 3000
