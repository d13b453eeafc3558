import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ENDPOINTS } from '../endpoints';
import * as routes from '.';

function isRoute(value: unknown): value is { method: string; path: string } {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && typeof value.method === 'string' && typeof value.path === 'string';
}

describe('schema-free route descriptors', () => {
  it('import nothing but each other: no schema reaches a bundle that calls a route by its descriptor', () => {
    const imports = readdirSync(__dirname)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .flatMap((file) => [...readFileSync(path.join(__dirname, file), 'utf8').matchAll(/from '([^']+)'/g)].map((match) => `${file}: ${match[1]}`));
    expect(imports.filter((line) => !/: \.\/[a-z-]+$/.test(line))).toEqual([]);
  });

  it('each name an endpoint the contract declares', () => {
    const declared = new Set(API_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`));
    const described = Object.values(routes).flatMap((group) => (typeof group === 'object' && group !== null ? Object.values(group).filter(isRoute) : []));
    expect(described.length).toBeGreaterThan(50);
    expect(described.map((route) => `${route.method} ${route.path}`).filter((key) => !declared.has(key))).toEqual([]);
  });
});
