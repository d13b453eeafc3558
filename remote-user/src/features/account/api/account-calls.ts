import {
  AUTH_LIFECYCLE_ENDPOINTS,
  type ResponseOf,
  type Account,
  type AccountPatch,
  type AccountSessions,
  type CandidateSettings,
  type CandidateSettingsPatch,
  type ContactReveals,
  type EmailChange,
  type PasswordChange,
  type SignedOut,
  type ApiClient,
} from '@platform/contract';

/** Query keys of the account page; saving invalidates them. */
export const ACCOUNT_KEY = ['user', 'account'] as const;
export const SESSIONS_KEY = ['user', 'account', 'sessions'] as const;
export const REVEALS_KEY = ['user', 'account', 'reveals'] as const;
export const CANDIDATE_KEY = ['user', 'account', 'candidate'] as const;

export const getAccount = (api: ApiClient, signal?: AbortSignal) => api.get<Account>('/user/account', { signal });

export const updateAccount = (api: ApiClient, input: AccountPatch) => api.patch<Account>('/user/account', input);

export const changePassword = (api: ApiClient, input: PasswordChange) => api.post<null>('/user/account/password', input);

/** Asks for an e-mail change: a link goes to the new address; the account answers with `pendingEmail`. */
export const changeEmail = (api: ApiClient, input: EmailChange) => api.post<Account>('/user/account/email', input);

/** Mails a new verification link (the previous one stops working). */
export const resendVerification = (api: ApiClient) =>
  api.post<ResponseOf<typeof AUTH_LIFECYCLE_ENDPOINTS.resendVerification, 202>>(AUTH_LIFECYCLE_ENDPOINTS.resendVerification.path, undefined);

export const getSessions = (api: ApiClient, signal?: AbortSignal) => api.get<AccountSessions>('/user/account/sessions', { signal });

export const endSession = (api: ApiClient, id: string) => api.delete<null>(`/user/account/sessions/${encodeURIComponent(id)}`);

export const signOutOthers = (api: ApiClient) => api.post<SignedOut>('/user/account/sessions/sign-out-others', undefined);

export const getReveals = (api: ApiClient, signal?: AbortSignal) => api.get<ContactReveals>('/user/account/reveals', { signal });

export const getCandidateSettings = (api: ApiClient, signal?: AbortSignal) => api.get<CandidateSettings>('/user/account/candidate', { signal });

export const updateCandidateSettings = (api: ApiClient, input: CandidateSettingsPatch) => api.patch<CandidateSettings>('/user/account/candidate', input);

/** Deletes the account (POST form of `DELETE /api/user/account`: the API client sends no DELETE body). */
export const deleteAccount = (api: ApiClient, password: string) => api.post<null>('/user/account/delete', { password });

/** The JSON export, downloaded by the browser through a plain link (API base `/api`, docs/product.md#api). */
export const EXPORT_URL = '/api/user/account/export';
