import type { FastifyInstance } from 'fastify';
import { FAVOURITE_LISTS_MAX, type FavouriteList } from '@platform/contract';
import { createUserModule } from '..';
import { describeEachDatabase } from '../../../db/testing';
import { signUp } from '../../../testing/app';
import { createCaller } from '../../../testing/call';
import { createAreaTestApp } from '../testing/area-app';
import { createFakeResumeSource } from '../testing/fake-resume-source';

const fieldsOf = (body: { error: { fields?: Array<{ path: string; code?: string }> } }) => body.error.fields ?? [];

describeEachDatabase('user favourites lists', (getDb) => {
  let app: FastifyInstance;
  const call = createCaller(() => app);
  beforeAll(async () => {
    const resumes = createFakeResumeSource([
      { type: 'internal', id: 10, name: 'Anna', title: 'Go developer', city: 'Moscow', email: null },
      { type: 'imported', id: 11, name: '=HYPERLINK("http://evil")', title: '+QA, "lead"', city: null, email: null },
    ]);
    app = await createAreaTestApp(getDb(), [createUserModule({ resumes: () => resumes })]);
  });
  afterAll(async () => {
    await app.close();
  });

  const lists = async (cookie: string, query = ''): Promise<FavouriteList[]> => (await call('GET', `/api/user/favourites/lists${query}`, cookie)).json().items;
  const create = async (cookie: string, name: string): Promise<FavouriteList> => {
    const response = await call('POST', '/api/user/favourites/lists', cookie, { name });
    expect(response.statusCode).toBe(201);
    return response.json();
  };

  it('gives every user a default list on first use, first in the lists, then the others by age', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    expect(await lists(cookie)).toEqual([expect.objectContaining({ name: 'default', isDefault: true, count: 0 })]);
    const go = await create(cookie, '  Go backend  ');
    expect(go).toMatchObject({ name: 'Go backend', isDefault: false, count: 0 });
    await create(cookie, 'QA');
    expect((await lists(cookie)).map((list) => list.name)).toEqual(['default', 'Go backend', 'QA']);
    // Reading again does not make a second default list.
    expect((await lists(cookie)).filter((list) => list.isDefault)).toHaveLength(1);
  });

  it('marks the lists holding a CV when the query names one', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const go = await create(cookie, 'Go');
    await call('POST', '/api/user/favourites', cookie, { type: 'internal', id: 10, listId: go.id });
    const marked = await lists(cookie, '?type=internal&id=10');
    expect(marked.map((list) => [list.name, list.containsCv, list.count])).toEqual([
      ['default', false, 0],
      ['Go', true, 1],
    ]);
    const half = await call('GET', '/api/user/favourites/lists?type=internal', cookie);
    expect(half.statusCode).toBe(400);
    expect(fieldsOf(half.json()).map((field) => field.path)).toEqual(['id']);
  });

  it('refuses a name the user already has, in any case, and the reserved default name, naming the field', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    await create(cookie, 'Shortlist');
    for (const name of ['Shortlist', 'SHORTLIST ', 'Default']) {
      const taken = await call('POST', '/api/user/favourites/lists', cookie, { name });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toMatchObject({ code: 'name_taken', fields: [{ path: 'name', code: 'name_taken' }] });
    }
    const empty = await call('POST', '/api/user/favourites/lists', cookie, { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty.json())).toEqual([expect.objectContaining({ path: 'name', message: 'Enter a list name.' })]);
    const long = await call('POST', '/api/user/favourites/lists', cookie, { name: 'x'.repeat(101) });
    expect(fieldsOf(long.json())).toEqual([expect.objectContaining({ path: 'name', code: 'too_big' })]);
    // Another user may use the same name.
    const other = await signUp(app, { kind: 'recruiter' });
    await create(other.cookie, 'Shortlist');
  });

  it('renames a list, never onto a taken name, and never the default list', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const [defaultList] = await lists(cookie);
    const a = await create(cookie, 'A');
    await create(cookie, 'B');
    const renamed = await call('PATCH', `/api/user/favourites/lists/${a.id}`, cookie, { name: 'Alpha' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: a.id, name: 'Alpha' });
    // Its own name in another case is not "taken".
    expect((await call('PATCH', `/api/user/favourites/lists/${a.id}`, cookie, { name: 'ALPHA' })).statusCode).toBe(200);
    const taken = await call('PATCH', `/api/user/favourites/lists/${a.id}`, cookie, { name: 'b' });
    expect(taken.statusCode).toBe(409);
    expect(fieldsOf(taken.json())).toEqual([expect.objectContaining({ path: 'name', code: 'name_taken' })]);
    const renamingDefault = await call('PATCH', `/api/user/favourites/lists/${defaultList?.id}`, cookie, { name: 'Main' });
    expect(renamingDefault.statusCode).toBe(409);
    expect(renamingDefault.json().error.code).toBe('default_list');
    expect((await call('PATCH', `/api/user/favourites/lists/${a.id}`, cookie, { name: '' })).statusCode).toBe(400);
    expect((await call('PATCH', '/api/user/favourites/lists/999999999', cookie, { name: 'Z' })).statusCode).toBe(404);
    expect((await call('PATCH', '/api/user/favourites/lists/abc', cookie, { name: 'Z' })).statusCode).toBe(404);
    expect((await lists(cookie)).map((list) => list.name)).toEqual(['default', 'ALPHA', 'B']);
  });

  it('deletes a list with its favourites, keeps the default list, and drops notes on CVs kept nowhere else', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const go = await create(cookie, 'Go');
    await call('POST', '/api/user/favourites', cookie, { type: 'internal', id: 10, listId: go.id });
    await call('POST', '/api/user/favourites', cookie, { type: 'imported', id: 11, listId: go.id });
    await call('POST', '/api/user/favourites', cookie, { type: 'imported', id: 11 });
    await call('PUT', '/api/user/favourites/note', cookie, { type: 'internal', id: 10, note: 'gone with the list' });
    await call('PUT', '/api/user/favourites/note', cookie, { type: 'imported', id: 11, note: 'kept in default' });

    expect((await call('DELETE', `/api/user/favourites/lists/${go.id}`, cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/user/favourites/lists/${go.id}`, cookie)).statusCode).toBe(404);
    const left = (await call('GET', '/api/user/favourites', cookie)).json();
    expect(left.items).toEqual([expect.objectContaining({ type: 'imported', id: 11, note: 'kept in default' })]);
    const notes = await getDb().query('SELECT 1 FROM favourite_notes WHERE note = $1', ['gone with the list']);
    expect(notes.rowCount).toBe(0);

    const [defaultList] = await lists(cookie);
    const deletingDefault = await call('DELETE', `/api/user/favourites/lists/${defaultList?.id}`, cookie);
    expect(deletingDefault.statusCode).toBe(409);
    expect(deletingDefault.json().error.code).toBe('default_list');
  });

  it(`keeps at most ${FAVOURITE_LISTS_MAX} lists`, async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    for (let index = 1; index < FAVOURITE_LISTS_MAX; index += 1) await create(cookie, `List ${index}`);
    const over = await call('POST', '/api/user/favourites/lists', cookie, { name: 'One too many' });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.code).toBe('too_many_lists');
  }, 60_000);

  it('exports a list as UTF-8 CSV with a BOM, formulas defused', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const list = await create(cookie, 'Export me');
    await call('POST', '/api/user/favourites', cookie, { type: 'internal', id: 10, listId: list.id });
    await call('POST', '/api/user/favourites', cookie, { type: 'imported', id: 11, listId: list.id });
    await call('PUT', '/api/user/favourites/note', cookie, { type: 'internal', id: 10, note: '@SUM(1) Позвонить' });
    const response = await call('GET', `/api/user/favourites/lists/${list.id}/export`, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="favourites-export-me.csv"');
    const body = response.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFF')).toBe(true);
    const lines = body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('name,title,city,note,added_at,cv_url');
    expect(lines[1]).toMatch(/^Anna,Go developer,Moscow,'@SUM\(1\) Позвонить,\d{4}-\d\d-\d\dT[^,]+,http:\/\/127\.0\.0\.1:8080\/cv\/internal\/10$/);
    expect(lines[2]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil""\)","'\+QA, ""lead""",,,/);
    expect((await call('GET', '/api/user/favourites/lists/999999999/export', cookie)).statusCode).toBe(404);
  });
});
