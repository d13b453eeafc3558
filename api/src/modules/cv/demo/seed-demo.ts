import type { CvPlatformFields, JsonResume } from '@platform/contract';
import type { Database, Queryable } from '../../../db/database';
import { buildResumeRow, type ResumeRow } from '../resume-row';
import { addToVocabulary, insertResumes } from '../resume-store';
import { DEMO_SEED, generateDemoCv } from './generate';

/** CVs in the demo set loaded on first start of the embedded database. */
export const DEMO_CV_COUNT = 20_000;

/** Rows generated at a time (memory stays flat; progress is reported per chunk). */
const CHUNK = 2_000;
/** A small set still reports its progress a few times (tests cut a load after its first chunk). */
const MIN_CHUNKS = 4;

const DAY_MS = 86_400_000;

export interface SeedOptions {
  /** Index of the first generated CV (default: after the demo CVs already stored). */
  start?: number;
  count: number;
  seed?: number;
  now?: Date;
  /**
   * Rewrite the table in quality order after a bulk load (CLUSTER): worth it for 100 000 CVs and
   * more (searches read the best matches from neighbouring pages), not for the first-start demo set,
   * which fits in memory anyway.
   */
  cluster?: boolean;
  onProgress?: (done: number, total: number) => void;
}

/** The `resumes` row of generated CV `index`: a public internal CV of nobody (demo data). */
export function demoResumeRow(index: number, now: Date, seed: number = DEMO_SEED): ResumeRow {
  const cv = generateDemoCv(index, seed);
  return buildResumeRow(
    { resume: cv.resume, platform: cv.platform },
    {
      type: 'internal',
      username: cv.username,
      ownerUserId: null,
      teamId: null,
      visibility: 'public',
      isDemo: true,
      updatedAt: new Date(now.getTime() - cv.updatedDaysAgo * DAY_MS),
    },
    now,
  );
}

/** From this many rows on, a load drops the secondary indexes and builds them afresh at the end. */
const BULK_LOAD_ROWS = 5_000;

/** The index whose order the heap is rewritten in after a bulk load (see {@link bulkLoad}). */
const CLUSTER_INDEX = 'resumes_quality_idx';

/**
 * Runs `load` with the table's secondary indexes (all but the primary key and unique ones) dropped,
 * then (if asked) rewrites the heap in quality order (CLUSTER) and recreates them from their saved
 * definitions. Building a GIN index once is several times cheaper than updating it row by row; and
 * searches read the best-quality matches first, which then sit on neighbouring pages. Inside the
 * caller's transaction, so a failure keeps the indexes.
 */
