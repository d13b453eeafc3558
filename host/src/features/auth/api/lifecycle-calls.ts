import { type ApiClient, AUTH_LIFECYCLE_ROUTES, type AUTH_LIFECYCLE_ENDPOINTS, type PasswordResetConfirm, type PasswordResetRequest, type ResponseOf } from '@platform/contract';
import { call } from '@platform/shared/call';

// The endpoints' types only, called by their schema-free routes: the entries themselves would put
// their schemas into the shell's first load (the sign-in pages take their body schemas from the
// contract on their own).
type Lifecycle = typeof AUTH_LIFECYCLE_ENDPOINTS;

/** `POST /api/auth/password-reset`: the same answer whether or not the address has an account. */
export async function requestPasswordReset(api: ApiClient, input: PasswordResetRequest): Promise<void> {
  await call<Lifecycle['passwordReset']>(api, AUTH_LIFECYCLE_ROUTES.passwordReset, { body: input });
}

/** `POST /api/auth/password-reset/confirm`: sets the new password and ends every session. */
export async function confirmPasswordReset(api: ApiClient, input: PasswordResetConfirm): Promise<void> {
  await call<Lifecycle['passwordResetConfirm']>(api, AUTH_LIFECYCLE_ROUTES.passwordResetConfirm, { body: input });
}

/** `POST /api/auth/verify-email`: applies a verification or e-mail change link. */
export function verifyEmail(api: ApiClient, token: string): Promise<ResponseOf<Lifecycle['verifyEmail']>> {
  return call<Lifecycle['verifyEmail']>(api, AUTH_LIFECYCLE_ROUTES.verifyEmail, { body: { token } });
}
