/** A message ready to leave: everything a transport needs, rendered. */
export interface OutgoingMessage {
  /** `<...@...>`: the same on every attempt. */
  messageId: string;
  /** When it was queued: its `Date` header, the same on every attempt. */
  date: Date;
  from: string;
  to: { email: string; name: string };
  subject: string;
  text: string;
  html: string;
  /** Extra headers (`List-Unsubscribe`, `List-Unsubscribe-Post`). */
  headers: Record<string, string>;
  /** An iCalendar object sent as a third alternative, `text/calendar` (an interview's invitation). */
  calendar?: string | undefined;
}

/**
 * Where messages go. `deliver` resolves once the message is handed over (SMTP 250); it throws a
 * {@link MailDeliveryError} saying whether trying again could help.
 */
export interface MailTransport {
  /** Recorded with each message: `smtp` or `outbox`. */
  readonly name: string;
  deliver(message: OutgoingMessage): Promise<void>;
  close(): Promise<void>;
}

/** A delivery that failed: `permanent` for SMTP 5xx (no retry), else transient (4xx, network). */
export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}
