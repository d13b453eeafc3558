import type { FastifyInstance } from 'fastify';
import type { SearchResponse } from '@platform/contract';
import { describeEachDatabase } from '../../db/testing';
import { createTestApp } from '../../testing/app';
import { seedGeneratedResumes } from '../cv/demo/seed-demo';
import { storeTestResume } from '../cv/testing';
import { FIRST_MATCHES_LIMIT } from './search-sql';

const SEARCH_URL = '/api/webapp/resumes_search/resumes/';
const MAX_LAG_MS = 60_000;
/** Every CV, newest first: a CV stored by the test is the first item. */
const NEWEST = { sort: 'updated', perPage: 5 };

describeEachDatabase('totals over many matches while CVs keep changing', (getDb) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    await seedGeneratedResumes(getDb(), { start: 0, count: FIRST_MATCHES_LIMIT + 100 });
    app = await createTestApp(getDb(), { searchCountMaxLagMs: MAX_LAG_MS });
  }, 300_000);

  afterAll(async () => {
    await app.close();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  async function search(): Promise<SearchResponse> {
    const response = await app.inject({ method: 'POST', url: SEARCH_URL, payload: NEWEST });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  /** Moves the API's clock `ms` ahead (the counts' age is read from it). */
  function clockAhead(ms: number): void {
    const now = Date.now;
    jest.spyOn(Date, 'now').mockImplementation(() => now() + ms);
  }

  it('answers with the counts of a moment ago, the page current, and counts again in the background', async () => {
    const before = (await search()).total;
    expect(before).toBeGreaterThan(FIRST_MATCHES_LIMIT);
    const added = await storeTestResume(getDb(), { basics: { name: 'Lagging Total', label: 'Developer' } });

    // Within the lag: the page shows the new CV, the total does not yet.
    const soon = await search();
    expect(soon.items[0]?.id).toBe(added);
    expect(soon.total).toBe(before);

    // Half the lag later the counts are taken again while the old ones answer.
    clockAhead(MAX_LAG_MS / 2);
    expect((await search()).total).toBe(before);
    let total = before;
    for (let attempt = 0; attempt < 200 && total === before; attempt += 1) total = (await search()).total;
    expect(total).toBe(before + 1);
  });

  it('counts before answering once the counts are older than the lag', async () => {
    const before = (await search()).total;
    await storeTestResume(getDb(), { basics: { name: 'Counted At Once', label: 'Developer' } });
    clockAhead(MAX_LAG_MS + 1);
    expect((await search()).total).toBe(before + 1);
  });
});
