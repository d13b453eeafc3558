import type { ApplicationStage } from './pipeline';
import type { CvType } from './search';

/** A CV as a mailing names it. */
export interface MailingCvRef {
  type: CvType;
  id: number;
}

/** Where a mailing's recipients come from. */
export type MailingRecipientsInput =
  /** CVs picked from search results (at most {@link MAILING_MAX_RECIPIENTS}). */
  | { source: 'selection'; cvs: MailingCvRef[] }
  /** One of the author's favourites lists. */
  | { source: 'favourites'; list: string }
  /** The first `limit` results of a search (at most 100). */
  | { source: 'search'; criteria: Record<string, unknown>; limit?: number }
  /** The platform CVs of the mailing's vacancy's applicants whose application is at `stage` now. */
  | { source: 'applicants'; stage: ApplicationStage };

/** Most recipients one mailing may reach. */
export const MAILING_MAX_RECIPIENTS = 10_000;

/** Variables a mailing's subject and body may use, e.g. `Hello {name}`. */
export const MAILING_VARIABLES = ['name', 'vacancy', 'team', 'sender'] as const;
export type MailingVariable = (typeof MAILING_VARIABLES)[number];

/** Body of `POST /api/team/vacancies/{id}/mailings` (header `Idempotency-Key` recommended). */
export interface MailingInput {
  subject: string;
  body: string;
  recipients: MailingRecipientsInput;
}

/** Body of `POST /api/team/vacancies/{id}/mailings/preview`. */
export interface MailingPreviewInput extends MailingInput {
  /** The recipient to render the message for (default: the first who can receive it). */
  recipient?: MailingCvRef;
}

/** Why a recipient gets nothing: CV hidden, opted out of mailings, no e-mail address, or already sent this text. */
export type MailingSkipReason = 'hidden' | 'opted_out' | 'no_email' | 'already_received';

/** A recipient's delivery status (`skipped` with a {@link MailingSkipReason}). */
export type MailingRecipientStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'skipped';

/** One recipient as the team sees it (never the e-mail address). */
export interface MailingRecipient extends MailingCvRef {
  name: string;
  status: MailingRecipientStatus;
  /** Skip reason, or the delivery error of a failed (or retrying) message. */
  reason: string | null;
}

/** Recipients per status. */
export interface MailingProgress {
  total: number;
  queued: number;
  sending: number;
  sent: number;
  failed: number;
  skipped: number;
  /**
   * Of `queued`: messages already tried that wait for their next attempt (the mail server was
   * unreachable or answered 4xx); each recipient's `reason` says what happened.
   */
  retrying: number;
}

/** A mailing as the vacancy's team sees it. */
export interface Mailing {
  id: number;
  vacancyId: number;
  subject: string;
  body: string;
  source: MailingRecipientsInput['source'];
  sourceDetail: Record<string, unknown>;
  /** Credits spent (one per recipient whose contacts the team had not revealed). */
  charged: number;
  progress: MailingProgress;
  /** `sending` while any message is queued or being sent. */
  state: 'sending' | 'done';
  createdAt: string;
  author: { id: string; name: string } | null;
}

/** `GET /api/team/vacancies/{id}/mailings`. */
export interface VacancyMailings {
  vacancy: { id: number; title: string; status: string };
  items: Mailing[];
  /** The team's daily cap and how much of it today's mailings used (UTC day). */
  dailyLimit: { limit: number; used: number };
}

/** `GET /api/team/vacancies/{id}/mailings/{mailingId}/recipients?status&limit&offset`. */
export interface MailingRecipientsPage {
  total: number;
  items: MailingRecipient[];
}

/** `POST .../mailings/preview`: who would receive it, what it costs, and one rendered message. */
export interface MailingPreview {
  recipients: { total: number; reachable: number };
  /** Recipients that would be skipped, with the reason (first 200). */
  skipped: Array<MailingCvRef & { name: string; reason: MailingSkipReason }>;
  /** Who can receive it (first 200), to pick the one to preview. */
  reachable: Array<MailingCvRef & { name: string }>;
  cost: { credits: number; balance: number; missing: number };
  dailyLimit: { limit: number; used: number; remaining: number };
  message: { recipient: MailingCvRef & { name: string }; subject: string; text: string; html: string } | null;
}
