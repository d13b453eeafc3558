import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../db/testing';
import { seedDemoAccounts } from '../../seed/demo-accounts';
import { createTestApp, signUp } from '../../testing/app';

describeEachDatabase('promo module', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(getDb());
    await seedDemoAccounts(getDb());
    await getDb().query(
      `INSERT INTO campaigns (code, credits, expires_at) VALUES
         ('spring', 5, now() + interval '1 day'),
         ('ended', 7, now() - interval '1 minute')`,
    );
  });
  afterAll(async () => {
    await app.close();
  });

  const activate = (query: string, cookie?: string) =>
    app.inject({ method: 'GET', url: `/api/set_promocode/?${query}`, headers: cookie === undefined ? {} : { cookie } });

  it('adds the campaign credits to the team once and reports the balance', async () => {
    const { cookie, session } = await signUp(app, { kind: 'recruiter' });
    const first = await activate('utm_source=mail&utm_medium=email&utm_campaign=welcome', cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ credits: 10, balance: (session.team?.credits ?? 0) + 10 });

    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json().team.credits).toBe((session.team?.credits ?? 0) + 10);

    const again = await activate('utm_campaign=welcome', cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { code: 'promo_already_used', message: expect.any(String) } });
    const after = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(after.json().team.credits).toBe((session.team?.credits ?? 0) + 10);
  });

  it('accepts the campaign as promocode= and in any letter case', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const response = await activate('promocode=Spring', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ credits: 5 });
  });

  it.each([
    ['an unknown campaign', 'utm_campaign=no-such-thing'],
    ['an expired campaign', 'utm_campaign=ended'],
    ['no campaign at all', 'utm_source=mail'],
  ])('answers 404 for %s', async (_case, query) => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const response = await activate(query, cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('campaign_not_found');
  });

  it('answers 401 when signed out, even for an unknown campaign (the host keeps it for later)', async () => {
    for (const query of ['utm_campaign=welcome', 'utm_campaign=no-such-thing']) {
      const response = await activate(query);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('unauthenticated');
    }
  });

  it('answers 403 to a candidate, who has no team to credit', async () => {
    const { cookie } = await signUp(app, { kind: 'candidate' });
    const response = await activate('utm_campaign=welcome', cookie);
    expect(response.statusCode).toBe(403);
  });

  it('credits the demo team through the demo account', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'demo@example.com', password: 'demo-password' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().team).toMatchObject({ name: 'Demo team', role: 'owner' });
    const cookie = `sid=${login.cookies.find((c) => c.name === 'sid')?.value}`;
    const response = await activate('utm_campaign=welcome', cookie);
    expect(response.json()).toEqual({ credits: 10, balance: login.json().team.credits + 10 });
  });

  it('rejects an over-long campaign parameter with 400 and its name', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const response = await activate(`utm_campaign=${'x'.repeat(101)}`, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([
      { path: 'utm_campaign', message: expect.any(String), code: 'too_big', params: { maximum: 100, origin: 'string' } },
    ]);
  });
});
