import type { ApiClient, PasswordResetConfirm, PasswordResetRequest, VerifyEmailResponse } from '@platform/contract';

/** `POST /api/auth/password-reset`: the same answer whether or not the address has an account. */
export async function requestPasswordReset(api: ApiClient, input: PasswordResetRequest): Promise<void> {
  await api.post<unknown>('/auth/password-reset', input);
}

/** `POST /api/auth/password-reset/confirm`: sets the new password and ends every session. */
export async function confirmPasswordReset(api: ApiClient, input: PasswordResetConfirm): Promise<void> {
  await api.post<unknown>('/auth/password-reset/confirm', input);
}

/** `POST /api/auth/verify-email`: applies a verification or e-mail change link. */
export function verifyEmail(api: ApiClient, token: string): Promise<VerifyEmailResponse> {
  return api.post<VerifyEmailResponse>('/auth/verify-email', { token });
}
