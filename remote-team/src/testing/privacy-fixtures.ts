import type { AuditEntry, ErasureRequest, RetentionPreview } from '@platform/contract';

/** A pending erasure request of `ann@example.test` covering one imported CV and one application. */
export function erasureRequest(id: string, changes: Partial<ErasureRequest> = {}): ErasureRequest {
  return {
    id,
    state: 'pending',
    email: 'ann@example.test',
    requestedAt: '2026-11-20T09:30:00Z',
    dueAt: '2099-11-30T09:30:00Z',
    doneAt: null,
    toErase: { cvs: [{ id: 41, name: 'Ann Lee' }], applications: 1 },
    erased: null,
    ...changes,
  };
}

/** The same request once carried out: no address, what was erased. */
export function doneRequest(id: string, changes: Partial<ErasureRequest> = {}): ErasureRequest {
  return erasureRequest(id, {
    state: 'done',
    email: null,
    doneAt: '2026-11-21T10:00:00Z',
    toErase: null,
    erased: { cvs: 1, files: 1, applications: 1, messages: 3 },
    ...changes,
  });
}

/** A member's view of an imported CV. */
export function auditEntry(id: number, changes: Partial<AuditEntry> = {}): AuditEntry {
  return { id, at: '2026-11-27T14:02:11Z', actor: 'olga@example.test', action: 'viewed', resumeId: 41, detail: '', ip: '203.0.113.7', ...changes };
}

/** A dry run with nothing to do under a rule of `months`. */
export function emptyPreview(months = 24): RetentionPreview {
  return { months, hide: { total: 0, items: [] }, delete: { total: 0, items: [] } };
}
