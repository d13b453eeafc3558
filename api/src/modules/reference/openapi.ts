import { z } from 'zod/mini';
import { type AnySchema, API_KEY_SCOPES, API_KEY_TOKEN_PREFIX, API_VERSION, type Endpoint } from '@platform/contract';
import { SESSION_COOKIE } from '../../http/session';

/** A JSON Schema object (draft 2020-12, the dialect of OpenAPI 3.1). */
export type JsonSchema = Record<string, unknown>;

type Parameter = {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
};

type Operation = {
  operationId: string;
  summary: string;
  tags: string[];
  parameters?: Parameter[];
  requestBody?: { required: true; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, { description: string; content?: { 'application/json': { schema: JsonSchema } } }>;
  security?: Array<Record<string, string[]>>;
};

/** The OpenAPI 3.1 document `GET /api/openapi.json` serves. */
export type OpenApiDocument = {
  openapi: '3.1.1';
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, JsonSchema>; schemas: Record<string, JsonSchema> };
  security: Array<Record<string, string[]>>;
  tags: Array<{ name: string; description: string }>;
};

/** Under which prefix the API serves the contract's paths. */
const API_PREFIX = '/api';

const SESSION_SCHEME = 'sessionCookie';
const KEY_SCHEME = 'apiKey';

const TAGS: Record<string, string> = {
  auth: 'Sign-up, sign-in and the session.',
  team: "A team's members, API keys, vacancies, applications, mailings and analytics.",
  search: 'Resume search and CV pages.',
  cv: "A candidate's own CV, imports and usernames.",
  user: "A user's account, favourites, history and scouts.",
  vacancies: 'The public job board.',
  education: 'Courses and lessons.',
  mail: 'One-click unsubscribe links.',
  platform: 'Probes, campaigns, error reports and this reference.',
};

/** Which tag an endpoint is listed under: its path's area. */
function tagOf(path: string): string {
  const first = path.split('/').find((segment) => segment !== '') ?? '';
  if (first === 'webapp') return 'search';
  return first in TAGS ? first : 'platform';
}

