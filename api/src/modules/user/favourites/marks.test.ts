import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { CV_MARKS_MAX, cvMarksResponseSchema } from '@platform/contract';
import { describeEachDatabase } from '../../../db/testing';
import { createTestApp, signUp } from '../../../testing/app';
import { createCaller } from '../../../testing/call';
import { storeTestResume } from '../../cv/testing';

describeEachDatabase('marks on CVs (lists that hold them, contacts the team opened)', (getDb) => {
  let app: FastifyInstance;
  const call = createCaller(() => app);
  beforeAll(async () => {
    app = await createTestApp(getDb());
  });
  afterAll(async () => {
    await app.close();
  });

  const cv = (name: string) => storeTestResume(getDb(), { basics: { name, label: 'Go developer', email: `${name.toLowerCase()}@example.test` } });

  it("marks the CVs this user keeps and whose contacts this user's team opened, and no one else's", async () => {
    const [kept, revealed, untouched] = [await cv('Kept'), await cv('Revealed'), await cv('Untouched')];
    const owner = await signUp(app, { kind: 'recruiter' });
    const shortlist = (await call('POST', '/api/user/favourites/lists', owner.cookie, { name: 'Shortlist' })).json();
    expect((await call('POST', '/api/user/favourites', owner.cookie, { type: 'internal', id: kept })).statusCode).toBe(201);
    expect((await call('POST', '/api/user/favourites', owner.cookie, { type: 'internal', id: kept, listId: shortlist.id })).statusCode).toBe(201);
    expect((await call('POST', '/api/webapp/resumes_search/resume/contacts', owner.cookie, { type: 'internal', id: revealed })).statusCode).toBe(200);

    const marks = await call('GET', `/api/user/favourites/marks?cvs=internal:${kept},internal:${revealed},internal:${untouched}`, owner.cookie);
    expect(marks.statusCode).toBe(200);
    expect(z.safeParse(cvMarksResponseSchema, marks.json()).success).toBe(true);
    const items = marks.json().items;
    expect(items).toHaveLength(2);
    expect(items).toEqual(
      expect.arrayContaining([
        { type: 'internal', id: kept, lists: [expect.objectContaining({ isDefault: true }), { id: shortlist.id, name: 'Shortlist', isDefault: false }], contactsOpenedAt: null },
        { type: 'internal', id: revealed, lists: [], contactsOpenedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      ]),
    );

    // Another recruiter of another team: neither the lists nor the reveal are theirs.
    const stranger = await signUp(app, { kind: 'recruiter' });
    expect((await call('GET', `/api/user/favourites/marks?cvs=internal:${kept},internal:${revealed}`, stranger.cookie)).json()).toEqual({ items: [] });
  });

  it('names the field and the rule when the CVs are not type:id or too many', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    for (const cvs of ['', 'internal', 'internal:0', 'pdf:3', 'internal:1,,internal:2', Array.from({ length: CV_MARKS_MAX + 1 }, (_, i) => `internal:${i + 1}`).join(',')]) {
      const response = await call('GET', `/api/user/favourites/marks?cvs=${encodeURIComponent(cvs)}`, cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.map((field: { path: string }) => field.path)).toEqual(['cvs']);
    }
    expect((await call('GET', '/api/user/favourites/marks?cvs=internal:1')).statusCode).toBe(401);
  });
});
