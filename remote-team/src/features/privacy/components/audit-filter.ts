import { auditFilterSchema } from '@platform/contract';
import type { AuditFilter } from '../api/privacy-calls';

const FILTER_KEYS = ['action', 'resumeId', 'actor'] as const;

/**
 * The audit's filter in the page's address (`?tab=audit&action=viewed&resumeId=12`), so a filtered
 * log can be reloaded, shared and gone back to. An address whose filter the contract refuses
 * (edited by hand) reads as no filter; the form, empty, says so.
 */
export function readFilter(params: URLSearchParams): AuditFilter {
  const raw = Object.fromEntries(FILTER_KEYS.flatMap((key) => {
    const value = params.get(key);
    return value === null ? [] : [[key, value]];
  }));
  const parsed = auditFilterSchema.safeParse(raw);
  if (!parsed.success) return {};
  const { action, resumeId, actor } = parsed.data;
  return { action, resumeId: resumeId === undefined ? undefined : String(resumeId), actor };
}

/** The address's parameters for the audit tab under a filter (the parameters of none left out). */
export function filterParams(filter: AuditFilter): Record<string, string> {
  const params: Record<string, string> = { tab: 'audit' };
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value !== undefined) params[key] = value;
  }
  return params;
}

/** Whether any filter is set. */
export const isFiltered = (filter: AuditFilter) => FILTER_KEYS.some((key) => filter[key] !== undefined);
