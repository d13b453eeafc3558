import { z } from 'zod/mini';
import type { Locale } from './locale';

/**
 * Personal data of the CVs a team keeps (docs/privacy.md): the person's consent, the team's
 * retention rule, legal holds, erasure on the person's request and the audit of who touched what.
 */
export const PRIVACY_RULES = {
  /** The retention rule a team starts with: months after a CV's last activity. */
  defaultRetentionMonths: 24,
  minRetentionMonths: 1,
  maxRetentionMonths: 120,
  /** Days a CV stays hidden after its retention ran out, before it is deleted. */
  graceDays: 30,
  /**
   * Days within which an erasure request is carried out when the owner does not do it sooner:
   * 152-FZ art. 21 gives ten working days, the GDPR one month; ten calendar days meets both.
   */
  erasureDays: 10,
  /** Days a consent request's link stays valid. */
  consentLinkDays: 30,
} as const;

/**
 * What a candidate agrees to by sending an application, shown above the send button in their
 * language and kept with the application word for word: the team processes their CV and contacts
 * to consider them for this vacancy, and keeps them for its retention period to offer others.
 */
export function applicationConsentText(locale: Locale, team: string, vacancy: string, months: number): string {
  return locale === 'ru'
    ? `Отправляя отклик, я соглашаюсь, чтобы команда «${team}» обрабатывала моё резюме и контактные данные, чтобы рассмотреть меня на вакансию «${vacancy}», и хранила их ${months} мес. после последнего действия, чтобы предлагать мне другие вакансии. Я могу отозвать согласие в любой момент по ссылке из любого письма платформы.`
    : `By sending this application I agree that the team "${team}" processes my CV and contact details to consider me for the vacancy "${vacancy}", and keeps them for ${months} months after the last activity to offer me other vacancies. I can withdraw this consent at any time through the link in any e-mail from the platform.`;
}

export const CONSENT_STATES = ['not_requested', 'requested', 'given', 'refused'] as const;
export type ConsentState = (typeof CONSENT_STATES)[number];

/** The consent of a CV's person to one team, with the legal hold and retention state of the CV. */
export const cvPrivacySchema = z.object({
  consent: z.object({
    state: z.enum(CONSENT_STATES),
    requestedAt: z.nullable(z.string()),
    /** The member who sent the request (their name). */
    requestedBy: z.nullable(z.string()),
    answeredAt: z.nullable(z.string()),
    /** Until when a given consent holds. */
    validUntil: z.nullable(z.string()),
    /** The text the person agreed to or refused, as they read it. */
    text: z.nullable(z.string()),
  }),
  legalHold: z.nullable(z.object({ reason: z.string(), setBy: z.nullable(z.string()), setAt: z.string() })),
  /** When retention hid the CV (null: not hidden); it is deleted `graceDays` later. */
  hiddenAt: z.nullable(z.string()),
  /** When the CV's retention runs out without a current consent. */
  retainedUntil: z.string(),
});
export type CvPrivacy = z.infer<typeof cvPrivacySchema>;

export const consentRequestSchema = z.strictObject({
  /** The language of the e-mail and of the page the person answers on. */
  locale: z.optional(z.enum(['en', 'ru'])),
});

export const legalHoldSchema = z.strictObject({
  reason: z.string().check(z.trim(), z.minLength(1, 'Say why the CV is kept.'), z.maxLength(500, 'At most 500 characters.')),
});

export const retentionRuleSchema = z.object({ months: z.number(), graceDays: z.number() });
export const retentionRuleUpdateSchema = z.strictObject({
  months: z.number().check(
    z.int('Expected whole months.'),
    z.gte(PRIVACY_RULES.minRetentionMonths, `At least ${PRIVACY_RULES.minRetentionMonths} month.`),
    z.lte(PRIVACY_RULES.maxRetentionMonths, `At most ${PRIVACY_RULES.maxRetentionMonths} months.`),
  ),
});