/** `/team/vacancies/:id` → `/team/vacancies/{id}` (OpenAPI's template syntax). */
export function openApiPath(path: string): string {
  return API_PREFIX + path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** `GET /team/vacancies/:id` → `getTeamVacanciesById`: unique and stable per route. */
function operationIdOf(endpoint: Endpoint): string {
  const words = endpoint.path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => (segment.startsWith(':') ? `by_${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter((word) => word !== '');
  return endpoint.method.toLowerCase() + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

/**
 * A zod schema as JSON Schema 2020-12, `io: 'input'` for what a client sends (defaults make a
 * field optional), `'output'` for what it receives. zod's own converter, not a second model of
 * the schemas: what the API validates and what the document says are the same object.
 */
export function jsonSchemaOf(schema: AnySchema, io: 'input' | 'output'): JsonSchema {
  const converted: JsonSchema = { ...z.toJSONSchema(schema, { target: 'draft-2020-12', io }) };
  // The document declares the dialect once (OpenAPI 3.1's default is 2020-12).
  delete converted.$schema;
  return converted;
}

function propertiesOf(schema: JsonSchema): { properties: Record<string, JsonSchema>; required: string[] } {
  const parsed = z
    .object({ properties: z.optional(z.record(z.string(), z.record(z.string(), z.unknown()))), required: z.optional(z.array(z.string())) })
    .parse(schema);
  return { properties: parsed.properties ?? {}, required: parsed.required ?? [] };
}

function parametersOf(endpoint: Endpoint): Parameter[] {
  const names = [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
  const declared = endpoint.params === undefined ? { properties: {}, required: [] } : propertiesOf(jsonSchemaOf(endpoint.params, 'input'));
  const path = names.map((name): Parameter => ({ name, in: 'path', required: true, schema: declared.properties[name] ?? { type: 'string' } }));
  if (endpoint.query === undefined) return path;
  const query = propertiesOf(jsonSchemaOf(endpoint.query, 'input'));
  return [
    ...path,
    ...Object.entries(query.properties).map(([name, schema]): Parameter => ({ name, in: 'query', required: query.required.includes(name), schema })),
  ];
}

const ERROR_BODY: JsonSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', description: 'What went wrong, for programs: `validation_failed`, `unauthenticated`, `forbidden`, `not_found`, `rate_limited`, ...' },
        message: { type: 'string', description: 'What went wrong, for people (English).' },
        fields: {
          type: 'array',
          description: 'Each bad field of the request and why.',
          items: {
            type: 'object',
            required: ['path', 'message'],
            properties: {
              path: { type: 'string' },
              message: { type: 'string' },
              code: { type: 'string' },
              params: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
            },
          },
        },
        detail: { type: 'string' },
      },
    },
  },
};

function operationOf(endpoint: Endpoint): Operation {
  const responses: Operation['responses'] = {};
  for (const [status, schema] of Object.entries(endpoint.responses)) {
    responses[status] = schema === undefined
      ? { description: `${status}: no JSON body.` }
      : { description: `${status}`, content: { 'application/json': { schema: jsonSchemaOf(schema, 'output') } } };
  }
  if (Object.keys(responses).length === 0) responses['2XX'] = { description: 'Done. No JSON body: 204, a file or a page.' };
  responses.default = { description: 'An error: `{ error: { code, message, fields? } }`.', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } };
  const parameters = parametersOf(endpoint);
  return {
    operationId: operationIdOf(endpoint),
    summary: endpoint.summary ?? `${endpoint.method} ${openApiPath(endpoint.path)}`,
    tags: [tagOf(endpoint.path)],
    ...(parameters.length === 0 ? {} : { parameters }),
    ...(endpoint.body === undefined ? {} : { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(endpoint.body, 'input') } } } }),
    responses,
    ...(endpoint.apiKey === undefined ? {} : { security: [{ [SESSION_SCHEME]: [] }, { [KEY_SCHEME]: [endpoint.apiKey] }] }),
  };
}

const DESCRIPTION = `The HTTP API of the recruiting platform. Every request and answer is JSON; an error is \`{ "error": { "code", "message", "fields" } }\` with a 4xx or 5xx status.

Two ways to call it:
- **A browser session** (\`${SESSION_COOKIE}\` cookie from \`POST /api/auth/login\`). State-changing calls must send \`Content-Type: application/json\` and, from a browser, an allowed \`Origin\`.
- **A team's API key** (\`Authorization: Bearer ${API_KEY_TOKEN_PREFIX}...\`), created by a team owner in the team's settings. A key acts for its team, only on the operations that list the \`${KEY_SCHEME}\` scheme, and only with the scope named there (${API_KEY_SCOPES.map((scope) => `\`${scope}\``).join(', ')}). A request with a key never uses a cookie. Calls are limited per key (429 \`rate_limited\` with \`Retry-After\`).`;

/** The OpenAPI 3.1 document of `endpoints` (the contract's `API_ENDPOINTS`). */
export function buildOpenApiDocument(endpoints: readonly Endpoint[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const endpoint of endpoints) {
    const path = openApiPath(endpoint.path);
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operationOf(endpoint) };
  }
  return {
    openapi: '3.1.1',
    info: { title: 'Recruiting platform API', version: API_VERSION, description: DESCRIPTION },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: {
        [SESSION_SCHEME]: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session of a signed-in browser. Operations without a scheme of their own take it where they need a signed-in user.' },
        [KEY_SCHEME]: { type: 'http', scheme: 'bearer', bearerFormat: `${API_KEY_TOKEN_PREFIX}<43 characters>`, description: "A team's API key; the operation names the scope it needs." },
      },
      schemas: { ErrorBody: ERROR_BODY },
    },
    // Public operations need nothing; the others need a signed-in session (the cookie).
    security: [{}, { [SESSION_SCHEME]: [] }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
  };
}
