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
import { ACCOUNT_ROUTES, HISTORY_ROUTES } from '../api-routes/user-account';
import { historyDeleteQuerySchema, historyPageSchema, historyQuerySchema } from '../history';
import { defineEndpoint } from './endpoint';
import { uuidParamsSchema } from './params';

/**
 * The account page: profile, password, e-mail change, signed-in devices, contact reveals, a
 * candidate's CV settings, the data export and deletion (`/api/user/account*`), and the history of
 * searches and CV views (`/api/user/history`).
 */
export const ACCOUNT_ENDPOINTS = {
  get: defineEndpoint({ ...ACCOUNT_ROUTES.get, responses: { 200: accountSchema } }),
  update: defineEndpoint({ ...ACCOUNT_ROUTES.update, body: accountPatchSchema, responses: { 200: accountSchema } }),
  changePassword: defineEndpoint({ ...ACCOUNT_ROUTES.changePassword, body: passwordChangeSchema, responses: {} }),
  /** 202: the account with the address waiting for its link (`pendingEmail`). */
  changeEmail: defineEndpoint({ ...ACCOUNT_ROUTES.changeEmail, body: emailChangeSchema, responses: { 202: accountSchema } }),
  remove: defineEndpoint({ ...ACCOUNT_ROUTES.remove, body: accountDeleteSchema, responses: {} }),
  /** The same as `remove`, for clients that send no body with DELETE. */
  removeByPost: defineEndpoint({ ...ACCOUNT_ROUTES.removeByPost, body: accountDeleteSchema, responses: {} }),
  /** A JSON file to download (`content-disposition: attachment`): everything kept about the user. */
  export: defineEndpoint({ ...ACCOUNT_ROUTES.export, responses: {} }),
  sessions: defineEndpoint({ ...ACCOUNT_ROUTES.sessions, responses: { 200: accountSessionsSchema } }),
  endSession: defineEndpoint({ ...ACCOUNT_ROUTES.endSession, params: uuidParamsSchema, responses: {} }),
  signOutOthers: defineEndpoint({ ...ACCOUNT_ROUTES.signOutOthers, responses: { 200: signedOutSchema } }),
  reveals: defineEndpoint({ ...ACCOUNT_ROUTES.reveals, responses: { 200: contactRevealsSchema } }),
  candidate: defineEndpoint({ ...ACCOUNT_ROUTES.candidate, responses: { 200: candidateSettingsSchema } }),
  updateCandidate: defineEndpoint({ ...ACCOUNT_ROUTES.updateCandidate, body: candidateSettingsPatchSchema, responses: { 200: candidateSettingsSchema } }),
};

/** Searches made and CVs opened: `/api/user/history`. */
export const HISTORY_ENDPOINTS = {
  list: defineEndpoint({ ...HISTORY_ROUTES.list, query: historyQuerySchema, responses: { 200: historyPageSchema } }),
  remove: defineEndpoint({ ...HISTORY_ROUTES.remove, query: historyDeleteQuerySchema, responses: {} }),
};
