import { defineApiRoutes } from './route';

/** The methods and paths of `AUTH_LIFECYCLE_ENDPOINTS` (endpoints/auth-lifecycle.ts), without their schemas. */
export const AUTH_LIFECYCLE_ROUTES = defineApiRoutes({
  passwordReset: { method: 'POST', path: '/auth/password-reset' },
  passwordResetConfirm: { method: 'POST', path: '/auth/password-reset/confirm' },
  verifyEmail: { method: 'POST', path: '/auth/verify-email' },
  resendVerification: { method: 'POST', path: '/auth/verify-email/resend' },
});
