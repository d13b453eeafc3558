import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { DEFAULT_PORTS, loadConfig, REPOSITORY_ROOT } from '../config/env';
import { REMOTE_NAMES, REMOTES } from '@platform/contract';
import { templatePlaceholders } from '../nginx/render-template';

const serviceSchema = z.object({
  image: z.string().optional(),
  ports: z.array(z.string()).optional(),
  expose: z.array(z.string()).optional(),
  environment: z.record(z.string(), z.string()).default({}),
  volumes: z.array(z.string()).default([]),
  depends_on: z.record(z.string(), z.object({ condition: z.string() })).optional(),
  deploy: z.object({ replicas: z.number() }).optional(),
  profiles: z.array(z.string()).optional(),
});
const composeSchema = z.object({
  services: z.record(z.string(), serviceSchema),
  volumes: z.record(z.string(), z.unknown()),
});

const compose = composeSchema.parse(
  parse(readFileSync(path.join(REPOSITORY_ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }),
);

function service(name: string): z.infer<typeof serviceSchema> {
  const found = compose.services[name];
  if (!found) throw new Error(`docker-compose.yml has no service "${name}"`);
  return found;
}

/** The host and every remote of the contract, each on its default port. */
const STATIC_SERVERS: Record<string, number> = {
  host: DEFAULT_PORTS.host,
  ...Object.fromEntries(REMOTE_NAMES.map((name) => [REMOTES[name], DEFAULT_PORTS[name]])),
};

describe('docker-compose.yml', () => {
  it('has one static server per app, the API, PostgreSQL and the ops tools', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['api', 'ops', 'postgres', ...Object.keys(STATIC_SERVERS)].sort(),
    );
    expect(Object.keys(compose.volumes).sort()).toEqual(['pgdata', 'releases']);
  });

  it.each(Object.entries(STATIC_SERVERS))('%s: nginx with its own config on port %i, releases read-only', (app, port) => {
    const server = service(app);
    expect(server.image).toMatch(/^nginx:/);
    expect(server.ports).toEqual([`${port}:${port}`]);
    expect(server.environment.LISTEN_PORT).toBe(String(port));
    expect(server.volumes).toContain(`./${app}/nginx.conf:/etc/nginx/templates/default.conf.template:ro`);
    expect(server.volumes).toContain(`releases:${server.environment.RELEASES_ROOT}:ro`);
    const template = readFileSync(path.join(REPOSITORY_ROOT, app, 'nginx.conf'), 'utf8');
    // Every placeholder of the config has a value, or nginx would get the literal "${NAME}".
    for (const placeholder of templatePlaceholders(template)) expect(server.environment).toHaveProperty([placeholder]);
  });

  it('runs two API replicas reachable only through the host nginx, after PostgreSQL is healthy', () => {
    const api = service('api');
    expect(api.deploy?.replicas).toBe(2);
    expect(api.ports).toBeUndefined();
    expect(api.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(api.environment.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
    // Reachable from the other containers, and accepting calls made from the host's pages.
    expect(api.environment.HOST).toBe('0.0.0.0');
    expect(api.environment.ALLOWED_ORIGINS).toBe(service('remote-search').environment.HOST_ORIGIN);
    const host = service('host');
    expect(host.depends_on).toHaveProperty('api');
    expect(host.environment.API_UPSTREAM_SERVERS).toContain(`server api:${api.environment.PORT} `);
    expect(api.expose).toEqual([api.environment.PORT]);
  });

  it('keeps PostgreSQL 15 data on a named volume', () => {
    const postgres = service('postgres');
    expect(postgres.image).toMatch(/^postgres:15/);
    expect(postgres.volumes).toContain('pgdata:/var/lib/postgresql/data');
  });

  it('lets only the ops tools write the releases volume, with origins the servers agree on', () => {
    const ops = service('ops');
    expect(ops.profiles).toEqual(['ops']);
    expect(ops.volumes).toContain(`releases:${ops.environment.RELEASES_DIR}`);
    const writers = Object.entries(compose.services).filter(([, s]) => s.volumes.some((v) => /^releases:[^:]+$/.test(v)));
    expect(writers.map(([name]) => name)).toEqual(['ops']);

    const config = loadConfig(ops.environment, REPOSITORY_ROOT);
    expect(Object.values(config.remoteOrigins).sort()).toEqual(service('host').environment.REMOTE_ORIGINS?.split(' ').sort());
    for (const remote of Object.values(REMOTES)) {
      expect(config.hostOrigins).toContain(service(remote).environment.HOST_ORIGIN);
    }
    // The builds it releases are the repository's <app>/dist folders.
    expect(ops.volumes).toContain('./:/app');
  });
});
