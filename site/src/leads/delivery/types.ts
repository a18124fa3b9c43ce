/** What the outbox holds for a lead: each message is delivered, retried and marked on its own. */

export interface Mailbox {
  email: string
  name?: string
}

export interface MailMessage {
  from: Mailbox
  to: Mailbox
  replyTo?: Mailbox
  subject: string
  text: string
  html: string
  /** A bundled file sent along (a white paper without a public URL), relative to the content folder. */
  attachment?: {filename: string; contentPath: string}
}

export type OutboxMessage =
  /** The lead as a Brevo contact: created, or updated when the address is known, and added to the list. */
  | {kind: 'contact'; email: string; attributes: Record<string, string>}
  /** The e-mail telling the sales team about the lead. */
  | {kind: 'notification'; mail: MailMessage}
  /** The e-mail carrying the white paper or the replay link to the visitor. */
  | {kind: 'resource'; mail: MailMessage}
  /** The copy of their message the visitor asked for (the assistant's conversation, from its handover). */
  | {kind: 'copy'; mail: MailMessage}

export type OutboxKind = OutboxMessage['kind']

/** A row of the outbox as a worker claims it. */
export interface OutboxItem {
  id: string
  leadId: string
  message: OutboxMessage
  /** Attempts so far, this one included. */
  attempts: number
  /**
   * When the first attempt whose outcome is unknown was made (a time-out, a lost answer, a worker that died
   * mid-delivery): from then on the message may have been delivered already. Null while every attempt so
   * far failed for certain.
   */
  unconfirmedSince: Date | null
}

/** What a delivery tells about what it delivered. */
export interface DeliveryReceipt {
  /** Brevo's id of the e-mail, when known: erasure deletes the e-mail's log entry in Brevo by it. */
  messageId?: string
}

/** Where messages go: Brevo, or .eml files when Brevo is not configured. */
export interface DeliveryTransport {
  readonly name: string
  /**
   * Resolves once delivered (now, or found delivered by an earlier attempt); throws DeliveryError (or
   * anything) when not. Must be safe to repeat.
   */
  deliver(item: OutboxItem, now: Date): Promise<DeliveryReceipt | void>
}

/**
 * A failed delivery. `permanent` ones (a request Brevo refuses as such) are not retried. `outcomeUnknown`
 * ones may have been delivered all the same (a time-out or a cut connection after the request was sent);
 * any error that is not a DeliveryError is taken as such.
 */
export class DeliveryError extends Error {
  readonly permanent: boolean
  readonly outcomeUnknown: boolean

  constructor(
    message: string,
    {permanent = false, outcomeUnknown = false}: {permanent?: boolean; outcomeUnknown?: boolean} = {},
  ) {
    super(message)
    this.name = 'DeliveryError'
    this.permanent = permanent
    this.outcomeUnknown = outcomeUnknown
  }
}
