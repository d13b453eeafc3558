import type { FastifyInstance } from 'fastify';
import type { ApiFieldError } from '@platform/contract';
import { ApiError } from './errors';

/**
 * Deepest nesting of arrays and objects a request may send. Real documents (JSON Resume, search
 * criteria) stay below 10; PostgreSQL's JSON parser and recursive code paths fail far deeper, with
 * a server error instead of the client's.
 */
export const MAX_INPUT_DEPTH = 64;

/**
 * Characters PostgreSQL refuses in `text` and `jsonb` whatever the column: U+0000 (`text` cannot
 * hold it; `jsonb` refuses the `\u0000` escape). Sent to the database they fail the statement with
 * SQLSTATE 22021/22P05, which used to surface as a 500.
 */
const REFUSED_CHARACTER = '\u0000';

/**
 * A lone UTF-16 surrogate (half of a pair, or a `\ud800` escape in the JSON): no character at all.
 * A `text` column would silently store U+FFFD instead; a `jsonb` one (the payloads of mail, webhooks
 * and audit entries) refuses the statement, which used to surface as a 500.
 */
const LONE_SURROGATE = /\p{Cs}/u;

function characterProblem(text: string): string | undefined {
  if (text.includes(REFUSED_CHARACTER)) return 'a NUL character (U+0000)';
  if (LONE_SURROGATE.test(text)) return 'a broken character (a lone UTF-16 surrogate)';
  return undefined;
}

interface Pending {
  value: unknown;
  path: string[];
  depth: number;
}

/**
 * The first problem in a decoded request part (body, query string, route parameters), walked
 * iteratively so a hostile nesting depth cannot overflow the stack here.
 */
export function findInputProblem(root: unknown, rootPath: string[] = []): ApiFieldError | undefined {
  const stack: Pending[] = [{ value: root, path: rootPath, depth: 0 }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { value, path, depth } = item;
    if (typeof value === 'string') {
      const problem = characterProblem(value);
      if (problem !== undefined) return { path: path.join('.'), message: `The text contains ${problem}.`, code: 'forbidden_character' };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_INPUT_DEPTH) {
      return {
        path: path.join('.'),
        message: `Nested deeper than ${MAX_INPUT_DEPTH} levels.`,
        code: 'too_deep',
        params: { maximum: MAX_INPUT_DEPTH },
      };
    }
    for (const [key, child] of Object.entries(value)) {
      const childPath = [...path, key];
      const problem = characterProblem(key);
      if (problem !== undefined) return { path: childPath.join('.'), message: `A key contains ${problem}.`, code: 'forbidden_character' };
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * Refuses, before any route runs, input no route can store or search: characters PostgreSQL
 * refuses and absurd nesting. One place for every endpoint, present and future, instead of a check
 * in each schema; the answer is the usual 400 `validation_failed` naming the field.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts: [string, unknown][] = [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ];
    for (const [part, value] of parts) {
      const problem = findInputProblem(value, part === 'body' ? [] : [part]);
      if (problem !== undefined) throw new ApiError(400, 'validation_failed', 'The request is invalid.', [problem]);
    }
  });
}
