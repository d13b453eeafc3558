import type { ApiClient, Locale, Theme } from '@platform/contract';

/** Response of `GET /api/user/account`. */
export interface Account {
  id: string;
  email: string;
  name: string;
  kind: 'recruiter' | 'candidate';
  locale: Locale;
  theme: Theme;
  createdAt: string;
  team: { id: string; name: string; role: string; plan: string; credits: number } | null;
  promoHistory: Array<{ campaign: string; credits: number; activatedAt: string }>;
}

/** Query key of the account page; saving the profile invalidates it. */
export const ACCOUNT_KEY = ['user', 'account'] as const;

export const getAccount = (api: ApiClient, signal?: AbortSignal) => api.get<Account>('/user/account', { signal });

export const updateAccount = (api: ApiClient, input: Partial<Pick<Account, 'name' | 'locale' | 'theme'>>) =>
  api.patch<Account>('/user/account', input);

export const changePassword = (api: ApiClient, input: { currentPassword: string; newPassword: string }) =>
  api.post<null>('/user/account/password', input);

/** Deletes the account (POST form of `DELETE /api/user/account`: the API client sends no DELETE body). */
export const deleteAccount = (api: ApiClient, password: string) => api.post<null>('/user/account/delete', { password });

/** The JSON export, downloaded by the browser through a plain link (API base `/api`, PRODUCT §9). */
export const EXPORT_URL = '/api/user/account/export';
