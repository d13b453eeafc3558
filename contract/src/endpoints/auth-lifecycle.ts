import { z } from 'zod/mini';
import { AUTH_LIFECYCLE_ROUTES } from '../api-routes/auth-lifecycle';
import { passwordResetConfirmSchema, passwordResetRequestSchema, verifyEmailResponseSchema, verifyEmailSchema } from '../auth-lifecycle';
import { defineEndpoint } from './endpoint';

/**
 * The answer of a request that only queues a mail: the same whether or not the address has an
 * account, so the form tells nobody who is registered.
 */
export const mailAcceptedSchema = z.strictObject({ accepted: z.literal(true) });
export type MailAccepted = z.infer<typeof mailAcceptedSchema>;

/** The account lifecycle: password reset and e-mail verification, each through a link sent by mail. */
export const AUTH_LIFECYCLE_ENDPOINTS = {
  passwordReset: defineEndpoint({ ...AUTH_LIFECYCLE_ROUTES.passwordReset, body: passwordResetRequestSchema, responses: { 202: mailAcceptedSchema } }),
  /** 204: the password is changed and every session of the account has ended. */
  passwordResetConfirm: defineEndpoint({ ...AUTH_LIFECYCLE_ROUTES.passwordResetConfirm, body: passwordResetConfirmSchema, responses: {} }),
  verifyEmail: defineEndpoint({ ...AUTH_LIFECYCLE_ROUTES.verifyEmail, body: verifyEmailSchema, responses: { 200: verifyEmailResponseSchema } }),
  resendVerification: defineEndpoint({ ...AUTH_LIFECYCLE_ROUTES.resendVerification, responses: { 202: mailAcceptedSchema } }),
};