async function bulkLoad(tx: Queryable, cluster: boolean, load: () => Promise<void>): Promise<void> {
  // The CV-change counter's trigger is deferred to the commit (migration 120), and PostgreSQL
  // refuses CREATE INDEX and CLUSTER on a table with pending trigger events: fire them as each
  // statement ends instead (the counter is bumped once all the same).
  await tx.query('SET CONSTRAINTS resumes_search_changes IMMEDIATE');
  const { rows: indexes } = await tx.query<{ indexname: string; indexdef: string }>(
    `SELECT i.indexname, i.indexdef
       FROM pg_indexes i
       JOIN pg_class c ON c.relname = i.indexname AND c.relnamespace = to_regnamespace(i.schemaname)
       JOIN pg_index x ON x.indexrelid = c.oid
      WHERE i.schemaname = current_schema() AND i.tablename = 'resumes' AND NOT x.indisunique`,
  );
  for (const index of indexes) await tx.query(`DROP INDEX ${quoteIdentifier(index.indexname)}`);
  await load();
  const clusterIndex = cluster ? indexes.find((index) => index.indexname === CLUSTER_INDEX) : undefined;
  if (clusterIndex !== undefined) {
    await tx.query(clusterIndex.indexdef);
    await tx.query(`CLUSTER resumes USING ${quoteIdentifier(CLUSTER_INDEX)}`);
  }
  for (const index of indexes) if (index !== clusterIndex) await tx.query(index.indexdef);
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * Adds generated demo CVs with batched multi-row INSERTs in one transaction (a failed load leaves
 * nothing behind), then vacuums and refreshes the planner statistics the search's plans depend on.
 * The vacuum is what PostgreSQL advises after a bulk load: it sets the hint bits and the visibility
 * map the load left unset, which searches would otherwise pay for page by page (the search
 * throughput at 100 000 CVs measured ~7 % higher after it).
 *
 * @returns how many CVs were added.
 */
export async function seedGeneratedResumes(db: Database, options: SeedOptions): Promise<number> {
  const now = options.now ?? new Date();
  const start =
    options.start ??
    (await db.query<{ next: number }>('SELECT count(*)::int AS next FROM resumes WHERE is_demo')).rows[0]?.next ??
    0;
  const chunk = Math.max(1, Math.min(CHUNK, Math.ceil(options.count / MIN_CHUNKS)));
  const loadAll = async (tx: Queryable): Promise<void> => {
    for (let offset = 0; offset < options.count; offset += chunk) {
      const size = Math.min(chunk, options.count - offset);
      const rows = Array.from({ length: size }, (_, i) => demoResumeRow(start + offset + i, now, options.seed));
      await insertResumes(tx, rows, { vocabulary: false });
      await addToVocabulary(tx, rows);
      options.onProgress?.(offset + size, options.count);
    }
  };
  await db.transaction((tx) =>
    options.count >= BULK_LOAD_ROWS ? bulkLoad(tx, options.cluster ?? false, () => loadAll(tx)) : loadAll(tx),
  );
  await db.query('VACUUM (ANALYZE) resumes');
  await db.query('VACUUM (ANALYZE) search_vocabulary');
  return options.count;
}

/** The demo candidate's own CV (docs/product.md#running-it: candidate@example.com), public as `candidate`. */
const CANDIDATE_CV: { resume: JsonResume; platform: CvPlatformFields } = {
  resume: {
    basics: {
      name: 'Demo Candidate',
      label: 'Senior TypeScript Developer',
      email: 'candidate@example.com',
      phone: '+44 7700 900123',
      summary:
        'Full stack developer with eight years of experience building web products with TypeScript, React and Node.js. ' +
        'I enjoy turning product ideas into reliable services and mentoring other developers.',
      location: { city: 'Berlin', countryCode: 'DE' },
      profiles: [{ network: 'GitHub', username: 'demo-candidate', url: 'https://github.example.com/demo-candidate' }],
    },
    work: [
      {
        name: 'Northwind Labs',
        position: 'Senior TypeScript Developer',
        startDate: '2021-03',
        summary: 'Lead developer of the customer portal (React, Node.js, PostgreSQL).',
        highlights: ['Cut page load time by 40% with server-side rendering.', 'Introduced end-to-end tests with Playwright.'],
      },
      {
        name: 'Contoso Software',
        position: 'Full Stack Developer',
        startDate: '2017-05',
        endDate: '2021-02',
        summary: 'Built internal tools and public APIs with Node.js and Vue.js.',
      },
    ],
    education: [{ institution: 'Technical University of Munich', area: 'Computer Science', studyType: 'Master', startDate: '2011', endDate: '2017' }],
    skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Docker', 'Playwright', 'GraphQL'].map((name) => ({ name })),
    languages: [
      { language: 'English', fluency: 'C1 — Advanced' },
      { language: 'German', fluency: 'B2 — Upper-Intermediate' },
      { language: 'Russian', fluency: 'Native speaker' },
    ],
  },
  platform: { desiredSalary: { amount: 6500, currency: 'EUR' }, relocation: false, remote: true, jobSearchStatus: 'open' },
};

/** Username of the demo candidate's CV (`/cv/username/candidate`). */
export const DEMO_CANDIDATE_USERNAME = 'candidate';

/** Stores the demo candidate's CV unless the candidate already has one (or does not exist). */
export async function seedDemoCandidateResume(db: Database): Promise<void> {
  const { rows } = await db.query<{ id: string; has_cv: boolean }>(
    `SELECT u.id, EXISTS (SELECT 1 FROM resumes r WHERE r.owner_user_id = u.id) AS has_cv
       FROM users u WHERE lower(u.email) = 'candidate@example.com'`,
  );
  const user = rows[0];
  if (user === undefined || user.has_cv) return;
  const taken = await db.query('SELECT 1 FROM resumes WHERE username = $1', [DEMO_CANDIDATE_USERNAME]);
  const row = buildResumeRow(CANDIDATE_CV, {
    type: 'internal',
    username: taken.rowCount === 0 ? DEMO_CANDIDATE_USERNAME : null,
    ownerUserId: user.id,
    teamId: null,
    visibility: 'public',
    isDemo: false,
    updatedAt: new Date(),
  });
  await insertResumes(db, [row]);
}

/**
 * The demo-data seeder of the CV area (first start of the embedded database): the candidate's CV
 * and, unless demo CVs exist already, `count` generated ones (default {@link DEMO_CV_COUNT}). The
 * generated set goes in one transaction: a load cut short leaves none, and the next start loads all.
 */
export async function seedDemoResumes(
  db: Database,
  options: { count?: number; onProgress?: SeedOptions['onProgress'] } = {},
): Promise<void> {
  await seedDemoCandidateResume(db);
  const existing = await db.query('SELECT 1 FROM resumes WHERE is_demo LIMIT 1');
  const count = options.count ?? DEMO_CV_COUNT;
  if (existing.rowCount > 0 || count === 0) return;
  await seedGeneratedResumes(db, { start: 0, count, onProgress: options.onProgress });
}
