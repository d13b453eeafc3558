import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every variable the API reads, from its schema in env.ts (one `NAME: …` line each). */
function apiVariables(): string[] {
  const source = readFileSync(join(__dirname, 'env.ts'), 'utf8');
  const schema = source.slice(source.indexOf('const ENV_SCHEMA = z.object({'), source.indexOf('});', source.indexOf('const ENV_SCHEMA')));
  return [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1] ?? '');
}

describe('the configuration documented in the root README', () => {
  it('names every variable the API reads', () => {
    const readme = readFileSync(join(__dirname, '..', '..', '..', 'README.md'), 'utf8');
    const variables = apiVariables();
    expect(variables.length).toBeGreaterThan(25);
    expect(variables.filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });
});
