import type { CvPlatformFields, JsonResume } from '@platform/contract';
import type { Queryable } from '../../db/database';
import { validateResume } from './json-resume';
import { buildResumeRow, type ResumeOwnership } from './resume-row';
import { insertResumes } from './resume-store';

/** A public internal CV of nobody, updated now: override what a test needs. */
const DEFAULT_OWNERSHIP: ResumeOwnership = {
  type: 'internal',
  username: null,
  ownerUserId: null,
  teamId: null,
  visibility: 'public',
  isDemo: false,
  updatedAt: new Date(),
};

/**
 * Stores a CV for a test, validated like any other (a fixture that breaks the schema fails loudly).
 *
 * @returns its id.
 */
export async function storeTestResume(
  db: Queryable,
  resume: JsonResume & { 'x-platform'?: CvPlatformFields },
  ownership: Partial<ResumeOwnership> = {},
): Promise<number> {
  const validation = validateResume(resume);
  if (!validation.ok) throw new Error(`Invalid test CV: ${JSON.stringify(validation.errors)}`);
  const [id] = await insertResumes(db, [buildResumeRow(validation.value, { ...DEFAULT_OWNERSHIP, updatedAt: new Date(), ...ownership })]);
  if (id === undefined) throw new Error('The test CV was not stored');
  return id;
}
