import type { ApiClient, AUTH_LIFECYCLE_ENDPOINTS, PasswordResetConfirm, PasswordResetRequest, ResponseOf } from '@platform/contract';

// The endpoints' types only: importing the entries themselves would put their schemas into the
// shell's first load (the sign-in pages take their body schemas from the contract on their own).
type Lifecycle = typeof AUTH_LIFECYCLE_ENDPOINTS;

/** `POST /api/auth/password-reset`: the same answer whether or not the address has an account. */
export async function requestPasswordReset(api: ApiClient, input: PasswordResetRequest): Promise<void> {
  await api.post<ResponseOf<Lifecycle['passwordReset'], 202>>('/auth/password-reset', input);
}

/** `POST /api/auth/password-reset/confirm`: sets the new password and ends every session. */
export async function confirmPasswordReset(api: ApiClient, input: PasswordResetConfirm): Promise<void> {
  await api.post<unknown>('/auth/password-reset/confirm', input);
}

/** `POST /api/auth/verify-email`: applies a verification or e-mail change link. */
export function verifyEmail(api: ApiClient, token: string): Promise<ResponseOf<Lifecycle['verifyEmail']>> {
  return api.post<ResponseOf<Lifecycle['verifyEmail']>>('/auth/verify-email', { token });
}
