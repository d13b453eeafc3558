import { z } from 'zod/mini';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './endpoints/auth';

/**
 * The account lifecycle contract: password reset and e-mail verification (`/api/auth/*`), and the
 * account page (`/api/user/account*`): profile, password, e-mail change, sessions, contact-reveal
 * history, the candidate's own settings. The API validates with these schemas and the pages take
 * their types (and their form checks) from them.
 */

/** How long a password-reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** How long an e-mail verification or e-mail change link works. */
export const EMAIL_TOKEN_TTL_HOURS = 48;

const email = z.pipe(
  z.string().check(z.trim(), z.maxLength(254, 'At most 254 characters.')),
  z.email({ message: 'Enter a valid e-mail address.' }),
);
const newPassword = z
  .string()
  .check(z.minLength(PASSWORD_MIN_LENGTH, 'At least 8 characters.'), z.maxLength(PASSWORD_MAX_LENGTH, 'At most 200 characters.'));
const givenPassword = (message: string) => z.string().check(z.minLength(1, message), z.maxLength(PASSWORD_MAX_LENGTH, 'At most 200 characters.'));
/** A link's token: base64url, as the API makes them. */
const token = z.string().check(z.minLength(1, 'The link has no token.'), z.maxLength(200, 'At most 200 characters.'), z.regex(/^[A-Za-z0-9_-]+$/, 'The link is malformed.'));
const locale = z.enum(['en', 'ru'], { message: 'Choose en or ru.' });
const theme = z.enum(['light', 'dark'], { message: 'Choose light or dark.' });

/** Body of `POST /api/auth/password-reset`: answered 202 alike for any address. */
export const passwordResetRequestSchema = z.strictObject({ email });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** Body of `POST /api/auth/password-reset/confirm`: 204, every session of the account ended. */
export const passwordResetConfirmSchema = z.strictObject({ token, password: newPassword });
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/**
 * Body of `POST /api/auth/verify-email`: a verification link's token, or an e-mail change link's
 * (then the address becomes the new one). Refusals: 400 `token_invalid`, `token_expired`,
 * `token_used`, 409 `email_taken`.
 */
export const verifyEmailSchema = z.strictObject({ token });
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

/** Response of `POST /api/auth/verify-email`. */
export const verifyEmailResponseSchema = z.strictObject({
  /** The address now verified (the new one after a change). */
  email: z.string(),
  /** `true` when the link confirmed an e-mail change. */
  changed: z.boolean(),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/** The error code of a call an unverified account may not make (sending mailings, inviting). */
export const EMAIL_UNVERIFIED_CODE = 'email_unverified';

/** Body of `PATCH /api/user/account`: at least one field. */
export const accountPatchSchema = z
  .strictObject({
    name: z.optional(z.string().check(z.trim(), z.minLength(1, 'Enter your name.'), z.maxLength(100, 'At most 100 characters.'))),
    locale: z.optional(locale),
    theme: z.optional(theme),
  })
  .check(z.refine((value) => Object.keys(value).length > 0, 'Change at least one field.'));
export type AccountPatch = z.infer<typeof accountPatchSchema>;

/** Body of `POST /api/user/account/password`; a wrong current password is 400 on `currentPassword`. */
export const passwordChangeSchema = z.strictObject({
  currentPassword: givenPassword('Enter your current password.'),
  newPassword,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** Body of `DELETE /api/user/account` (and `POST /api/user/account/delete`). */
export const accountDeleteSchema = z.strictObject({ password: givenPassword('Enter your password to confirm.') });
export type AccountDelete = z.infer<typeof accountDeleteSchema>;

/**
 * Body of `POST /api/user/account/email`: 202, a confirmation link goes to `newEmail`; the address
 * changes only when it is followed. 400 on `password` when wrong, 409 `email_taken` on `newEmail`.
 */
export const emailChangeSchema = z.strictObject({ newEmail: email, password: givenPassword('Enter your password to confirm.') });
export type EmailChange = z.infer<typeof emailChangeSchema>;

const teamSchema = z.strictObject({ id: z.string(), name: z.string(), role: z.string(), plan: z.string(), credits: z.number() });

/** Response of `GET|PATCH /api/user/account`. */
export const accountSchema = z.strictObject({
  id: z.string(),
  email: z.string(),
  /** `null` until the address is verified through the link mailed at registration. */
  emailVerifiedAt: z.nullable(z.string()),
  /** An e-mail change waiting for its link to be followed. */
  pendingEmail: z.nullable(z.string()),
  name: z.string(),
  kind: z.enum(['recruiter', 'candidate']),
  locale,
  theme,
  createdAt: z.string(),
  team: z.nullable(teamSchema),
  promoHistory: z.array(z.strictObject({ campaign: z.string(), credits: z.number(), activatedAt: z.string() })),
});
export type Account = z.infer<typeof accountSchema>;

/** One signed-in device in `GET /api/user/account/sessions`. */
export const accountSessionSchema = z.strictObject({
  id: z.string(),
  /** Browser and system read from the User-Agent (`Firefox on Linux`); `null` when unknown. */
  device: z.nullable(z.string()),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session of the request itself. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** Response of `GET /api/user/account/sessions`, most recently used first. */
export const accountSessionsSchema = z.strictObject({ sessions: z.array(accountSessionSchema) });
export type AccountSessions = z.infer<typeof accountSessionsSchema>;

/** Response of `POST /api/user/account/sessions/sign-out-others`. */
export const signedOutSchema = z.strictObject({ ended: z.number() });
export type SignedOut = z.infer<typeof signedOutSchema>;

/** One contact reveal the user made, in `GET /api/user/account/reveals`. */
export const contactRevealSchema = z.strictObject({
  resumeId: z.number(),
  type: z.enum(['internal', 'imported']),
  name: z.string(),
  title: z.string(),
  revealedAt: z.string(),
});
export type ContactReveal = z.infer<typeof contactRevealSchema>;

/** Response of `GET /api/user/account/reveals`, newest first (at most 500). */
export const contactRevealsSchema = z.strictObject({ reveals: z.array(contactRevealSchema) });
export type ContactReveals = z.infer<typeof contactRevealsSchema>;

const visibility = z.enum(['public', 'hidden'], { message: 'Choose public or hidden.' });
const jobSearchStatus = z.enum(['active', 'open', 'not_looking', 'unspecified'], { message: 'Choose a job-search status.' });

/**
 * Response of `GET|PATCH /api/user/account/candidate`: the candidate's own CV settings (403 for a
 * recruiter, 404 `not_found` before the CV is written).
 */
export const candidateSettingsSchema = z.strictObject({
  visibility,
  jobSearchStatus,
  /** The CV takes no mailings from teams. */
  noMailings: z.boolean(),
});
export type CandidateSettings = z.infer<typeof candidateSettingsSchema>;

/** Body of `PATCH /api/user/account/candidate`: at least one field. */
export const candidateSettingsPatchSchema = z
  .strictObject({ visibility: z.optional(visibility), jobSearchStatus: z.optional(jobSearchStatus), noMailings: z.optional(z.boolean()) })
  .check(z.refine((value) => Object.keys(value).length > 0, 'Change at least one field.'));
export type CandidateSettingsPatch = z.infer<typeof candidateSettingsPatchSchema>;
