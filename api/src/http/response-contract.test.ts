import { defineEndpoint } from '@platform/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
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
