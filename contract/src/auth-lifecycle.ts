import { z } from 'zod/mini';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './endpoints/auth';

/**
 * The account lifecycle's bodies: password reset and e-mail verification (`/api/auth/*`). Apart
 * from the account page's schemas (`./account`) so the shell's sign-in pages bundle only these
 * (webpack keeps every top-level schema of a module it includes).
 */

/** How long a password-reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** How long an e-mail verification or e-mail change link works. */
export const EMAIL_TOKEN_TTL_HOURS = 48;

/** An e-mail address as a form gives it: trimmed, at most 254 characters. */
export const accountEmailSchema = z.pipe(
  z.string().check(z.trim(), z.maxLength(254, 'At most 254 characters.')),
  z.email({ message: 'Enter a valid e-mail address.' }),
);
/** A password being set: 8 to 200 characters. */
export const newPasswordSchema = z
  .string()
  .check(z.minLength(PASSWORD_MIN_LENGTH, 'At least 8 characters.'), z.maxLength(PASSWORD_MAX_LENGTH, 'At most 200 characters.'));
/** A link's token: base64url, as the API makes them. */
export const linkTokenSchema = z.string().check(z.minLength(1, 'The link has no token.'), z.maxLength(200, 'At most 200 characters.'), z.regex(/^[A-Za-z0-9_-]+$/, 'The link is malformed.'));

/** Body of `POST /api/auth/password-reset`: answered 202 alike for any address. */
export const passwordResetRequestSchema = z.strictObject({ email: accountEmailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** Body of `POST /api/auth/password-reset/confirm`: 204, every session of the account ended. */
export const passwordResetConfirmSchema = z.strictObject({ token: linkTokenSchema, password: newPasswordSchema });
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/**
 * Body of `POST /api/auth/verify-email`: a verification link's token, or an e-mail change link's
 * (then the address becomes the new one). Refusals: 400 `token_invalid`, `token_expired`,
 * `token_used`, 409 `email_taken`.
 */
export const verifyEmailSchema = z.strictObject({ token: linkTokenSchema });
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
