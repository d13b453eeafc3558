import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { API_ENDPOINTS } from '@platform/contract';
import { describeEachDatabase } from '../../db/testing';
import { createTestApp } from '../../testing/app';
import { buildOpenApiDocument, openApiPath } from './openapi';

const run = promisify(execFile);

/**
 * Validates a document with @apidevtools/swagger-parser (the OpenAPI 3.1 meta-schema and every
 * $ref; for 3.1 it checks no more) in a Node process of its own: the parser is
 * ES modules only, which Jest's CommonJS runtime does not load. Resolves with the version it read.
 */
async function validateWithSwaggerParser(document: unknown): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-validate-'));
  try {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const script = `import SwaggerParser from '@apidevtools/swagger-parser';
const api = await SwaggerParser.validate(process.argv[1]);
process.stdout.write(api.openapi);`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script, file], { cwd: __dirname });
    return stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the OpenAPI document of the contract', () => {
  const document = buildOpenApiDocument(API_ENDPOINTS);

  it('is a valid OpenAPI 3.1 document (swagger-parser: the 3.1 meta-schema and every $ref)', async () => {
    await expect(validateWithSwaggerParser(document)).resolves.toBe('3.1.1');
  });

  it('is refused by the validator when broken (the check can fail)', async () => {
    // A parameter in a place OpenAPI does not have.
    const bad = { get: { operationId: 'bad', parameters: [{ name: 'q', in: 'body', schema: {} }], responses: { 200: { description: 'ok' } } } };
    await expect(validateWithSwaggerParser({ ...document, paths: { ...document.paths, '/api/bad': bad } })).rejects.toThrow(/Validation failed|not valid/i);
  });

  it('describes every endpoint of the contract, with its request and answer schemas', () => {
    // What the 3.1 validator leaves unchecked: operation ids are unique (generated clients name methods by them).
    const ids = Object.values(document.paths).flatMap((operations) => Object.values(operations).map((operation) => operation.operationId));
    expect(new Set(ids).size).toBe(API_ENDPOINTS.length);
    for (const endpoint of API_ENDPOINTS) {
      const operation = document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      expect(operation).toBeDefined();
      if (endpoint.body !== undefined) expect(operation?.requestBody).toBeDefined();
      for (const status of Object.keys(endpoint.responses)) expect(operation?.responses[status]).toBeDefined();
    }
    const search = document.paths['/api/webapp/resumes_search/resumes/']?.post;
    expect(search?.requestBody?.content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: { text: { anyOf: expect.arrayContaining([{ type: 'string', maxLength: 1000 }]) } },
    });
    expect(document.paths['/api/team/vacancies/{id}']?.get?.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]);
  });

  it('documents the session cookie and the Bearer API key, and which scope each keyed operation needs', () => {
    expect(document.components.securitySchemes).toEqual({
      sessionCookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'sid' }),
      apiKey: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    expect(document.paths['/api/team/vacancies']?.get?.security).toEqual([{ sessionCookie: [] }, { apiKey: ['pipeline:write'] }]);
    expect(document.paths['/api/webapp/resumes_search/resumes/']?.post?.security).toEqual([{ sessionCookie: [] }, { apiKey: ['cvs:read'] }]);
    // Key management is for a signed-in owner: no key scheme on it.
    expect(document.paths['/api/team/api-keys']?.post?.security).toBeUndefined();
  });
});

describeEachDatabase('GET /api/openapi.json and /api/docs', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(getDb());
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves the document to anyone, valid as served', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    await expect(validateWithSwaggerParser(response.json())).resolves.toBe('3.1.1');
  });

  it('serves a readable reference page listing every operation, with no script', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).not.toContain('<script');
    for (const endpoint of API_ENDPOINTS) expect(response.body).toContain(`<code>${openApiPath(endpoint.path)}</code>`);
    expect(response.body).toContain('session or API key (<code>messages:send</code>)');
    expect(response.body).toContain('href="/api/openapi.json"');
  });
});
