import { searchRequestSchema, type SearchResponse } from '@platform/contract';
import type { Database } from '../../db/database';
import { describeEachDatabase, recordingHandle } from '../../db/testing';
import { seedGeneratedResumes } from '../cv/demo/seed-demo';
import { storeTestResume } from '../cv/testing';
import { searchResumes } from './search-resumes';
import { RANK_CANDIDATES, FIRST_MATCHES_LIMIT } from './search-sql';

/** More CVs than the search statement reads, so that a search of every CV ranks only a part of them. */
const CVS = FIRST_MATCHES_LIMIT + 300;
const ANONYMOUS = { userId: null, teamId: null };

/** What a user sees of a response: the order of the CVs, the counts, the highlights. */
function visible(response: SearchResponse): unknown {
  return { total: response.total, ids: response.items.map((item) => item.id), highlights: response.items.map((item) => item.highlights), facets: response.facets };
}

const isPageRead = (sql: string) => sql.includes('unnest(') && sql.includes('WITH ORDINALITY');
const isSearchStatement = (sql: string) => sql.startsWith('WITH first_matches');

describeEachDatabase('pages of a ranked search read again from its order', (getDb) => {
  beforeAll(async () => {
    await seedGeneratedResumes(getDb(), { start: 0, count: CVS });
  }, 300_000);

  async function search(db: Database, body: object): Promise<SearchResponse> {
    return searchResumes(db, searchRequestSchema.parse(body), ANONYMOUS);
  }

  it('serves the next pages of a ranked search by id, as the ranking put them', async () => {
    const { handle, statements } = recordingHandle(getDb());
    const first = await search(handle, { text: 'developer' });
    expect(statements.filter(isSearchStatement)).toHaveLength(1);
    for (const page of [0, 1, 7]) {
      statements.length = 0;
      const again = await search(handle, { text: 'developer', page });
      expect(statements.filter(isSearchStatement)).toEqual([]);
      expect(statements.filter(isPageRead)).toHaveLength(1);
      // The same page as a process that never saw the search ranks it.
      expect(visible(again)).toEqual(visible(await search(recordingHandle(getDb()).handle, { text: 'developer', page })));
    }
    expect(first.total).toBeGreaterThan(7 * 20);
  });

  it('ranks again past the ranked part of more matches than it ranks', async () => {
    // Every CV matches: the ranked part is the best-quality ones and the title tier, not all.
    const body = { text: '-zzzqqq', perPage: 100 };
    const { handle, statements } = recordingHandle(getDb());
    const first = await search(handle, body);
    expect(first.total).toBeGreaterThan(FIRST_MATCHES_LIMIT);
    const deep = { ...body, page: Math.floor((2 * RANK_CANDIDATES) / 100) };
    statements.length = 0;
    const past = await search(handle, deep);
    expect(statements.filter(isSearchStatement)).toHaveLength(1);
    expect(past.items).toHaveLength(100);
    expect(visible(past)).toEqual(visible(await search(recordingHandle(getDb()).handle, deep)));
  });

  it('ranks again once a CV has changed, and finds the new one', async () => {
    const { handle, statements } = recordingHandle(getDb());
    const body = { text: 'developer' };
    const before = await search(handle, body);
    await storeTestResume(getDb(), { basics: { name: 'Order Changed', label: 'Zzorderword Developer', location: { city: 'Berlin' } } });
    statements.length = 0;
    const after = await search(handle, body);
    expect(statements.filter(isSearchStatement)).toHaveLength(1);
    expect(after.total).toBe(before.total + 1);
    expect(visible(after)).toEqual(visible(await search(recordingHandle(getDb()).handle, body)));
  });
});
