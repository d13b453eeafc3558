import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../../db/testing';
import { createTestApp } from '../../../testing/app';
import { candidateWithCv, createPipelineCaller, teamWithVacancy } from '../testing/pipeline';

/** Each test signs up several accounts and writes CVs: seconds on a busy two-core machine. */
const ACCOUNTS_TIMEOUT_MS = 30_000;

describeEachDatabase('applications: the team works them through stages', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(getDb());
  });
  afterAll(async () => {
    await app.close();
  });
  const call = createPipelineCaller(() => app);

  async function applied() {
    const team = await teamWithVacancy(call, app);
    const candidate = await candidateWithCv(app);
    const response = await call('POST', `/api/team/vacancies/${team.vacancyId}/applications`, candidate.cookie, { message: 'Hi' });
    expect(response.statusCode).toBe(201);
    const id: number = response.json().id;
    const move = (stage: string, reason?: string, cookie = team.cookie) =>
      call('POST', `/api/team/applications/${id}/stage`, cookie, reason === undefined ? { stage } : { stage, reason });
    return { team, candidate, id, move };
  }

  it('moves an application one step at a time to hired, keeping who moved it and when', async () => {
    const { id, move, team } = await applied();
    for (const stage of ['screening', 'interview', 'offer', 'hired']) {
      const response = await move(stage);
      expect(response.statusCode).toBe(200);
      expect(response.json().stage).toBe(stage);
    }
    const details = (await call('GET', `/api/team/applications/${id}`, team.cookie)).json();
    expect(details.history.map((event: { from: string | null; to: string }) => [event.from, event.to])).toEqual([
      [null, 'new'],
      ['new', 'screening'],
      ['screening', 'interview'],
      ['interview', 'offer'],
      ['offer', 'hired'],
    ]);
    expect(details.history[1].by).toEqual({ id: team.userId, name: expect.any(String) });
    expect(Date.parse(details.history[4].at)).toBeGreaterThanOrEqual(Date.parse(details.history[1].at));
    // Hired is the end of the road.
    const after = await move('rejected', 'Changed our mind');
    expect(after.statusCode).toBe(409);
    expect(after.json().error.code).toBe('stage_move_not_allowed');
  }, ACCOUNTS_TIMEOUT_MS);

  it('refuses a move that skips a stage, naming the field and the stages allowed', async () => {
    const { move, id, team } = await applied();
    const skip = await move('offer');
    expect(skip.statusCode).toBe(409);
    expect(skip.json().error).toMatchObject({
      code: 'stage_move_not_allowed',
      fields: [{ path: 'stage', code: 'stage_move_not_allowed', params: { from: 'new', to: 'offer', allowed: 'screening, rejected' } }],
    });
    const unknown = await move('archived');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields[0].path).toBe('stage');
    expect((await call('GET', `/api/team/applications/${id}`, team.cookie)).json().stage).toBe('new');
  }, ACCOUNTS_TIMEOUT_MS);

  it('rejects only with a reason, shows it to the team, and can reopen a rejected application', async () => {
    const { move } = await applied();
    const silent = await move('rejected');
    expect(silent.statusCode).toBe(400);
    expect(silent.json().error.fields).toEqual([expect.objectContaining({ path: 'reason', code: 'reason_required' })]);
    const rejected = await move('rejected', 'No Go experience');
    expect(rejected.json()).toMatchObject({ stage: 'rejected', rejectionReason: 'No Go experience' });
    expect(rejected.json().history.at(-1)).toMatchObject({ from: 'new', to: 'rejected', reason: 'No Go experience' });
    expect((await move('screening')).statusCode).toBe(409);
    const reopened = await move('new');
    expect(reopened.json()).toMatchObject({ stage: 'new', rejectionReason: null });
  }, ACCOUNTS_TIMEOUT_MS);

  it('lets only the team move an application or read it: candidates 403, other teams 404 with nothing of it in the body', async () => {
    const { id, move, candidate } = await applied();
    const other = await teamWithVacancy(call, app);
    const byCandidate = await move('screening', undefined, candidate.cookie);
    expect(byCandidate.statusCode).toBe(403);
    expect((await move('screening', undefined, '')).statusCode).toBe(401);
    for (const response of [
      await move('screening', undefined, other.cookie),
      await call('GET', `/api/team/applications/${id}`, other.cookie),
      await call('POST', `/api/team/applications/${id}/notes`, other.cookie, { body: 'Mine' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(Object.keys(response.json())).toEqual(['error']);
      expect(response.body).not.toContain('Hi');
      expect(response.body).not.toContain(candidate.email);
    }
    expect((await call('GET', '/api/team/applications/abc', other.cookie)).statusCode).toBe(404);
  }, ACCOUNTS_TIMEOUT_MS);

  it('keeps notes for the team: author, time, and a count on the board card', async () => {
    const { id, team } = await applied();
    const empty = await call('POST', `/api/team/applications/${id}/notes`, team.cookie, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields[0].path).toBe('body');
    const note = await call('POST', `/api/team/applications/${id}/notes`, team.cookie, { body: 'Call on Monday' });
    expect(note.statusCode).toBe(201);
    expect(note.json()).toMatchObject({ body: 'Call on Monday', author: { id: team.userId } });
    const details = (await call('GET', `/api/team/applications/${id}`, team.cookie)).json();
    expect(details.noteList.map((item: { body: string }) => item.body)).toEqual(['Call on Monday']);
    const board = (await call('GET', `/api/team/vacancies/${details.vacancyId}/applications`, team.cookie)).json();
    expect(board.items[0].notes).toBe(1);
  }, ACCOUNTS_TIMEOUT_MS);

  it('serialises concurrent moves of one card: one wins, the other is checked against the new stage', async () => {
    const { move, id, team } = await applied();
    const [first, second] = await Promise.all([move('screening'), move('screening')]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);
    const details = (await call('GET', `/api/team/applications/${id}`, team.cookie)).json();
    expect(details.history).toHaveLength(2);
  }, ACCOUNTS_TIMEOUT_MS);
});
