import type {CaptchaVerdict} from './captcha'

/**
 * A copy of the message goes to the address the visitor typed, with the text they sent: anyone could otherwise
 * have the site mail any text to any mailbox. So a copy goes out only for a person, one whose captcha was verified;
 * without a captcha, only while no e-mail leaves the machine (no Brevo: the outbox writes .eml files).
 */
export interface CopyConditions {
  /** Whether a captcha is configured. */
  captcha: boolean
  /** Whether e-mails leave the machine (Brevo is configured). */
  deliversMail: boolean
}

/** Whether the forms may offer a copy at all (the assistant's handover shows the box only then). */
export const copyOffered = ({captcha, deliversMail}: CopyConditions): boolean => captcha || !deliversMail

/** Whether this submission's copy goes out: its captcha's verdict (`disabled` without one) and the delivery. */
export const copyAllowed = (verdict: CaptchaVerdict | 'disabled', deliversMail: boolean): boolean =>
  verdict === 'verified' || (verdict === 'disabled' && !deliversMail)
