import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { FAVOURITE_NOTE_MAX, favouriteItemSchema, favouriteListsResponseSchema, favouritesPageSchema, type FavouriteItem, type FavouriteList } from '@platform/contract';
import { createUserModule } from '..';
import { describeEachDatabase } from '../../../db/testing';
import { signUp } from '../../../testing/app';
import { createCaller } from '../../../testing/call';
import { createAreaTestApp } from '../testing/area-app';
import { createFakeResumeSource } from '../testing/fake-resume-source';

const paths = (body: { error: { fields?: Array<{ path: string }> } }) => (body.error.fields ?? []).map((field) => field.path);

describeEachDatabase('user favourites', (getDb) => {
  let app: FastifyInstance;
  const call = createCaller(() => app);
  beforeAll(async () => {
    const resumes = createFakeResumeSource([
      { type: 'internal', id: 10, name: 'Anna', title: 'Go developer', city: 'Moscow', email: null },
      { type: 'imported', id: 11, name: 'Boris', title: 'QA engineer', city: null, email: null },
      { type: 'internal', id: 12, name: 'Вера', title: 'Аналитик 100%', city: 'Казань', email: null },
    ]);
    app = await createAreaTestApp(getDb(), [createUserModule({ resumes: () => resumes })]);
  });
  afterAll(async () => {
    await app.close();
  });

  const newList = async (cookie: string, name: string): Promise<FavouriteList> => (await call('POST', '/api/user/favourites/lists', cookie, { name })).json();
  const items = async (cookie: string, query = ''): Promise<FavouriteItem[]> => (await call('GET', `/api/user/favourites${query}`, cookie)).json().items;

  it('adds a CV to the default list or a chosen one; adding again changes nothing', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const first = await call('POST', '/api/user/favourites', cookie, { type: 'internal', id: 10 });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ type: 'internal', id: 10, list: { name: 'default', isDefault: true }, name: 'Anna', title: 'Go developer', city: 'Moscow', note: null });
    const qa = await newList(cookie, 'QA pool');
    const second = await call('POST', '/api/user/favourites', cookie, { type: 'imported', id: 11, listId: qa.id });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ list: { id: qa.id, name: 'QA pool', isDefault: false }, city: null });
    expect((await call('POST', '/api/user/favourites', cookie, { type: 'internal', id: 10 })).statusCode).toBe(200);
    expect((await items(cookie)).map((item) => item.id)).toEqual([11, 10]);
    expect((await items(cookie, `?listId=${qa.id}`)).map((item) => item.id)).toEqual([11]);
    // The answers are what the contract the remotes read says they are.
    const pageBody: unknown = (await call('GET', '/api/user/favourites', cookie)).json();
    const listsBody: unknown = (await call('GET', '/api/user/favourites/lists?type=internal&id=10', cookie)).json();
    expect(z.safeParse(favouriteItemSchema, second.json()).success).toBe(true);
    expect(z.safeParse(favouritesPageSchema, pageBody).success).toBe(true);
    expect(z.safeParse(favouriteListsResponseSchema, listsBody).success).toBe(true);
  });

  it('rejects unknown CVs, unknown lists and bad input, naming the fields', async () => {
    const { cookie } = await signUp(app, { kind: 'candidate' });
    expect((await call('POST', '/api/user/favourites', cookie, { type: 'internal', id: 999 })).statusCode).toBe(404);
    const noList = await call('POST', '/api/user/favourites', cookie, { type: 'internal', id: 10, listId: 999999999 });
    expect(noList.statusCode).toBe(404);
    expect(paths(noList.json())).toEqual(['listId']);
    const bad = await call('POST', '/api/user/favourites', cookie, { type: 'pdf', id: 'x', listId: 0 });
    expect(bad.statusCode).toBe(400);
    expect(paths(bad.json())).toEqual(expect.arrayContaining(['type', 'id', 'listId']));
    expect((await call('DELETE', '/api/user/favourites?type=internal', cookie)).statusCode).toBe(400);
    const page = await call('GET', '/api/user/favourites?page=-1&perPage=101', cookie);
    expect(page.statusCode).toBe(400);
    expect(paths(page.json())).toEqual(['page', 'perPage']);
    expect((await call('GET', '/api/user/favourites?listId=999999999', cookie)).statusCode).toBe(404);
  });

  it('removes a CV from one list or from all of them, 404 when it is not there', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const other = await newList(cookie, 'Other');
    await call('POST', '/api/user/favourites', cookie, { type: 'internal', id: 10 });
    await call('POST', '/api/user/favourites', cookie, { type: 'internal', id: 10, listId: other.id });
    expect((await call('DELETE', `/api/user/favourites?type=internal&id=10&listId=${other.id}`, cookie)).statusCode).toBe(204);
    expect((await items(cookie)).map((item) => item.list.name)).toEqual(['default']);
    await call('POST', '/api/user/favourites', cookie, { type: 'internal', id: 10, listId: other.id });
    expect((await call('DELETE', '/api/user/favourites?type=internal&id=10', cookie)).statusCode).toBe(204);
    expect((await call('DELETE', '/api/user/favourites?type=internal&id=10', cookie)).statusCode).toBe(404);
    expect(await items(cookie)).toEqual([]);
  });

  it('pages through favourites, newest first, with the total', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    for (const [type, id] of [['internal', 10], ['imported', 11], ['internal', 12]] as const) await call('POST', '/api/user/favourites', cookie, { type, id });
    const first = (await call('GET', '/api/user/favourites?perPage=2', cookie)).json();
    expect(first).toMatchObject({ total: 3, page: 0, perPage: 2 });
    expect(first.items.map((item: FavouriteItem) => item.id)).toEqual([12, 11]);
    const second = (await call('GET', '/api/user/favourites?perPage=2&page=1', cookie)).json();
    expect(second).toMatchObject({ total: 3, page: 1 });
    expect(second.items.map((item: FavouriteItem) => item.id)).toEqual([10]);
    expect((await call('GET', '/api/user/favourites?perPage=2&page=5', cookie)).json()).toMatchObject({ total: 3, items: [] });
  });

  it('finds favourites by name, title or note, case-insensitively, taking % and _ literally', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    for (const [type, id] of [['internal', 10], ['imported', 11], ['internal', 12]] as const) await call('POST', '/api/user/favourites', cookie, { type, id });
    await call('PUT', '/api/user/favourites/note', cookie, { type: 'imported', id: 11, note: 'Call back in MAY' });
    const find = async (text: string) => (await items(cookie, `?q=${encodeURIComponent(text)}`)).map((item) => item.id);
    expect(await find('anna')).toEqual([10]);
    expect(await find('ENGINEER')).toEqual([11]);
    expect(await find('may')).toEqual([11]);
    expect(await find('вера')).toEqual([12]);
    expect(await find('100%')).toEqual([12]);
    expect(await find('%')).toEqual([12]);
    expect(await find('_')).toEqual([]);
    expect((await call('GET', '/api/user/favourites?q=may', cookie)).json().total).toBe(1);
    const long = await call('GET', `/api/user/favourites?q=${'x'.repeat(201)}`, cookie);
    expect(paths(long.json())).toEqual(['q']);
  });

  it('moves and copies a CV between lists', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const a = await newList(cookie, 'A');
    const b = await newList(cookie, 'B');
    await call('POST', '/api/user/favourites', cookie, { type: 'internal', id: 10, listId: a.id });
    const copied = await call('POST', '/api/user/favourites/copy', cookie, { type: 'internal', id: 10, fromListId: a.id, toListId: b.id });
    expect(copied.statusCode).toBe(201);
    expect(copied.json()).toMatchObject({ id: 10, name: 'Anna', list: { id: b.id } });
    expect((await items(cookie)).map((item) => item.list.name).sort()).toEqual(['A', 'B']);
    // Copying again is harmless.
    expect((await call('POST', '/api/user/favourites/copy', cookie, { type: 'internal', id: 10, fromListId: a.id, toListId: b.id })).statusCode).toBe(200);

    const [defaultList] = (await call('GET', '/api/user/favourites/lists', cookie)).json().items;
    const moved = await call('POST', '/api/user/favourites/move', cookie, { type: 'internal', id: 10, fromListId: a.id, toListId: defaultList.id });
    expect(moved.statusCode).toBe(201);
    expect((await items(cookie)).map((item) => item.list.name).sort()).toEqual(['B', 'default']);
    // Moving onto a list that already holds it just leaves the source.
    expect((await call('POST', '/api/user/favourites/move', cookie, { type: 'internal', id: 10, fromListId: b.id, toListId: defaultList.id })).statusCode).toBe(200);
    expect((await items(cookie)).map((item) => item.list.name)).toEqual(['default']);

    const same = await call('POST', '/api/user/favourites/move', cookie, { type: 'internal', id: 10, fromListId: a.id, toListId: a.id });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.fields).toEqual([expect.objectContaining({ path: 'toListId', code: 'same_list' })]);
    const notThere = await call('POST', '/api/user/favourites/move', cookie, { type: 'internal', id: 10, fromListId: a.id, toListId: b.id });
    expect(notThere.statusCode).toBe(404);
    const noTarget = await call('POST', '/api/user/favourites/copy', cookie, { type: 'internal', id: 10, fromListId: defaultList.id, toListId: 999999999 });
    expect(noTarget.statusCode).toBe(404);
    expect(paths(noTarget.json())).toEqual(['toListId']);
    expect(paths((await call('POST', '/api/user/favourites/move', cookie, { type: 'internal', id: 10 })).json())).toEqual(['fromListId', 'toListId']);
  });

  it('keeps one private note per CV, shown in every list, within its length limit', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const b = await newList(cookie, 'B');
    await call('POST', '/api/user/favourites', cookie, { type: 'internal', id: 10 });
    await call('POST', '/api/user/favourites', cookie, { type: 'internal', id: 10, listId: b.id });
    const saved = await call('PUT', '/api/user/favourites/note', cookie, { type: 'internal', id: 10, note: '  Strong Go, weak SQL  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ type: 'internal', id: 10, note: 'Strong Go, weak SQL' });
    expect((await items(cookie)).map((item) => item.note)).toEqual(['Strong Go, weak SQL', 'Strong Go, weak SQL']);

    const long = await call('PUT', '/api/user/favourites/note', cookie, { type: 'internal', id: 10, note: 'x'.repeat(FAVOURITE_NOTE_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual([expect.objectContaining({ path: 'note', code: 'too_big', params: expect.objectContaining({ maximum: FAVOURITE_NOTE_MAX }) })]);
    expect((await call('PUT', '/api/user/favourites/note', cookie, { type: 'internal', id: 10, note: 'x'.repeat(FAVOURITE_NOTE_MAX) })).statusCode).toBe(200);
    expect((await call('PUT', '/api/user/favourites/note', cookie, { type: 'internal', id: 11, note: 'not kept' })).statusCode).toBe(404);

    const cleared = await call('PUT', '/api/user/favourites/note', cookie, { type: 'internal', id: 10, note: ' ' });
    expect(cleared.json().note).toBeNull();
    expect((await items(cookie)).map((item) => item.note)).toEqual([null, null]);

    // A note goes when its CV leaves the last list, so re-adding it later starts clean.
    await call('PUT', '/api/user/favourites/note', cookie, { type: 'internal', id: 10, note: 'temporary' });
    await call('DELETE', '/api/user/favourites?type=internal&id=10', cookie);
    await call('POST', '/api/user/favourites', cookie, { type: 'internal', id: 10 });
    expect((await items(cookie)).map((item) => item.note)).toEqual([null]);
  });

  it("is private: another user sees none of a user's lists, favourites or notes, and touches none (404, no data)", async () => {
    const owner = await signUp(app, { kind: 'recruiter' });
    const secret = await newList(owner.cookie, 'secret list');
    await call('POST', '/api/user/favourites', owner.cookie, { type: 'internal', id: 10, listId: secret.id });
    await call('PUT', '/api/user/favourites/note', owner.cookie, { type: 'internal', id: 10, note: 'secret note' });
    const other = await signUp(app, { kind: 'recruiter' });
    const theirs = await newList(other.cookie, 'their list');

    const responses = [
      await call('GET', '/api/user/favourites/lists', other.cookie),
      await call('GET', '/api/user/favourites', other.cookie),
      await call('GET', '/api/user/favourites?q=secret', other.cookie),
      await call('GET', `/api/user/favourites?listId=${secret.id}`, other.cookie),
      await call('GET', `/api/user/favourites/lists/${secret.id}/export`, other.cookie),
      await call('PATCH', `/api/user/favourites/lists/${secret.id}`, other.cookie, { name: 'hijacked' }),
      await call('DELETE', `/api/user/favourites/lists/${secret.id}`, other.cookie),
      await call('POST', '/api/user/favourites', other.cookie, { type: 'internal', id: 11, listId: secret.id }),
      await call('DELETE', `/api/user/favourites?type=internal&id=10&listId=${secret.id}`, other.cookie),
      await call('DELETE', '/api/user/favourites?type=internal&id=10', other.cookie),
      await call('POST', '/api/user/favourites/copy', other.cookie, { type: 'internal', id: 10, fromListId: secret.id, toListId: theirs.id }),
      await call('POST', '/api/user/favourites/move', other.cookie, { type: 'internal', id: 10, fromListId: secret.id, toListId: theirs.id }),
      await call('PUT', '/api/user/favourites/note', other.cookie, { type: 'internal', id: 10, note: 'overwritten' }),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404]);
    for (const response of responses) {
      expect(response.body).not.toContain('secret');
      expect(response.body).not.toContain('Anna');
    }
    expect(responses[1]?.json()).toMatchObject({ total: 0, items: [] });

    const kept = await items(owner.cookie);
    expect(kept).toEqual([expect.objectContaining({ id: 10, note: 'secret note', list: expect.objectContaining({ name: 'secret list' }) })]);
    expect((await call('GET', '/api/user/favourites')).statusCode).toBe(401);
    expect((await call('GET', '/api/user/favourites/lists')).statusCode).toBe(401);
  });
});
