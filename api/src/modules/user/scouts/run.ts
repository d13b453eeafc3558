import { type Locale, SCOUT_EXACT_COUNT_LIMIT, type ScoutRunTrigger } from '@platform/contract';
import type { Database, Queryable } from '../../../db/database';
import { queueMail } from '../../mail';
import type { ResumeSource } from '../../search';
import { DIGEST_LISTED, digestMail, type DigestRecipient } from './digest';
import { insertRun, type ScoutRow, selectSince } from './queries';

/** Who owns a scout: whose CVs it may see (their team's imports) and where its digest goes. */
interface Owner extends DigestRecipient {
  teamId: string | null;
}

async function ownerOf(db: Queryable, userId: string): Promise<Owner | undefined> {
  const { rows } = await db.query<{ email: string; name: string; locale: Locale; team_id: string | null }>(
    `SELECT u.email, u.name, u.locale, m.team_id FROM users u LEFT JOIN team_members m ON m.user_id = u.id WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0];
  return row === undefined ? undefined : { email: row.email, name: row.name, locale: row.locale, teamId: row.team_id };
}

/** What a run needs besides the scout. */
export interface RunSettings {
  trigger: ScoutRunTrigger;
  /** The site's public address: links in the digest start with it. */
  publicUrl: string;
  /**
   * Runs the run's writes in one transaction: `db.transaction` for a manual run, the job's
   * `completeWith` for a scheduled one (the run and the job's completion commit together, so a
   * process killed mid-run leaves nothing and the retry stores the run once).
   */
  commit<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
}

/**
 * Runs a scout: takes the match set of its criteria as its owner would search them (their team's
 * imports included) as a snapshot boundary and counts, the CVs added or changed since the
 * previous run counted as new, and stores it as one row; for a scheduled run of a scout whose
 * digest is on, queues the e-mail of the new ones in the same transaction. Reads at most a few
 * thousand matches however large the set: its pages are read later within the boundary. Runs of
 * one scout are serialised on its row, so a manual run and a scheduled one never interleave.
 *
 * @returns the run's id, or `null` when the scout or its owner is gone.
 * @throws ApiError 400 (paths under `criteria`) when the saved criteria no longer pass the search.
 */
export async function runScout(db: Database, resumes: ResumeSource, scout: ScoutRow, settings: RunSettings): Promise<number | null> {
  const owner = await ownerOf(db, scout.user_id);
  if (owner === undefined) return null;
  const viewer = { userId: scout.user_id, teamId: owner.teamId };
  const since = await selectSince(db, scout.id, scout.criteria);
  const figures = await resumes.snapshot(scout.criteria, { viewer, since, countLimit: SCOUT_EXACT_COUNT_LIMIT });
  const wantsDigest = settings.trigger === 'scheduled' && scout.digest && figures.newCount > 0;
  // Named before the transaction (reads of the CVs stay off its connection): the first new ones.
  const firstNew = wantsDigest
    ? await resumes.snapshotPage(scout.criteria, { viewer, boundary: figures.boundary, since, offset: 0, limit: DIGEST_LISTED, onlyNew: true })
    : [];
  const preview = await resumes.find(firstNew, viewer);
  return settings.commit(async (tx) => {
    const locked = await tx.query<{ digest: boolean }>('SELECT digest FROM scouts WHERE id = $1 FOR UPDATE', [scout.id]);
    const current = locked.rows[0];
    if (current === undefined) return null;
    const runId = await insertRun(tx, { scoutId: scout.id, userId: scout.user_id, trigger: settings.trigger, criteria: scout.criteria, figures, since });
    if (wantsDigest && current.digest) {
      const order = new Map(firstNew.map((item, index) => [`${item.type}:${item.id}`, index]));
      const listed = [...preview].sort((a, b) => (order.get(`${a.type}:${a.id}`) ?? 0) - (order.get(`${b.type}:${b.id}`) ?? 0));
      await queueMail(tx, digestMail({ scoutId: scout.id, scoutName: scout.name, runId, fresh: figures.newCount, listed }, owner, settings.publicUrl));
    }
    return runId;
  });
}
