/**
 * The judged relevance set: builds a fixed corpus in a fresh in-memory database (the first
 * `--generated` demo CVs, default 2 000, plus the hand-written CVs of bench/src/relevance/corpus.ts),
 * runs every judged query (bench/src/relevance/judgments.ts) through `searchResumes` and scores the
 * first page: nDCG@20 and precision@10. Prints one JSON object (the means and each query's figures).
 *
 *   npx tsx bench/relevance/run.ts [--generated N] [--verbose]
 *
 * Uses only what the search module has always exported, so the same file scores older code too.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod/mini';
import { searchRequestSchema } from '@platform/contract';
import { migrate } from '../../api/src/db/migrate';
import { openPglite } from '../../api/src/db/pglite';
import { seedGeneratedResumes } from '../../api/src/modules/cv/demo/seed-demo';
import { validateResume } from '../../api/src/modules/cv/json-resume';
import { buildResumeRow } from '../../api/src/modules/cv/resume-row';
import { insertResumes } from '../../api/src/modules/cv/resume-store';
import { searchResumes } from '../../api/src/modules/search/search-resumes';
import { RELEVANCE_CORPUS } from '../src/relevance/corpus';
import { JUDGED_QUERIES } from '../src/relevance/judgments';
import { scoreRanking } from '../src/relevance/metrics';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { generated: { type: 'string', default: '2000' }, verbose: { type: 'boolean' } } });
  const db = await openPglite({});
  await migrate(db);
  await seedGeneratedResumes(db, { start: 0, count: Number(values.generated) });
  const keyOf = new Map<number, string>();
  for (const item of RELEVANCE_CORPUS) {
    const validation = validateResume(item.resume);
    if (!validation.ok) throw new Error(`corpus CV ${item.key}: ${JSON.stringify(validation.errors)}`);
    const [id] = await insertResumes(db, [
      buildResumeRow(validation.value, {
        type: 'internal',
        username: null,
        ownerUserId: null,
        teamId: null,
        visibility: 'public',
        isDemo: false,
        updatedAt: new Date('2026-01-01T00:00:00Z'),
      }),
    ]);
    if (id !== undefined) keyOf.set(id, item.key);
  }
  await db.query('ANALYZE resumes');
  const perQuery: Array<{ text: string; ndcgAt20: number; precisionAt10: number; top?: string[] }> = [];
  for (const query of JUDGED_QUERIES) {
    let ranking: string[] = [];
    try {
      const response = await searchResumes(db, z.parse(searchRequestSchema, { text: query.text, perPage: 20 }), { userId: null, teamId: null });
      ranking = response.items.map((item) => keyOf.get(item.id) ?? `generated:${item.id}`);
    } catch (error) {
      // A query the code refuses scores 0, as an empty page would.
      if (values.verbose) console.error(`${query.text}: ${error instanceof Error ? error.message : String(error)}`);
    }
    perQuery.push({ text: query.text, ...scoreRanking(ranking, query.grades), ...(values.verbose ? { top: ranking.slice(0, 5) } : {}) });
  }
  const mean = (pick: (item: (typeof perQuery)[number]) => number): number =>
    Math.round((perQuery.reduce((sum, item) => sum + pick(item), 0) / perQuery.length) * 1000) / 1000;
  console.log(
    JSON.stringify(
      { queries: perQuery.length, corpus: RELEVANCE_CORPUS.length + Number(values.generated), ndcgAt20: mean((item) => item.ndcgAt20), precisionAt10: mean((item) => item.precisionAt10), perQuery },
      null,
      2,
    ),
  );
  await db.close();
}

void main();
