import { type ApiClient, type AUTH_LIFECYCLE_ENDPOINTS, AUTH_LIFECYCLE_ROUTES, type PasswordResetConfirm, type PasswordResetRequest, type ResponseOf } from '@platform/contract';

// The paths from the schema-free descriptors and the endpoints' types only: the entries themselves
// would put their schemas, and `call()` its own code, into the shell's first load (every module of
// the contract and of `@platform/shared` the host imports is grouped there).
type Lifecycle = typeof AUTH_LIFECYCLE_ENDPOINTS;

/** `POST /api/auth/password-reset`: the same answer whether or not the address has an account. */
export async function requestPasswordReset(api: ApiClient, input: PasswordResetRequest): Promise<void> {
  await api.post<ResponseOf<Lifecycle['passwordReset']>>(AUTH_LIFECYCLE_ROUTES.passwordReset.path, input);
}

/** `POST /api/auth/password-reset/confirm`: sets the new password and ends every session. */
export async function confirmPasswordReset(api: ApiClient, input: PasswordResetConfirm): Promise<void> {
  await api.post<ResponseOf<Lifecycle['passwordResetConfirm']>>(AUTH_LIFECYCLE_ROUTES.passwordResetConfirm.path, input);
}

/** `POST /api/auth/verify-email`: applies a verification or e-mail change link. */
export function verifyEmail(api: ApiClient, token: string) {
  return api.post<ResponseOf<Lifecycle['verifyEmail']>>(AUTH_LIFECYCLE_ROUTES.verifyEmail.path, { token });
}
