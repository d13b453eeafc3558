import { searchRequestSchema, type SearchResponse } from '@platform/contract';
import type { Database, Queryable } from '../../db/database';
import { describeEachDatabase, recordingHandle } from '../../db/testing';
import { seedGeneratedResumes } from '../cv/demo/seed-demo';
import { storeTestResume } from '../cv/testing';
import type { SearchViewer } from './conditions';
import type { CountStamp } from './facet-sql';
import { readPage } from './ranked-order';
import { isCurrent } from './search-cache';
import { searchResumes } from './search-resumes';
import { FIRST_MATCHES_LIMIT } from './search-sql';

/** More CVs than the search statement reads: the totals of a search of every CV come from the count and its cache. */
const CVS = FIRST_MATCHES_LIMIT + 300;
/** Every CV (a word none has, excluded), ranked: the page order and the counts are both cached. */
const EVERY_CV = { text: '-zzzstampword' };

const isCount = (sql: string) => sql.startsWith('WITH facet_source');
const isSearchStatement = (sql: string) => sql.startsWith('WITH first_matches');

/** What a user sees of a response: the order of the CVs and the counts. */
function visible(response: SearchResponse): unknown {
  return { total: response.total, ids: response.items.map((item) => item.id), facets: response.facets };
}

describeEachDatabase('the search caches retire per visibility scope (public CVs, each team)', (getDb) => {
  let teamA: SearchViewer;
  let teamB: SearchViewer;
  const anonymous: SearchViewer = { userId: null, teamId: null };

  beforeAll(async () => {
    await seedGeneratedResumes(getDb(), { start: 0, count: CVS });
    const { rows } = await getDb().query<{ id: string }>(`INSERT INTO teams (name) VALUES ('Stamp team A'), ('Stamp team B') RETURNING id`);
    teamA = { userId: null, teamId: rows[0]?.id ?? '' };
    teamB = { userId: null, teamId: rows[1]?.id ?? '' };
  }, 300_000);

  async function stampOf(viewer: SearchViewer, db: Queryable = getDb()): Promise<CountStamp> {
    return (await readPage(db, [], false, viewer)).stamp;
  }

  async function search(db: Database, viewer: SearchViewer, body: object = EVERY_CV): Promise<SearchResponse> {
    return searchResumes(db, searchRequestSchema.parse(body), viewer);
  }

  /** The answer of a process that never searched before. */
  async function fresh(viewer: SearchViewer, body: object = EVERY_CV): Promise<unknown> {
    return visible(await search(recordingHandle(getDb()).handle, viewer, body));
  }

  async function importFor(viewer: SearchViewer, name: string, db: Queryable = getDb()): Promise<number> {
    return storeTestResume(db, { basics: { name, label: 'Developer' } }, { type: 'imported', teamId: viewer.teamId, visibility: 'hidden' });
  }

  it("keeps other teams' and teamless viewers' stamps and cached counts through a team's import, and recounts the team's own", async () => {
    const { handle, statements } = recordingHandle(getDb());
    const totals = { a: (await search(handle, teamA)).total, b: (await search(handle, teamB)).total, anonymous: (await search(handle, anonymous)).total };
    expect(totals.b).toBeGreaterThan(FIRST_MATCHES_LIMIT);
    const before = { a: await stampOf(teamA), b: await stampOf(teamB), anonymous: await stampOf(anonymous) };

    await importFor(teamA, 'Imported For A');

    expect(await stampOf(teamB)).toEqual(before.b);
    expect(await stampOf(anonymous)).toEqual(before.anonymous);
    const afterA = await stampOf(teamA);
    expect(isCurrent(before.a, afterA)).toBe(false);
    expect(afterA.publicChanges).toBe(before.a.publicChanges);

    // Team B and a teamless viewer: the page order and the counts from the cache, no statement of their own.
    statements.length = 0;
    const b = await search(handle, teamB);
    const nobody = await search(handle, anonymous);
    expect(statements.filter(isSearchStatement)).toEqual([]);
    expect(statements.filter(isCount)).toEqual([]);
    expect(b.total).toBe(totals.b);
    expect(nobody.total).toBe(totals.anonymous);
    expect(visible(b)).toEqual(await fresh(teamB));
    expect(visible(nobody)).toEqual(await fresh(anonymous));

    // Team A: ranked and counted again, its new CV in the total.
    statements.length = 0;
    const a = await search(handle, teamA);
    expect(statements.filter(isSearchStatement)).toHaveLength(1);
    expect(statements.filter(isCount)).toHaveLength(1);
    expect(a.total).toBe(totals.a + 1);
    expect(visible(a)).toEqual(await fresh(teamA));
  });

  it("changes every viewer's stamp when a public CV changes, and everyone counts it", async () => {
    const { handle, statements } = recordingHandle(getDb());
    const totals = { a: (await search(handle, teamA)).total, b: (await search(handle, teamB)).total, anonymous: (await search(handle, anonymous)).total };
    const before = { a: await stampOf(teamA), b: await stampOf(teamB), anonymous: await stampOf(anonymous) };

    const added = await storeTestResume(getDb(), { basics: { name: 'Public Newcomer', label: 'Developer' } });

    for (const [viewer, stamp] of [[teamA, before.a], [teamB, before.b], [anonymous, before.anonymous]] as const) {
      const now = await stampOf(viewer);
      expect(now.publicChanges).toBeGreaterThan(stamp.publicChanges);
      expect(now.teamChanges).toBe(stamp.teamChanges);
    }
    statements.length = 0;
    expect((await search(handle, teamA)).total).toBe(totals.a + 1);
    expect((await search(handle, teamB)).total).toBe(totals.b + 1);
    expect((await search(handle, anonymous)).total).toBe(totals.anonymous + 1);
    expect(statements.filter(isCount)).toHaveLength(3);

    // Hidden by its owner (public → hidden): the public scope again, gone for everyone.
    const hiddenBefore = { a: await stampOf(teamA), b: await stampOf(teamB), anonymous: await stampOf(anonymous) };
    await getDb().query(`UPDATE resumes SET visibility = 'hidden' WHERE id = $1`, [added]);
    expect(isCurrent(hiddenBefore.a, await stampOf(teamA))).toBe(false);
    expect(isCurrent(hiddenBefore.b, await stampOf(teamB))).toBe(false);
    expect(isCurrent(hiddenBefore.anonymous, await stampOf(anonymous))).toBe(false);
    expect((await search(handle, teamB)).total).toBe(totals.b);
    expect((await search(handle, anonymous)).total).toBe(totals.anonymous);
  });

  it('retires the caches of both scopes a CV moves between, and only theirs', async () => {
    const { handle, statements } = recordingHandle(getDb());
    const moving = await importFor(teamA, 'Moving Person');
    const totals = { a: (await search(handle, teamA)).total, b: (await search(handle, teamB)).total, anonymous: (await search(handle, anonymous)).total };

    // From team A to team B: both teams count again, a teamless viewer keeps its counts.
    let before = { a: await stampOf(teamA), b: await stampOf(teamB), anonymous: await stampOf(anonymous) };
    await getDb().query('UPDATE resumes SET team_id = $2 WHERE id = $1', [moving, teamB.teamId]);
    expect(isCurrent(before.a, await stampOf(teamA))).toBe(false);
    expect(isCurrent(before.b, await stampOf(teamB))).toBe(false);
    expect(await stampOf(anonymous)).toEqual(before.anonymous);
    statements.length = 0;
    expect((await search(handle, anonymous)).total).toBe(totals.anonymous);
    expect(statements.filter(isCount)).toEqual([]);
    expect((await search(handle, teamA)).total).toBe(totals.a - 1);
    expect((await search(handle, teamB)).total).toBe(totals.b + 1);

    // From team B to the public CVs: everyone counts again, and everyone sees it.
    before = { a: await stampOf(teamA), b: await stampOf(teamB), anonymous: await stampOf(anonymous) };
    await getDb().query(`UPDATE resumes SET type = 'internal', team_id = NULL, visibility = 'public' WHERE id = $1`, [moving]);
    const afterB = await stampOf(teamB);
    expect(afterB.publicChanges).toBeGreaterThan(before.b.publicChanges);
    expect(afterB.teamChanges).toBeGreaterThan(before.b.teamChanges);
    expect(isCurrent(before.a, await stampOf(teamA))).toBe(false);
    expect(isCurrent(before.anonymous, await stampOf(anonymous))).toBe(false);
    expect((await search(handle, teamA)).total).toBe(totals.a);
    expect((await search(handle, teamB)).total).toBe(totals.b + 1);
    expect((await search(handle, anonymous)).total).toBe(totals.anonymous + 1);
  });

  it("retires only the team's caches when retention hides one of its CVs", async () => {
    const { handle, statements } = recordingHandle(getDb());
    const kept = await importFor(teamA, 'Retention Person');
    const totals = { a: (await search(handle, teamA)).total, b: (await search(handle, teamB)).total };
    const before = { a: await stampOf(teamA), b: await stampOf(teamB), anonymous: await stampOf(anonymous) };
    await getDb().query('UPDATE resumes SET retention_hidden_at = now() WHERE id = $1', [kept]);
    expect(isCurrent(before.a, await stampOf(teamA))).toBe(false);
    expect(await stampOf(teamB)).toEqual(before.b);
    expect(await stampOf(anonymous)).toEqual(before.anonymous);
    statements.length = 0;
    expect((await search(handle, teamB)).total).toBe(totals.b);
    expect(statements.filter(isCount)).toEqual([]);
    expect((await search(handle, teamA)).total).toBe(totals.a - 1);
  });

  it('bumps each scope a transaction touches once, at commit; a team none of whose CVs changed counts 0', async () => {
    const read = async () =>
      (
        await getDb().query<{ whole: number; public: number; a: number; b: number }>(
          `SELECT s.changes::int AS whole, s.public_changes::int AS public,
                  coalesce((SELECT t.changes FROM search_team_changes t WHERE t.team_id = $1), 0)::int AS a,
                  coalesce((SELECT t.changes FROM search_team_changes t WHERE t.team_id = $2), 0)::int AS b
             FROM search_changes s`,
          [teamA.teamId, teamB.teamId],
        )
      ).rows[0];
    const before = await read();
    await getDb().transaction(async (tx) => {
      const first = await importFor(teamA, 'Batch One', tx);
      await importFor(teamA, 'Batch Two', tx);
      await importFor(teamB, 'Batch Three', tx);
      await storeTestResume(tx, { basics: { name: 'Batch Public', label: 'Developer' } });
      await storeTestResume(tx, { basics: { name: 'Batch Public Two', label: 'Developer' } });
      await tx.query(`UPDATE resumes SET name = 'Batch One Renamed' WHERE id = $1`, [first]);
      // Not yet: at commit.
      expect(await tx.query('SELECT s.public_changes::int AS public FROM search_changes s')).toMatchObject({ rows: [{ public: before?.public }] });
    });
    expect(await read()).toEqual({ whole: (before?.whole ?? 0) + 1, public: (before?.public ?? 0) + 1, a: (before?.a ?? 0) + 1, b: (before?.b ?? 0) + 1 });

    const { rows } = await getDb().query<{ id: string }>(`INSERT INTO teams (name) VALUES ('Stamp team C') RETURNING id`);
    const teamC = { userId: null, teamId: rows[0]?.id ?? '' };
    expect((await stampOf(teamC)).teamChanges).toBe(0);
    expect((await search(getDb(), teamC)).total).toBe((await search(getDb(), anonymous)).total);
  });

  it("changes every viewer's stamp on TRUNCATE", async () => {
    const rollback = new Error('rolled back');
    await expect(
      getDb().transaction(async (tx) => {
        const before = { a: await stampOf(teamA, tx), b: await stampOf(teamB, tx), anonymous: await stampOf(anonymous, tx) };
        await tx.query('TRUNCATE resumes CASCADE');
        expect(isCurrent(before.a, await stampOf(teamA, tx))).toBe(false);
        expect(isCurrent(before.b, await stampOf(teamB, tx))).toBe(false);
        expect(isCurrent(before.anonymous, await stampOf(anonymous, tx))).toBe(false);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
  });
});
