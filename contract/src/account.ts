import { z } from 'zod/mini';
import { accountEmailSchema as email, newPasswordSchema as newPassword } from './auth-lifecycle';
import { PASSWORD_MAX_LENGTH } from './endpoints/auth';

/**
 * The account page's contract (`/api/user/account*`): profile, password, e-mail change, sessions,
 * contact-reveal history, the candidate's own settings (password reset and e-mail verification are
 * in `./auth-lifecycle`). The API validates with these schemas and the pages take their types (and
 * their form checks) from them.
 */

const givenPassword = (message: string) => z.string().check(z.minLength(1, message), z.maxLength(PASSWORD_MAX_LENGTH, 'At most 200 characters.'));
const locale = z.enum(['en', 'ru'], { message: 'Choose en or ru.' });
const theme = z.enum(['light', 'dark'], { message: 'Choose light or dark.' });

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
