import { type ApiClient, AUTH_LIFECYCLE_ENDPOINTS, type PasswordResetConfirm, type PasswordResetRequest, type ResponseOf } from '@platform/contract';

const { passwordReset, passwordResetConfirm, verifyEmail: verify } = AUTH_LIFECYCLE_ENDPOINTS;

/** `POST /api/auth/password-reset`: the same answer whether or not the address has an account. */
export async function requestPasswordReset(api: ApiClient, input: PasswordResetRequest): Promise<void> {
  await api.post<ResponseOf<typeof passwordReset, 202>>(passwordReset.path, input);
}

/** `POST /api/auth/password-reset/confirm`: sets the new password and ends every session. */
export async function confirmPasswordReset(api: ApiClient, input: PasswordResetConfirm): Promise<void> {
  await api.post<unknown>(passwordResetConfirm.path, input);
}

/** `POST /api/auth/verify-email`: applies a verification or e-mail change link. */
export function verifyEmail(api: ApiClient, token: string): Promise<ResponseOf<typeof verify>> {
  return api.post<ResponseOf<typeof verify>>(verify.path, { token });
}
