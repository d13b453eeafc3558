import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { type AppName, isAppName } from '@platform/contract';
import { isMissingFile, parseJsonAs } from './json-file';
import { ReleaseError } from './release-error';

/**
 * The deployment audit (docs/deploy-and-rollback.md#audit): one JSON line per change of what
 * browsers are served, appended to `releases/audit.jsonl` once the change is switched to. It is
 * outside the switched state folders and no prune touches it: it only grows.
 */
export const AUDIT_FILE = 'audit.jsonl';

export const AUDIT_ACTIONS = ['release', 'preview', 'canary', 'rollout', 'promote', 'abort', 'rollback', 'retire'] as const;

const actorSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('person'), name: z.string().min(1) }),
  z.strictObject({ kind: z.literal('job'), name: z.string().min(1) }),
]);

const auditEntrySchema = z.strictObject({
  at: z.iso.datetime({ offset: true }),
  app: z.string().refine(isAppName, 'must be an app name'),
  action: z.enum(AUDIT_ACTIONS),
  from: z.string().optional(),
  to: z.string().optional(),
  percent: z.number().int().min(0).max(100).optional(),
  reason: z.string().optional(),
  actor: actorSchema,
  /** What a health job decided on: loads and failures per version, thresholds. */
  figures: z.record(z.string(), z.number()).optional(),
});

/** Who decided a change: a person (the operator's name) or a job of the platform (the release-health job). */
export type AuditActor = z.infer<typeof actorSchema>;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type AuditEntry = z.infer<typeof auditEntrySchema> & { app: AppName };

/** Who and why, given to a release operation so its audit line names them. */
export interface AuditNote {
  actor: AuditActor;
  reason?: string;
  figures?: Record<string, number>;
}

/** A change made without naming anyone (library calls in tests and `npm start`). */
export const UNNAMED: AuditNote = { actor: { kind: 'person', name: 'unnamed' } };

/** Appends one line; called inside the releases lock, after the switch, so lines are in the order of the changes. */
export async function appendAudit(releasesDir: string, entry: AuditEntry): Promise<void> {
  await mkdir(releasesDir, { recursive: true });
  await appendFile(path.join(releasesDir, AUDIT_FILE), `${JSON.stringify(entry)}\n`, { mode: 0o644 });
}

/** An audit line for `app` from `note`, dropping what is not known. */
export function auditEntry(app: AppName, action: AuditAction, at: string, note: AuditNote | undefined, change: { from?: string; to?: string; percent?: number }): AuditEntry {
  const { actor, reason, figures } = note ?? UNNAMED;
  return { at, app, action, ...change, ...(reason ? { reason } : {}), actor, ...(figures ? { figures } : {}) };
}

/** The audit, oldest first (of one app when named). A malformed line is an error naming its number. */
export async function readAudit(releasesDir: string, app?: AppName): Promise<AuditEntry[]> {
  const file = path.join(releasesDir, AUDIT_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (isMissingFile(error)) return [];
    throw error;
  }
  const entries: AuditEntry[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    const parsed = parseJsonAs(auditEntrySchema, line);
    if (!parsed.ok) throw new ReleaseError('CORRUPT_MANIFEST', `${file} line ${index + 1} is corrupted: ${parsed.reason}. The audit is append-only: fix that line by hand.`);
    const { app: entryApp } = parsed.value;
    if (isAppName(entryApp) && (app === undefined || entryApp === app)) entries.push({ ...parsed.value, app: entryApp });
  });
  return entries;
}
