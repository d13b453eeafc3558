import type { FastifyInstance } from 'fastify';
import { searchRequestSchema, type SearchResponse } from '@platform/contract';
import type { Database } from '../../db/database';
import { describeEachDatabase } from '../../db/testing';
import { createTestApp, signUp } from '../../testing/app';
import { seedGeneratedResumes } from '../cv/demo/seed-demo';
import { storeTestResume } from '../cv/testing';
import { searchResumes } from './search-resumes';
import { FIRST_MATCHES_LIMIT } from './search-sql';

const SEARCH_URL = '/api/webapp/resumes_search/resumes/';
/**
 * More CVs than the search statement reads (the totals come from the count and its cache), and
 * past the seeding's bulk-load threshold (5 000: indexes dropped and rebuilt in the transaction
 * that inserts, with the CV-change counter's trigger pending).
 */
const CVS = 5_100;

describeEachDatabase('exact totals and facets over more matches than the search reads', (getDb) => {
  let app: FastifyInstance;
  let teamA: { cookie: string; teamId: string };
  let teamB: { cookie: string };

  beforeAll(async () => {
    await seedGeneratedResumes(getDb(), { start: 0, count: CVS });
    // Exact after every change: what these tests check (search-count-lag.test.ts: the lag allowed by default).
    app = await createTestApp(getDb(), { searchCountMaxLagMs: 0 });
    const recruiterA = await signUp(app, { kind: 'recruiter' });
    const recruiterB = await signUp(app, { kind: 'recruiter' });
    teamA = { cookie: recruiterA.cookie, teamId: recruiterA.session.team?.id ?? '' };
    teamB = { cookie: recruiterB.cookie };
  }, 300_000);

  afterAll(async () => {
    await app.close();
  });

  async function search(body: object, cookie?: string): Promise<SearchResponse> {
    const response = await app.inject({ method: 'POST', url: SEARCH_URL, payload: body, ...(cookie ? { headers: { cookie } } : {}) });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  async function countWhere(condition: string): Promise<number> {
    const { rows } = await getDb().query<{ count: number }>(
      `SELECT count(*)::int AS count FROM resumes WHERE team_id IS NULL AND visibility = 'public' AND ${condition}`,
    );
    return rows[0]?.count ?? -1;
  }

  it('counts every match of a text search exactly, with facets counted over all of them', async () => {
    // A word no CV has, excluded: every public CV matches, through the text path of the search.
    const expected = await countWhere('true');
    expect(expected).toBeGreaterThan(FIRST_MATCHES_LIMIT);
    const result = await search({ text: '-zzzqqq' });
    expect(result).toMatchObject({ total: expected, totalIsEstimate: false });
    expect(result.facets.isEstimate).toBe(false);
    expect(result.facets.experience.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(expected);
    const moscow = result.facets.city.find((bucket) => bucket.labels?.ru === 'Москва');
    expect(moscow?.count).toBe(await countWhere(`city_key = 'москва'`));
    const docker = result.facets.skill.find((bucket) => bucket.value === 'Docker');
    expect(docker?.count).toBe(await countWhere(`skill_keys @> ARRAY['docker']`));
  });

  it('ranks the CVs whose title matches first, over more matches than the search reads', async () => {
    const matches = await countWhere(`search_vector @@ 'develop'::tsquery`);
    const titled = await countWhere(`ts_filter(search_vector, '{a}') @@ 'develop'::tsquery`);
    expect(matches).toBeGreaterThan(FIRST_MATCHES_LIMIT);
    expect(titled).toBeGreaterThan(100);
    const result = await search({ text: 'developer', synonyms: false, perPage: 100 });
    expect(result.total).toBe(matches);
    expect(result.items.every((item) => /develop/i.test(item.title))).toBe(true);
    // A word no title has: the title tier is empty and the matches come in quality order.
    const untitled = await search({ text: 'skill:docker', synonyms: false, perPage: 20 });
    expect(untitled.total).toBe(await countWhere(`skill_keys @> ARRAY['docker']`));
    expect(untitled.items).toHaveLength(20);
  });

  it('counts once for searches of the same matches at once (after a CV change, every broad search would count)', async () => {
    const statements: string[] = [];
    // A handle of its own: caches empty, every statement recorded.
    const handle: Database = {
      ...getDb(),
      query: async <R,>(sql: string, params: readonly unknown[] = []) => {
        statements.push(sql);
        return getDb().query<R>(sql, params);
      },
    };
    const criteria = searchRequestSchema.parse({ text: '-zzzsharedcount' });
    const results = await Promise.all(Array.from({ length: 6 }, () => searchResumes(handle, criteria, { userId: null, teamId: null })));
    expect(new Set(results.map((result) => result.total))).toEqual(new Set([await countWhere('true')]));
    expect(statements.filter((sql) => sql.startsWith('WITH first_matches'))).toHaveLength(6);
    expect(statements.filter((sql) => sql.startsWith('WITH facet_source'))).toHaveLength(1);
  });

  it('counts a filters-only search exactly', async () => {
    const result = await search({ filters: { remote: true } });
    expect(result).toMatchObject({ total: await countWhere('remote'), totalIsEstimate: false });
  });

  it('follows every change to the CVs: a new CV, a hidden one, a team import', async () => {
    const before = (await search({})).total;
    expect(before).toBeGreaterThan(FIRST_MATCHES_LIMIT);
    // Asked twice: the second answer may come from the cache and must be the same.
    expect((await search({})).total).toBe(before);

    const added = await storeTestResume(getDb(), { basics: { name: 'Counted Newcomer', label: 'Developer' } });
    expect((await search({})).total).toBe(before + 1);

    await getDb().query(`UPDATE resumes SET visibility = 'hidden' WHERE id = $1`, [added]);
    expect((await search({})).total).toBe(before);

    await storeTestResume(getDb(), { basics: { name: 'Team Private', label: 'Developer' } }, { type: 'imported', teamId: teamA.teamId, visibility: 'hidden' });
    expect((await search({}, teamA.cookie)).total).toBe(before + 1);
    expect((await search({}, teamB.cookie)).total).toBe(before);
    expect((await search({})).total).toBe(before);

    await getDb().query('DELETE FROM resumes WHERE id = $1', [added]);
    expect((await search({})).total).toBe(before);
    expect((await search({}, teamA.cookie)).total).toBe(before + 1);

    // A search with few matches (counted by the search statement itself) follows the changes too.
    const rare = { text: 'zzcountedword', correct: false };
    expect((await search(rare)).total).toBe(0);
    await storeTestResume(getDb(), { basics: { name: 'Rare Word', label: 'Zzcountedword Engineer', location: { city: 'Berlin' } } });
    const found = await search(rare);
    expect(found.total).toBe(1);
    expect(found.facets.city.map((bucket) => [bucket.value, bucket.count])).toEqual([['Berlin', 1]]);
  });
});
