import { z } from 'zod/mini';
import { searchRequestSchema } from '@platform/contract';
import { describeEachDatabase } from '../../db/testing';
import { seedGeneratedResumes } from '../cv/demo/seed-demo';
import { storeTestResume } from '../cv/testing';
import { SqlParams } from './conditions';
import { searchResumes } from './search-resumes';
import { rescoredCandidates, titleWords } from './title-coverage';

describe('the words of a query a title can hold', () => {
  it('takes plain and title-marked lexemes, whole and as prefixes', () => {
    expect(titleWords("'backend':A <-> 'develop':A")).toEqual({ whole: ['backend', 'develop'], prefixes: [] });
    expect(titleWords("'java' & 'dev':*")).toEqual({ whole: ['java'], prefixes: ['dev'] });
    expect(titleWords("'o''reilli':A | 'c\\\\':A")).toEqual({ whole: ["o'reilli", 'c\\'], prefixes: [] });
  });

  it('leaves out negated words and words asked of another section', () => {
    expect(titleWords("'java':C & !'junior' & 'lead'")).toEqual({ whole: ['lead'], prefixes: [] });
    expect(titleWords("'erlang' & !( 'elixir' | 'phoenix':*A ) & 'otp':AB")).toEqual({ whole: ['erlang', 'otp'], prefixes: [] });
    expect(titleWords("!'java':C")).toEqual({ whole: [], prefixes: [] });
  });
});

/** Ranking by how much of the title the query covers, a listed role at a time (both databases). */
describeEachDatabase('title coverage in ranking', (getDb) => {
  const titles = async (text: string): Promise<string[]> => {
    const response = await searchResumes(getDb(), z.parse(searchRequestSchema, { text, perPage: 20 }), { userId: null, teamId: null });
    return response.items.map((item) => item.title);
  };
  const LONG = 'Owned the backend of the payments platform, its reviews, hiring and on-call. '.repeat(40);

  beforeAll(async () => {
    const db = getDb();
    // The better-filled CVs (higher quality) have the less covered titles: quality alone would rank them first.
    const full = { email: 'x@example.test', phone: '+79990000000', summary: 'Backend services in Go and PostgreSQL.', location: { city: 'Москва' } };
    await storeTestResume(db, { basics: { name: 'Senior', label: 'Senior Backend Developer', ...full }, skills: [{ name: 'Go' }, { name: 'PostgreSQL' }] });
    await storeTestResume(db, { basics: { name: 'Junior', label: 'Junior Backend Developer (Go)', ...full }, skills: [{ name: 'Go' }] });
    await storeTestResume(db, {
      basics: { name: 'Roles', label: 'Backend Developer, Team Lead, Solution Architect', summary: LONG },
      work: [{ name: 'Ozon', position: 'Team Lead', startDate: '2020-01', summary: LONG }],
    });
    await storeTestResume(db, { basics: { name: 'Elsewhere', label: 'Analyst', ...full, summary: 'Worked with a backend developer.' } });
  }, 120_000);

  it('a title listing several roles ranks by the role the query names, above longer single titles', async () => {
    expect(await titles('title:"backend developer"')).toEqual([
      'Backend Developer, Team Lead, Solution Architect',
      'Senior Backend Developer',
      'Junior Backend Developer (Go)',
    ]);
  });

  it('the sections still rank as tiers: the least covered title above a match in the text', async () => {
    expect(await titles('"backend developer"')).toEqual([
      'Backend Developer, Team Lead, Solution Architect',
      'Senior Backend Developer',
      'Junior Backend Developer (Go)',
      'Analyst',
    ]);
  });

  it('a phrase does not run from one listed role into the next', async () => {
    expect(await titles('title:"developer team"')).toEqual([]);
    expect(await titles('title:"team lead"')).toEqual(['Backend Developer, Team Lead, Solution Architect']);
  });
});

describeEachDatabase('the rescore window of title coverage', (getDb) => {
  const CANDIDATES = 250;
  const WINDOW = 200;

  beforeAll(async () => {
    await seedGeneratedResumes(getDb(), { start: 0, count: CANDIDATES });
  }, 120_000);

  it('reweighs the best 200 candidates by score, and none past them overtakes one of them', async () => {
    const params = new SqlParams();
    // Scores falling with the id; half the CVs fully covered (factor 1), half at the floor. Were
    // every candidate reweighed, a covered one just past the window would overtake uncovered ones inside it.
    const factor = 'CASE WHEN r.id % 2 = 0 THEN 1.0 ELSE 0.75 END';
    const { rows } = await getDb().query<{ id: string; score: number; original: number }>(
      `WITH ranked AS (SELECT r.id, r.quality, (10000 - row_number() OVER (ORDER BY r.id))::float8 AS score
                         FROM resumes r ORDER BY r.id LIMIT ${params.bind(CANDIDATES)}::int),
            candidates AS (${rescoredCandidates('ranked', factor, params)})
       SELECT c.id::text AS id, c.score::float8 AS score, k.score AS original
         FROM candidates c JOIN ranked k ON k.id = c.id
        ORDER BY c.score DESC, c.quality DESC, c.id DESC`,
      params.values,
    );
    expect(rows).toHaveLength(CANDIDATES);
    const byOriginal = [...rows].sort((a, b) => b.original - a.original);
    const window = new Set(byOriginal.slice(0, WINDOW).map((row) => row.id));
    expect(rows.slice(0, WINDOW).every((row) => window.has(row.id))).toBe(true);
    // Past the window: the floor factor, in their order.
    const rest = rows.slice(WINDOW);
    expect(rest.every((row) => Math.abs(row.score - row.original * 0.75) < 1e-6)).toBe(true);
    expect(rest.map((row) => row.id)).toEqual(byOriginal.slice(WINDOW).map((row) => row.id));
  });
});
