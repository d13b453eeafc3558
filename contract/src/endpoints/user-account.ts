import {
  accountDeleteSchema,
  accountPatchSchema,
  accountSchema,
  accountSessionsSchema,
  candidateSettingsPatchSchema,
  candidateSettingsSchema,
  contactRevealsSchema,
  emailChangeSchema,
  passwordChangeSchema,
  signedOutSchema,
} from '../account';
import { historyDeleteQuerySchema, historyPageSchema, historyQuerySchema } from '../history';
import { defineEndpoint } from './endpoint';

/**
 * The account page: profile, password, e-mail change, signed-in devices, contact reveals, a
 * candidate's CV settings, the data export and deletion (`/api/user/account*`), and the history of
 * searches and CV views (`/api/user/history`).
 */
export const ACCOUNT_ENDPOINTS = {
  get: defineEndpoint({ method: 'GET', path: '/user/account', responses: { 200: accountSchema } }),
  update: defineEndpoint({ method: 'PATCH', path: '/user/account', body: accountPatchSchema, responses: { 200: accountSchema } }),
  changePassword: defineEndpoint({ method: 'POST', path: '/user/account/password', body: passwordChangeSchema, responses: {} }),
  /** 202: the account with the address waiting for its link (`pendingEmail`). */
  changeEmail: defineEndpoint({ method: 'POST', path: '/user/account/email', body: emailChangeSchema, responses: { 202: accountSchema } }),
  remove: defineEndpoint({ method: 'DELETE', path: '/user/account', body: accountDeleteSchema, responses: {} }),
  /** The same as `remove`, for clients that send no body with DELETE. */
  removeByPost: defineEndpoint({ method: 'POST', path: '/user/account/delete', body: accountDeleteSchema, responses: {} }),
  /** A JSON file to download (`content-disposition: attachment`): everything kept about the user. */
  export: defineEndpoint({ method: 'GET', path: '/user/account/export', responses: {} }),
  sessions: defineEndpoint({ method: 'GET', path: '/user/account/sessions', responses: { 200: accountSessionsSchema } }),
  endSession: defineEndpoint({ method: 'DELETE', path: '/user/account/sessions/:id', responses: {} }),
  signOutOthers: defineEndpoint({ method: 'POST', path: '/user/account/sessions/sign-out-others', responses: { 200: signedOutSchema } }),
  reveals: defineEndpoint({ method: 'GET', path: '/user/account/reveals', responses: { 200: contactRevealsSchema } }),
  candidate: defineEndpoint({ method: 'GET', path: '/user/account/candidate', responses: { 200: candidateSettingsSchema } }),
  updateCandidate: defineEndpoint({ method: 'PATCH', path: '/user/account/candidate', body: candidateSettingsPatchSchema, responses: { 200: candidateSettingsSchema } }),
};

/** Searches made and CVs opened: `/api/user/history`. */
export const HISTORY_ENDPOINTS = {
  list: defineEndpoint({ method: 'GET', path: '/user/history', query: historyQuerySchema, responses: { 200: historyPageSchema } }),
  remove: defineEndpoint({ method: 'DELETE', path: '/user/history', query: historyDeleteQuerySchema, responses: {} }),
};
