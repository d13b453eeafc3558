import {
  ACCOUNT_ENDPOINTS,
  AUTH_LIFECYCLE_ENDPOINTS,
  type AccountPatch,
  type ApiClient,
  type CandidateSettingsPatch,
  type EmailChange,
  type PasswordChange,
} from '@platform/contract';
import { call, endpointPath } from '@platform/shared/call';

/** Query keys of the account page; saving invalidates them. */
export const ACCOUNT_KEY = ['user', 'account'] as const;
export const SESSIONS_KEY = ['user', 'account', 'sessions'] as const;
export const REVEALS_KEY = ['user', 'account', 'reveals'] as const;
export const CANDIDATE_KEY = ['user', 'account', 'candidate'] as const;

export const getAccount = (api: ApiClient, signal?: AbortSignal) => call(api, ACCOUNT_ENDPOINTS.get, { signal });

export const updateAccount = (api: ApiClient, input: AccountPatch) => call(api, ACCOUNT_ENDPOINTS.update, { body: input });

export const changePassword = (api: ApiClient, input: PasswordChange) => call(api, ACCOUNT_ENDPOINTS.changePassword, { body: input });

/** Asks for an e-mail change: a link goes to the new address; the account answers with `pendingEmail`. */
export const changeEmail = (api: ApiClient, input: EmailChange) => call(api, ACCOUNT_ENDPOINTS.changeEmail, { body: input });

/** Mails a new verification link (the previous one stops working). */
export const resendVerification = (api: ApiClient) => call(api, AUTH_LIFECYCLE_ENDPOINTS.resendVerification, {});

export const getSessions = (api: ApiClient, signal?: AbortSignal) => call(api, ACCOUNT_ENDPOINTS.sessions, { signal });

export const endSession = (api: ApiClient, id: string) => call(api, ACCOUNT_ENDPOINTS.endSession, { params: { id } });

export const signOutOthers = (api: ApiClient) => call(api, ACCOUNT_ENDPOINTS.signOutOthers, {});

export const getReveals = (api: ApiClient, signal?: AbortSignal) => call(api, ACCOUNT_ENDPOINTS.reveals, { signal });

export const getCandidateSettings = (api: ApiClient, signal?: AbortSignal) => call(api, ACCOUNT_ENDPOINTS.candidate, { signal });

export const updateCandidateSettings = (api: ApiClient, input: CandidateSettingsPatch) => call(api, ACCOUNT_ENDPOINTS.updateCandidate, { body: input });

/** Deletes the account (POST form of `DELETE /api/user/account`: the API client sends no DELETE body). */
export const deleteAccount = (api: ApiClient, password: string) => call(api, ACCOUNT_ENDPOINTS.removeByPost, { body: { password } });

/** The JSON export, downloaded by the browser through a plain link (API base `/api`, docs/product.md#api). */
export const EXPORT_URL = `/api${endpointPath(ACCOUNT_ENDPOINTS.export.path)}`;