const retentionItemSchema = z.object({ id: z.number(), name: z.string(), lastActivityAt: z.string(), hiddenAt: z.nullable(z.string()) });
/** The dry run: what the next retention run would hide and what it would delete. */
export const retentionPreviewSchema = z.object({
  months: z.number(),
  hide: z.object({ total: z.number(), items: z.array(retentionItemSchema) }),
  delete: z.object({ total: z.number(), items: z.array(retentionItemSchema) }),
});
export type RetentionPreview = z.infer<typeof retentionPreviewSchema>;

export const ERASURE_STATES = ['pending', 'done'] as const;
/** An erasure request as the owner sees it: the address only while it is pending. */
export const erasureRequestSchema = z.object({
  id: z.string(),
  state: z.enum(ERASURE_STATES),
  email: z.nullable(z.string()),
  requestedAt: z.string(),
  dueAt: z.string(),
  doneAt: z.nullable(z.string()),
  /**
   * While pending: what carrying it out would erase now, the team's imported CVs with the address
   * and how many applications came from it. `null` once done (nothing names the person any more).
   */
  toErase: z.nullable(z.object({ cvs: z.array(z.object({ id: z.number(), name: z.string() })), applications: z.number() })),
  /** What was removed, by kind (CVs, files, applications, messages). */
  erased: z.nullable(z.record(z.string(), z.number())),
});
export type ErasureRequest = z.infer<typeof erasureRequestSchema>;
export const erasureRequestListSchema = z.object({ items: z.array(erasureRequestSchema) });
export const erasureRequestParamsSchema = z.object({ id: z.string().check(z.regex(/^[0-9a-f-]{36}$/, 'Expected a request id.')) });

export const AUDIT_ACTIONS = [
  'viewed',
  'file_downloaded',
  'consent_requested',
  'consent_given',
  'consent_refused',
  'legal_hold_set',
  'legal_hold_cleared',
  'retention_hidden',
  'retention_deleted',
  'erasure_requested',
  'erased',
  'exported_by_person',
  'audit_exported',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  /** Who: a member's e-mail, `system` (a job) or `person` (the CV's person, by a mailed link). */
  actor: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** The CV (its id outlives it: the record stays after deletion, with nothing personal). */
  resumeId: z.nullable(z.number()),
  detail: z.string(),
  /** From where: the client's address. */
  ip: z.nullable(z.string()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
/** A positive id in a query string (1–16 digits, no leading zero), as a number. */
const queryId = (message: string) => z.pipe(z.string().check(z.regex(/^[1-9][0-9]{0,15}$/, message)), z.transform(Number));
/** The audit's filters, each optional, all of them holding (the page's filter form checks with this). */
export const auditFilterSchema = z.object({
  /** One kind of access or change. */
  action: z.optional(z.enum(AUDIT_ACTIONS)),
  /** One CV, by its id (which outlives the CV). */
  resumeId: z.optional(queryId('Expected a CV id.')),
  /** Who, exactly as the entries name them: a member's e-mail, `system` or `person` (any case). */
  actor: z.optional(z.string().check(z.trim(), z.minLength(1, 'Enter who to look for.'), z.maxLength(320, 'At most 320 characters.'))),
});
/**
 * The audit's query: the filters and `format=csv`, which exports every entry they select, or the
 * JSON pages of 100 (`before=<id>` for the next).
 */
export const auditQuerySchema = z.extend(auditFilterSchema, {
  format: z.optional(z.enum(['json', 'csv'])),
  before: z.optional(queryId('Expected an entry id.')),
});
/** The filters as a query string carries them (the CV id as text). */
export type AuditFilterQuery = z.input<typeof auditFilterSchema>;
export const auditListSchema = z.object({ items: z.array(auditEntrySchema), nextBefore: z.nullable(z.number()) });

/** The path parameter of a mailed privacy link (an unknown token is a 404 page). */
export const privacyTokenParamsSchema = z.object({ token: z.string() });
