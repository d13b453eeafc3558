import { searchRequestSchema } from '@platform/contract';
import { describeEachDatabase } from '../../db/testing';
import { parseInput } from '../../http/errors';
import { storeTestResume } from '../cv/testing';
import { snapshotPage, takeSnapshot } from './match-snapshot';

const DAY_MS = 86_400_000;
const ANYONE = { userId: null, teamId: null };
const ELIXIR = parseInput(searchRequestSchema, { text: 'elixir', page: 0, perPage: 1 });

describeEachDatabase('a match set kept as a snapshot', (getDb) => {
  const store = (name: string, title: string, daysAgo: number, visibility: 'public' | 'hidden' = 'public') =>
    storeTestResume(getDb(), { basics: { name, label: title } }, { updatedAt: new Date(Date.now() - daysAgo * DAY_MS), visibility });
  const names = async (ids: ReadonlyArray<{ id: number; isNew: boolean }>) => {
    const { rows } = await getDb().query<{ id: number; name: string }>('SELECT id, name FROM resumes WHERE id = ANY($1::bigint[])', [ids.map((item) => item.id)]);
    const byId = new Map(rows.map((row) => [row.id, row.name]));
    return ids.map((item) => `${byId.get(item.id) ?? '?'}${item.isNew ? ' (new)' : ''}`);
  };

  it('pages the whole set newest update first, then marks and lists first what was added or changed since', async () => {
    const db = getDb();
    await store('Ann', 'Elixir developer', 3);
    const bob = await store('Bob', 'Elixir developer', 2);
    await store('Cid', 'Elixir engineer', 1);
    await store('Dan', 'Designer', 1);
    await store('Eve', 'Elixir developer', 1, 'hidden');

    const first = await takeSnapshot(db, ELIXIR, ANYONE, { since: null, countLimit: 100 });
    expect(first).toMatchObject({ total: 3, totalIsEstimate: false, newCount: 3, newCountIsEstimate: false });
    const firstPage = (offset: number, limit: number) => snapshotPage(db, ELIXIR, ANYONE, { boundary: first.boundary, since: null, offset, limit });
    expect(await names(await firstPage(0, 10))).toEqual(['Cid (new)', 'Bob (new)', 'Ann (new)']);
    expect(await names(await firstPage(1, 1))).toEqual(['Bob (new)']);

    // Added since, with an old update time (an import keeps its document's), and changed since.
    await store('Fay', 'Elixir developer', 30);
    await db.query('UPDATE resumes SET updated_at = now() WHERE id = $1', [bob]);
    const second = await takeSnapshot(db, ELIXIR, ANYONE, { since: first.boundary, countLimit: 100 });
    expect(second).toMatchObject({ total: 4, newCount: 2 });
    const page = (offset: number, limit: number, onlyNew?: boolean) =>
      snapshotPage(db, ELIXIR, ANYONE, { boundary: second.boundary, since: first.boundary, offset, limit, onlyNew });
    expect(await names(await page(0, 10))).toEqual(['Bob (new)', 'Fay (new)', 'Cid', 'Ann']);
    expect(await names(await page(1, 2))).toEqual(['Fay (new)', 'Cid']);
    expect(await names(await page(0, 10, true))).toEqual(['Bob (new)', 'Fay (new)']);

    // The first set, read now: without the CV added after it, nor the one changed after it.
    expect(await names(await firstPage(0, 10))).toEqual(['Cid (new)', 'Ann (new)']);
  });

  it('keeps inside the set a CV changed in the same millisecond as the snapshot', async () => {
    const db = getDb();
    const kim = await store('Kim', 'Clojure developer', 4);
    const clojure = parseInput(searchRequestSchema, { text: 'clojure', page: 0, perPage: 1 });
    // In one transaction now() does not move: the change and the snapshot share one instant, the
    // tightest case of a change just before the snapshot (its microseconds past the boundary's millisecond).
    const figures = await db.transaction(async (tx) => {
      await tx.query('UPDATE resumes SET updated_at = now() WHERE id = $1', [kim]);
      return takeSnapshot(tx, clojure, ANYONE, { since: null, countLimit: 100 });
    });
    expect(figures.total).toBe(1);
    expect(await names(await snapshotPage(db, clojure, ANYONE, { boundary: figures.boundary, since: null, offset: 0, limit: 10 }))).toEqual(['Kim (new)']);
  });

  it('counts exactly up to the limit and estimates past it', async () => {
    const db = getDb();
    for (const name of ['Gus', 'Hal', 'Ida']) await store(name, 'Haskell developer', 5);
    const haskell = parseInput(searchRequestSchema, { text: 'haskell', page: 0, perPage: 1 });
    const figures = await takeSnapshot(db, haskell, ANYONE, { since: null, countLimit: 2 });
    expect(figures).toMatchObject({ totalIsEstimate: true, newCountIsEstimate: true });
    expect(figures.total).toBeGreaterThanOrEqual(3);
    expect(await snapshotPage(db, haskell, ANYONE, { boundary: figures.boundary, since: null, offset: 0, limit: 10 })).toHaveLength(3);
  });
});
