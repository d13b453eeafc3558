import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { API_ENDPOINTS, defineEndpoint, type HttpMethod } from '@platform/contract';
import { installErrorHandling } from './error-handler';
import { installResponseContract } from './response-contract';

const ENDPOINTS = [
  defineEndpoint({ method: 'GET', path: '/things/:id', responses: { 200: z.strictObject({ id: z.number(), name: z.string() }) } }),
];

/** A small app with the contract check: `/api/things/1` fits, `/api/things/2` does not. */
async function appWith(enforce: boolean): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  installErrorHandling(app);
  installResponseContract(app, { enforce, endpoints: ENDPOINTS });
  await app.register(
    async (api) => {
      api.get<{ Params: { id: string } }>('/things/:id', async (request) =>
        request.params.id === '1' ? { id: 1, name: 'fits' } : { id: '2', name: 'off', extra: true },
      );
    },
    { prefix: '/api' },
  );
  return app;
}

describe('the response contract', () => {
  it('sends an answer that fits the schema unchanged', async () => {
    const app = await appWith(true);
    const response = await app.inject({ method: 'GET', url: '/api/things/1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 1, name: 'fits' });
    await app.close();
  });

  it('answers 500 off_contract, naming the route and each problem, outside production', async () => {
    const app = await appWith(true);
    const response = await app.inject({ method: 'GET', url: '/api/things/2' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.error.code).toBe('off_contract');
    expect(body.error.message).toContain('GET /api/things/:id');
    expect(body.error.fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'id', code: 'invalid_type' }), expect.objectContaining({ code: 'unrecognized_keys' })]),
    );
    await app.close();
  });

  it('does not check in production', async () => {
    const app = await appWith(false);
    const response = await app.inject({ method: 'GET', url: '/api/things/2' });
    expect(response.statusCode).toBe(200);
    await app.close();
  });

  it("checks the team area's routes against the contract's table: a board card without its stage is refused", async () => {
    const app = Fastify({ logger: false });
    installErrorHandling(app);
    installResponseContract(app, { enforce: true });
    // A board card as the route might wrongly send it: every field but its stage.
    const card = {
      id: 1,
      vacancyId: 7,
      stageChangedAt: '2024-05-02T10:00:00Z',
      rejectionReason: null,
      name: 'Anna Petrova',
      title: 'Go developer',
      email: 'anna@example.test',
      phone: null,
      message: '',
      resumeId: 42,
      cvUrl: null,
      createdAt: '2024-05-02T10:00:00Z',
      notes: 0,
      unreadMessages: 0,
    };
    await app.register(
      async (api) => {
        api.get('/team/vacancies/:id/applications', async () => ({ items: [card] }));
      },
      { prefix: '/api' },
    );
    const board = await app.inject({ method: 'GET', url: '/api/team/vacancies/7/applications' });
    expect(board.statusCode).toBe(500);
    expect(board.json().error).toMatchObject({ code: 'off_contract', message: expect.stringContaining('GET /api/team/vacancies/:id/applications') });
    expect(board.json().error.fields).toEqual([expect.objectContaining({ path: 'items.0.stage', code: 'invalid_value' })]);
    await app.close();
  });
});

/**
 * One real route per area, answering what its contract entry does not allow: each must be refused,
 * so an API change that drifts from the contract fails the area's tests.
 */
const OFF_CONTRACT_ROUTES: ReadonlyArray<{ area: string; method: HttpMethod; url: string; pattern: string; answer: unknown }> = [
  { area: 'search', method: 'POST', url: '/api/webapp/resumes_search/resumes/', pattern: '/webapp/resumes_search/resumes/', answer: { total: '12', items: [] } },
  { area: 'cv', method: 'POST', url: '/api/webapp/resumes_search/resume/', pattern: '/webapp/resumes_search/resume/', answer: { id: 1, type: 'internal', contacts: null } },
  { area: 'cv import', method: 'POST', url: '/api/cv/import', pattern: '/cv/import', answer: { imported: 1, updated: 0, rejected: 0, results: [{ index: 0, status: 'stored' }] } },
  { area: 'education', method: 'GET', url: '/api/education/3', pattern: '/education/:id', answer: { id: 3, title: 'Boolean search' } },
  { area: 'scouts', method: 'GET', url: '/api/user/scouts/results/5', pattern: '/user/scouts/results/:id', answer: { id: 5, items: 'none' } },
  { area: 'favourites', method: 'GET', url: '/api/user/favourites/lists', pattern: '/user/favourites/lists', answer: { items: [{ id: 1, name: 'default' }] } },
  { area: 'history', method: 'GET', url: '/api/user/history', pattern: '/user/history', answer: { kind: 'search', total: 0, items: [] } },
  { area: 'account', method: 'GET', url: '/api/user/account', pattern: '/user/account', answer: { id: 'u1', email: 'a@example.com', password_hash: 'x' } },
];

describe('the response contract of the areas', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    installErrorHandling(app);
    installResponseContract(app, { enforce: true, endpoints: API_ENDPOINTS });
    await app.register(
      async (api) => {
        for (const route of OFF_CONTRACT_ROUTES) api.route({ method: route.method, url: route.pattern, handler: async () => route.answer });
        // The unsubscribe page is HTML: its entry declares no answer schema, so it goes out as it is.
        api.get('/mail/unsubscribe/:token', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<p>Unsubscribe?</p>'));
      },
      { prefix: '/api' },
    );
  });

  afterAll(async () => {
    await app.close();
  });

  it.each(OFF_CONTRACT_ROUTES)('refuses an off-contract answer of $area ($method $pattern)', async (route) => {
    const response = await app.inject({ method: route.method, url: route.url, payload: route.method === 'GET' ? undefined : {} });
    expect(response.statusCode).toBe(500);
    expect(response.json().error).toMatchObject({ code: 'off_contract', message: expect.stringContaining(`${route.method} /api${route.pattern}`) });
    expect(response.json().error.fields.length).toBeGreaterThan(0);
  });

  it('sends an answer the contract declares no schema for (the unsubscribe page) unchecked', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/mail/unsubscribe/abc' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<p>Unsubscribe?</p>');
  });
});
