import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../db/testing';
import { createTestApp, signUp } from '../testing/app';

describeEachDatabase('HTTP conventions', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(getDb());
  });
  afterAll(async () => {
    await app.close();
  });

  const login = (headers: Record<string, string>, payload: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', headers, payload });

  it('answers malformed JSON with 400 malformed_json', async () => {
    const response = await login({ 'content-type': 'application/json' }, '{"email": "a@b.c",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'malformed_json', message: expect.any(String) } });
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await login({ 'content-type': 'application/json' }, '');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('malformed_json');
  });

  it('answers a JSON value of the wrong shape with 400 validation_failed', async () => {
    const response = await login({ 'content-type': 'application/json' }, '[1, 2]');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
  });

  it.each([
    ['text/plain', 'email=a'],
    ['application/x-www-form-urlencoded', 'email=a&password=b'],
    ['multipart/form-data; boundary=x', '--x--'],
  ])('refuses a %s body with 415 (a cross-site form could send it)', async (type, body) => {
    const response = await login({ 'content-type': type }, body);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: { code: 'unsupported_media_type', message: expect.any(String) } });
  });

  it('refuses a POST without a body unless the route takes none', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(response.statusCode).toBe(415);
    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(logout.statusCode).toBe(204);
  });

  it('answers an oversized body with 413 payload_too_large', async () => {
    const response = await login(
      { 'content-type': 'application/json' },
      JSON.stringify({ email: 'a@example.test', password: 'x'.repeat(2 * 1024 * 1024) }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
  });

  it('answers unknown routes with a JSON 404, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/no/such/route' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'not_found', message: expect.stringContaining('/api/no/such/route') } });
    }
  });

  it('accepts trailing slashes as the spec writes them', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(200);
  });

  describe('cross-site request forgery', () => {
    const payload = JSON.stringify({ email: 'nobody@example.test', password: 'whatever-1' });
    const json = { 'content-type': 'application/json' };

    it('refuses a state-changing call from a foreign Origin with 403 and does not run it', async () => {
      const { cookie } = await signUp(app, { kind: 'recruiter' });
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie, origin: 'https://evil.example' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: { code: 'forbidden_origin', message: expect.any(String) } });
      const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(me.statusCode).toBe(200);
    });

    it.each(['null', 'not a url', 'http://127.0.0.1:8080.evil.example'])('refuses the Origin %s', async (origin) => {
      const response = await login({ ...json, origin }, payload);
      expect(response.statusCode).toBe(403);
    });

    it.each(['http://127.0.0.1:8080', 'http://localhost:8080'])('lets the host origin %s through', async (origin) => {
      const response = await login({ ...json, origin }, payload);
      expect(response.statusCode).toBe(401); // reached the route: wrong credentials
    });

    it('lets a page of the same host through', async () => {
      const response = await login({ ...json, origin: 'http://api.example.test', host: 'api.example.test' }, payload);
      expect(response.statusCode).toBe(401);
    });

    it('lets clients that send no Origin through (curl, servers)', async () => {
      const response = await login(json, payload);
      expect(response.statusCode).toBe(401);
    });

    it('does not check reads', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
      expect(response.statusCode).toBe(200);
    });
  });
});
