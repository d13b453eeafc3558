import { cvFileParamsSchema } from '../cv-intake';
import {
  auditListSchema,
  auditQuerySchema,
  consentRequestSchema,
  cvPrivacySchema,
  erasureRequestListSchema,
  erasureRequestParamsSchema,
  legalHoldSchema,
  privacyTokenParamsSchema,
  retentionPreviewSchema,
  retentionRuleSchema,
  retentionRuleUpdateSchema,
} from '../privacy';
import { defineEndpoint } from './endpoint';

/**
 * Personal data of the CVs a team keeps (docs/privacy.md). A CV's consent, legal hold and
 * retention: for its team (404 for any other). The rule, the erasure requests and the audit: for
 * the team's owner (the preview: owners and admins). The mailed links answer HTML pages.
 */
export const PRIVACY_ENDPOINTS = {
  cv: defineEndpoint({ method: 'GET', path: '/cv/:type/:id/privacy', params: cvFileParamsSchema, responses: { 200: cvPrivacySchema } }),
  /** Mails the person a link to agree or refuse (409 `no_email` when the CV has no address). */
  requestConsent: defineEndpoint({
    method: 'POST',
    path: '/cv/:type/:id/privacy/consent-request',
    params: cvFileParamsSchema,
    body: consentRequestSchema,
    responses: { 200: cvPrivacySchema },
  }),
  /** Exempts the CV from retention, with the reason (owners and admins). */
  setLegalHold: defineEndpoint({ method: 'PUT', path: '/cv/:type/:id/privacy/legal-hold', params: cvFileParamsSchema, body: legalHoldSchema, responses: { 200: cvPrivacySchema } }),
  clearLegalHold: defineEndpoint({ method: 'DELETE', path: '/cv/:type/:id/privacy/legal-hold', params: cvFileParamsSchema, responses: { 200: cvPrivacySchema } }),
  retention: defineEndpoint({ method: 'GET', path: '/team/privacy/retention', responses: { 200: retentionRuleSchema } }),
  setRetention: defineEndpoint({ method: 'PUT', path: '/team/privacy/retention', body: retentionRuleUpdateSchema, responses: { 200: retentionRuleSchema } }),
  /** The dry run: what the next retention run would hide and delete, changing nothing. */
  retentionPreview: defineEndpoint({ method: 'GET', path: '/team/privacy/retention/preview', responses: { 200: retentionPreviewSchema } }),
  erasureRequests: defineEndpoint({ method: 'GET', path: '/team/privacy/erasure-requests', responses: { 200: erasureRequestListSchema } }),
  /** Carries a pending request out now (202: a job does it; it is done by its due date anyway). */
  carryOutErasure: defineEndpoint({
    method: 'POST',
    path: '/team/privacy/erasure-requests/:id/carry-out',
    params: erasureRequestParamsSchema,
    responses: { 202: erasureRequestListSchema },
  }),
  /** The audit, newest first (`format=csv`: the whole log as a file). */
  audit: defineEndpoint({ method: 'GET', path: '/team/privacy/audit', query: auditQuerySchema, responses: { 200: auditListSchema } }),
  /** The consent page of a request's link (HTML), in the person's language (`?lang=`). */
  consentPage: defineEndpoint({ method: 'GET', path: '/privacy/consent/:token', params: privacyTokenParamsSchema, responses: {} }),
  /** The person's answer (a form: `answer=agree|refuse`, `lang`): an HTML page. */
  consentAnswer: defineEndpoint({ method: 'POST', path: '/privacy/consent/:token', params: privacyTokenParamsSchema, responses: {} }),
  /** The page of the "your data" link every e-mail carries: ask for erasure, download one's data. */
  personPage: defineEndpoint({ method: 'GET', path: '/privacy/mail/:token', params: privacyTokenParamsSchema, responses: {} }),
  personErasure: defineEndpoint({ method: 'POST', path: '/privacy/mail/:token/erasure', params: privacyTokenParamsSchema, responses: {} }),
  /** Everything the teams hold about the address, as a JSON file. */
  personExport: defineEndpoint({ method: 'POST', path: '/privacy/mail/:token/export', params: privacyTokenParamsSchema, responses: {} }),
};
