import type { SearchResponse } from '@platform/shared/contract';
import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../db/testing';
import { createTestApp } from '../../testing/app';
import { seedGeneratedResumes } from '../cv/demo/seed-demo';
import { FACET_SAMPLE, RANK_CANDIDATES } from './search-resumes';

const SEARCH_URL = '/api/webapp/resumes_search/resumes/';
const CVS = RANK_CANDIDATES + 150;

describeEachDatabase('resume search beyond the ranked candidates', (getDb) => {
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
    ['text, ranked then quality order', { text: '-zzzqqq' }],
    ['no text, quality order', {}],
  ])('%s: pages across the candidate boundary are full and disjoint, and cover every match', async (_label, criteria) => {
    const perPage = 70;
    const seen = new Set<number>();
    let pages = 0;
    for (let page = 0; page * perPage < CVS; page += 1) {
      const result = await search({ ...criteria, page, perPage });
      expect(result.items.length).toBe(Math.min(perPage, CVS - page * perPage));
      for (const item of result.items) seen.add(item.id);
      pages += 1;
    }
    expect(pages).toBeGreaterThan(RANK_CANDIDATES / perPage);
    expect(seen.size).toBe(CVS);
  });

  it('estimates a total beyond the candidates and scales the facets from a sample', async () => {
    const result = await search({});
    expect(result.totalIsEstimate).toBe(true);
    expect(result.total).toBeGreaterThanOrEqual(RANK_CANDIDATES);
    // The planner's estimate after ANALYZE: close to the truth.
    expect(Math.abs(result.total - CVS)).toBeLessThan(CVS * 0.2);
    expect(result.facets.isEstimate).toBe(true);
    const bands = result.facets.experience.reduce((sum, bucket) => sum + bucket.count, 0);
    expect(Math.abs(bands - result.total)).toBeLessThanOrEqual(4);
    expect(FACET_SAMPLE).toBeLessThan(RANK_CANDIDATES);
  });

  it('counts exactly below the candidate limit', async () => {
    const { rows } = await getDb().query<{ count: number }>(
      "SELECT count(*)::int AS count FROM resumes WHERE city_key = 'москва'",
    );
    const expected = rows[0]?.count ?? 0;
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(RANK_CANDIDATES);
    const result = await search({ filters: { city: ['Moscow'] } });
    expect(result).toMatchObject({ total: expected, totalIsEstimate: false });
    expect(result.facets.city).toEqual([expect.objectContaining({ count: expected })]);
  });
});
