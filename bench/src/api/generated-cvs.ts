import type { Database } from '../../../api/src/db/database';
import { seedGeneratedResumes } from '../../../api/src/modules/cv/demo/seed-demo';
import { log } from '../util/log';

/** Seeds generated CVs into `db` until it holds `cvs` of them (the bench's databases grow, never shrink). */
export async function ensureGeneratedCvs(db: Database, cvs: number): Promise<void> {
  const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM resumes WHERE is_demo');
  const existing = rows[0]?.count ?? 0;
  if (existing >= cvs) return;
  log(`  seeding ${cvs - existing} CVs (${existing} present)`);
  await seedGeneratedResumes(db, { start: existing, count: cvs - existing, cluster: cvs - existing >= 50_000 });
}
