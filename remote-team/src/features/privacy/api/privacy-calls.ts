import { type ApiClient, type AuditFilterQuery, PRIVACY_ENDPOINTS } from '@platform/contract';
import { call, queryString } from '@platform/shared/call';

/** The audit's filters as the page keeps them, in its address (`format` and the cursor are the calls' own). */
export type AuditFilter = AuditFilterQuery;

export const getRetention = (api: ApiClient, signal?: AbortSignal) => call(api, PRIVACY_ENDPOINTS.retention, { signal });

/** Sets the team's rule (owners); a refusal names its field (`months`). */
export const setRetention = (api: ApiClient, months: number) => call(api, PRIVACY_ENDPOINTS.setRetention, { body: { months } });

/** The dry run: what the next retention run would hide and delete, changing nothing. */
export const getRetentionPreview = (api: ApiClient, signal?: AbortSignal) => call(api, PRIVACY_ENDPOINTS.retentionPreview, { signal });

export const listErasureRequests = (api: ApiClient, signal?: AbortSignal) => call(api, PRIVACY_ENDPOINTS.erasureRequests, { signal });

/** Has a pending request carried out now (202: a job does it; the answer is the list as it stands). */
export const carryOutErasure = (api: ApiClient, id: string) => call(api, PRIVACY_ENDPOINTS.carryOutErasure, { params: { id } });

/** One page of the audit (100 entries, newest first) before the entry `before`, narrowed by the filter. */
export const listAudit = (api: ApiClient, filter: AuditFilter, before: number | null, signal?: AbortSignal) =>
  call(api, PRIVACY_ENDPOINTS.audit, { query: { ...filter, ...(before === null ? {} : { before: String(before) }) }, signal });

/**
 * The CSV download of every entry the filter selects. A plain link (not the API client), so the
 * browser saves the file; the API lives at `/api` on the host origin (docs/product.md#api) and the
 * session cookie goes along. The API records the export (with its filter) before it reads the log.
 */
export const auditCsvUrl = (filter: AuditFilter) => `/api${PRIVACY_ENDPOINTS.audit.path}?${queryString({ ...filter, format: 'csv' })}`;
