import { z } from 'zod/mini';
import { AUTH_ROUTES } from '../api-routes/auth';
import { LOCALES } from '../locale';
import { ACCOUNT_KINDS, sessionSchema } from '../session';
import { defineEndpoint } from './endpoint';

/** Longest e-mail address (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const NAME_MAX_LENGTH = 100;

const trimmed = (min: number, minMessage: string, max: number) =>
  z.string().check(z.trim(), z.minLength(min, minMessage), z.maxLength(max, `At most ${max} characters.`));

const email = z.string().check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH, `At most ${EMAIL_MAX_LENGTH} characters.`), z.email({ message: 'Enter a valid e-mail address.' }));

/** Body of `POST /api/auth/register`. */
export const registerBodySchema = z.strictObject({
  email,
  password: z.string().check(z.minLength(PASSWORD_MIN_LENGTH, `At least ${PASSWORD_MIN_LENGTH} characters.`), z.maxLength(PASSWORD_MAX_LENGTH, `At most ${PASSWORD_MAX_LENGTH} characters.`)),
  name: trimmed(1, 'Enter your name.', NAME_MAX_LENGTH),
  kind: z.enum(ACCOUNT_KINDS, { message: 'Choose recruiter or candidate.' }),
  teamName: z.optional(trimmed(1, 'Enter a team name.', NAME_MAX_LENGTH)),
  locale: z.optional(z.enum(LOCALES)),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/** Body of `POST /api/auth/login`. */
export const loginBodySchema = z.strictObject({
  // Checked as an address too: the form says so before a round trip, and the API answers 400 naming it.
  email: z.string().check(
    z.trim(),
    z.minLength(1, 'Enter your e-mail.'),
    z.maxLength(EMAIL_MAX_LENGTH, `At most ${EMAIL_MAX_LENGTH} characters.`),
    z.email({ message: 'Enter a valid e-mail address.' }),
  ),
  password: z.string().check(z.minLength(1, 'Enter your password.'), z.maxLength(PASSWORD_MAX_LENGTH, `At most ${PASSWORD_MAX_LENGTH} characters.`)),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** `GET /api/auth/session`: the session, `null` for a visitor (a 200, not a 401). */
export const sessionResponseSchema = z.strictObject({ session: z.nullable(sessionSchema) });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** Registration, sign-in, sign-out and the current session: `/api/auth/*`. */
export const AUTH_ENDPOINTS = {
  register: defineEndpoint({ ...AUTH_ROUTES.register, body: registerBodySchema, responses: { 201: sessionSchema } }),
  login: defineEndpoint({ ...AUTH_ROUTES.login, body: loginBodySchema, responses: { 200: sessionSchema } }),
  logout: defineEndpoint({ ...AUTH_ROUTES.logout, responses: {} }),
  me: defineEndpoint({ ...AUTH_ROUTES.me, responses: { 200: sessionSchema } }),
  session: defineEndpoint({ ...AUTH_ROUTES.session, responses: { 200: sessionResponseSchema } }),
};
