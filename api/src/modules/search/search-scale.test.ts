import type { FastifyInstance } from 'fastify';
import type { SearchResponse } from '@platform/contract';
import { describeEachDatabase } from '../../db/testing';
import { createTestApp } from '../../testing/app';
import { seedGeneratedResumes } from '../cv/demo/seed-demo';

const SEARCH_URL = '/api/webapp/resumes_search/resumes/';
/** More than the 1 000 "best candidates" the search used to rank and count: every match counts now. */
const CVS = 1_150;

describeEachDatabase('resume search over more than a thousand matches', (getDb) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    await seedGeneratedResumes(getDb(), { start: 0, count: CVS });
    app = await createTestApp(getDb());
  }, 120_000);

  afterAll(async () => {
    await app.close();
  });

  async function search(body: object): Promise<SearchResponse> {
    const response = await app.inject({ method: 'POST', url: SEARCH_URL, payload: body });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it.each([
    ['text, ranked', { text: '-zzzqqq' }],
    ['no text, quality order', {}],
  ])('%s: pages are full and disjoint, and cover every match', async (_label, criteria) => {
    const perPage = 100;
    const seen = new Set<number>();
    for (let page = 0; page * perPage < CVS; page += 1) {
      const result = await search({ ...criteria, page, perPage });
      expect(result.items.length).toBe(Math.min(perPage, CVS - page * perPage));
      for (const item of result.items) seen.add(item.id);
    }
    expect(seen.size).toBe(CVS);
  });

  it('stores the search vectors compressed with lz4 where the server has it (decompressed for every checked candidate)', async () => {
    const { rows } = await getDb().query<{ lz4: boolean; methods: string[] }>(
      `SELECT 'lz4' = ANY (enumvals) AS lz4,
              ARRAY(SELECT DISTINCT coalesce(pg_column_compression(search_vector), 'none') FROM resumes ORDER BY 1) AS methods
         FROM pg_settings WHERE name = 'default_toast_compression'`,
    );
    const row = rows[0];
    if (row === undefined) throw new Error('no toast compression setting');
    // PGlite is built without lz4; a vector short enough to stay uncompressed is 'none'.
    expect(row.methods.every((method) => method === (row.lz4 ? 'lz4' : 'pglz') || method === 'none')).toBe(true);
    if (row.lz4) expect(row.methods).toContain('lz4');
  });

  it('counts the total and the facets exactly, not estimated or scaled', async () => {
    const result = await search({});
    expect(result).toMatchObject({ total: CVS, totalIsEstimate: false });
    expect(result.facets.isEstimate).toBe(false);
    const bands = result.facets.experience.reduce((sum, bucket) => sum + bucket.count, 0);
    expect(bands).toBe(CVS);
    const { rows } = await getDb().query<{ count: number }>("SELECT count(*)::int AS count FROM resumes WHERE city_key = 'москва'");
    expect(result.facets.city.find((bucket) => bucket.labels?.ru === 'Москва')?.count).toBe(rows[0]?.count);
  });

  it('counts a text search exactly and ranks title matches above the rest over all matches', async () => {
    const { rows } = await getDb().query<{ count: number; titled: number }>(
      `SELECT count(*)::int AS count, count(*) FILTER (WHERE search_vector @@ 'develop:A'::tsquery)::int AS titled
         FROM resumes WHERE search_vector @@ 'develop'::tsquery`,
    );
    const expected = rows[0];
    expect(expected?.count).toBeGreaterThan(100);
    const result = await search({ text: 'developer', synonyms: false, perPage: 100 });
    expect(result).toMatchObject({ total: expected?.count, totalIsEstimate: false });
    const titled = Math.min(expected?.titled ?? 0, 100);
    expect(titled).toBeGreaterThan(0);
    // The first pages hold the CVs with the word in the title, whatever their quality.
    expect(result.items.slice(0, titled).every((item) => /develop/i.test(item.title))).toBe(true);
  });
});
