import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { API_MAX_BODY_BYTES, DEPLOY_MAX_UPLOAD_BYTES, DEPLOY_ROUTES } from '@platform/contract';
import { loadConfig as loadApiConfig } from '../../../api/src/config/env';
import { API_ENTRIES } from '../build/api/bundle-api';
import { DEFAULT_PORTS, loadConfig, REPOSITORY_ROOT } from '../config/env';
import { templatePlaceholders } from '../nginx/render-template';
import { composeReferences, interpolate, loadCompose, readEnvExample, type ComposeService } from './compose-file';
import { copiedFromContext, parseDockerfile, stageImage } from './dockerfile';

/**
 * Docker cannot run on these machines: docker-compose.yml and the Dockerfiles are checked here
 * statically, with the .env a fresh clone makes from .env.example.
 */
const COMPOSE_TEXT = readFileSync(path.join(REPOSITORY_ROOT, 'docker-compose.yml'), 'utf8');
const ENV = readEnvExample();
const compose = loadCompose(ENV);

function service(name: string): ComposeService {
  const found = compose.services[name];
  if (!found) throw new Error(`docker-compose.yml has no service "${name}"`);
  return found;
}

function dockerfileOf(name: string): ReturnType<typeof parseDockerfile> {
  const file = service(name).build?.dockerfile;
  if (file === undefined) throw new Error(`service "${name}" is not built from a Dockerfile`);
  return parseDockerfile(readFileSync(path.join(REPOSITORY_ROOT, file), 'utf8'));
}

function finalStage(name: string): ReturnType<typeof parseDockerfile>['stages'][number] {
  const stages = dockerfileOf(name).stages;
  const last = stages[stages.length - 1];
  if (last === undefined) throw new Error('a Dockerfile without FROM');
  return last;
}

function instruction(name: string, keyword: string): string | undefined {
  return finalStage(name).instructions.filter((item) => item.keyword === keyword).at(-1)?.args;
}

/** The one static server: the host's nginx, which serves every remote at /remotes/<name>/ too. */
const STATIC_SERVERS: Record<string, number> = { host: DEFAULT_PORTS.host };
const API_IMAGE_SERVICES = ['migrate', 'api', 'inbound', 'worker', 'seed'];
/** The services of the ops image (the static image's build stage): the only writers of the release store. */
const RELEASE_TOOL_SERVICES = ['deployer', 'ops'];

/** The body of the nginx `location <match> {…}` block (up to its closing brace, nested blocks included). */
function locationBlock(template: string, match: string): string {
  const start = template.indexOf(`location ${match} {`);
  if (start < 0) throw new Error(`no "location ${match}" in the template`);
  let depth = 0;
  for (let index = template.indexOf('{', start); index < template.length; index += 1) {
    if (template[index] === '{') depth += 1;
    if (template[index] === '}') depth -= 1;
    if (depth === 0) return template.slice(start, index + 1);
  }
  throw new Error(`"location ${match}" is not closed`);
}

/** The part of deploy/prometheus/prometheus.yml the compose services must agree with. */
const SCRAPE_CONFIG = z.object({
  scrape_configs: z.array(z.object({ job_name: z.string(), dns_sd_configs: z.array(z.unknown()).optional() })),
});

describe('docker-compose.yml with the .env of .env.example', () => {
  it('has the database, the migration, the API, the inbound mail listener, the worker, the demo data, one static server for every app, the release endpoint, the ops tools and Prometheus', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'deployer', 'inbound', 'migrate', 'ops', 'postgres', 'prometheus', 'seed', 'worker', ...Object.keys(STATIC_SERVERS)].sort());
    const used = Object.values(compose.services).flatMap((s) => s.volumes.map((volume) => volume.split(':')[0] ?? ''));
    expect(Object.keys(compose.volumes).sort()).toEqual([...new Set(used)].filter((name) => !name.startsWith('.')).sort());
  });

  it('takes secrets from the environment: every variable without a default is in .env.example, and compose refuses to start without them', () => {
    const required = [...new Set(composeReferences(COMPOSE_TEXT).filter((ref) => ref.required).map((ref) => ref.name))];
    expect(required.sort()).toEqual(['POSTGRES_APP_PASSWORD', 'POSTGRES_OWNER_PASSWORD', 'POSTGRES_PASSWORD']);
    for (const name of composeReferences(COMPOSE_TEXT).map((ref) => ref.name)) expect(ENV).toHaveProperty([name]);
    for (const name of required) expect(() => interpolate(COMPOSE_TEXT, { ...ENV, [name]: '' })).toThrow(new RegExp(name));
    // No password is written into the file itself.
    expect(COMPOSE_TEXT).not.toMatch(/^\s*[A-Z_]*PASSWORD[A-Z_]*:\s*(?!\$\{)\S/m);
    expect(readFileSync(path.join(REPOSITORY_ROOT, '.gitignore'), 'utf8').split('\n')).toContain('.env');
  });

  it('builds every image from a Dockerfile whose copied files exist, running as a non-root user with a health check', () => {
    const built = Object.entries(compose.services).filter(([, s]) => s.build !== undefined);
    expect(built.map(([name]) => name).sort()).toEqual([...API_IMAGE_SERVICES, ...RELEASE_TOOL_SERVICES, ...Object.keys(STATIC_SERVERS)].sort());
    for (const [name, s] of built) {
      expect(s.build?.context).toBe('.');
      const { args, stages } = dockerfileOf(name);
      for (const stage of stages) {
        for (const source of copiedFromContext(stage)) expect({ name, source, exists: existsSync(path.join(REPOSITORY_ROOT, source)) }).toEqual({ name, source, exists: true });
        for (const from of stage.instructions.filter((i) => i.keyword === 'COPY').map((i) => /--from=(\S+)/.exec(i.args)?.[1]).filter((x) => x !== undefined)) {
          expect(stages.map((other) => other.name)).toContain(from);
        }
        expect(stageImage(stage, args)).toMatch(/^[a-z0-9./-]+:[\w.-]+$|^[a-z]+$/);
      }
      if (s.build?.target !== undefined) expect(stages.map((stage) => stage.name)).toContain(s.build.target);
      else {
        const user = instruction(name, 'USER');
        expect(user).toBeDefined();
        expect(['root', '0']).not.toContain(user);
        expect(instruction(name, 'HEALTHCHECK')).toMatch(/CMD/);
      }
    }
  });

  it('pins current majors: the Node line the tests run on (tooling/bin/use-node.sh) for the API, PostgreSQL 18, nginx 1.28 (upstream "resolve")', () => {
    const api = dockerfileOf('api');
    const tested = /^NODE_LTS_VERSION="(\d+)\./m.exec(readFileSync(path.join(REPOSITORY_ROOT, 'tooling/bin/use-node.sh'), 'utf8'))?.[1];
    expect(tested).toBe('24');
    expect(stageImage(finalStage('api'), api.args)).toMatch(new RegExp(`^node:${tested ?? 'none'}-`));
    expect(service('postgres').image).toMatch(/^postgres:18(-|$)/);
    const nginx = dockerfileOf('host');
    const [major = 0, minor = 0] = (/^nginx:(\d+)\.(\d+)/.exec(stageImage(finalStage('host'), nginx.args)) ?? []).slice(1).map(Number);
    expect(major * 1000 + minor).toBeGreaterThanOrEqual(1028);
  });

  it('gives every API-image service a valid API configuration on PostgreSQL as the app role (the migration as the owner), jobs in the worker only', () => {
    for (const name of API_IMAGE_SERVICES) {
      const config = loadApiConfig(service(name).environment);
      expect(config.databaseUrl).toBe(`postgres://${ENV.POSTGRES_APP_USER}:${ENV.POSTGRES_APP_PASSWORD}@postgres:5432/${ENV.POSTGRES_DB}`);
      expect(config.migrationDatabaseUrl).toBe(
        name === 'migrate' ? `postgres://${ENV.POSTGRES_OWNER_USER}:${ENV.POSTGRES_OWNER_PASSWORD}@postgres:5432/${ENV.POSTGRES_DB}` : undefined,
      );
      expect(config.demoData).toBe(false);
      expect(config.nodeEnv).toBe('production');
      expect(config.jobs.runInApi).toBe(false);
    }
    const postgres = service('postgres').environment;
    expect([postgres.POSTGRES_USER, postgres.POSTGRES_PASSWORD, postgres.POSTGRES_DB]).toEqual([ENV.POSTGRES_USER, ENV.POSTGRES_PASSWORD, ENV.POSTGRES_DB]);
    expect(service('postgres').volumes).toContain('pgdata:/var/lib/postgresql');
    expect(service('postgres').volumes).toContain('./deploy/postgres/initdb:/docker-entrypoint-initdb.d:ro');
    expect(existsSync(path.join(REPOSITORY_ROOT, 'deploy/postgres/roles.sql'))).toBe(true);
  });

  it('runs each API-image command from a compiled entry, after the migration, the worker and one-shots without an HTTP probe', () => {
    const defaultCommand: unknown = JSON.parse(instruction('api', 'CMD') ?? 'null');
    for (const name of API_IMAGE_SERVICES) {
      const command = service(name).command ?? defaultCommand;
      expect(Array.isArray(command) ? command.slice(0, 3) : command).toEqual(['node', '--enable-source-maps', expect.stringMatching(/^api\/dist\/[a-z-]+\.js$/)]);
      const entry = Array.isArray(command) ? String(command[2]).replace(/^api\/dist\/|\.js$/g, '') : '';
      expect(Object.keys(API_ENTRIES)).toContain(entry);
      if (name !== 'migrate') expect(service(name).depends_on?.migrate).toEqual({ condition: 'service_completed_successfully' });
      // The API processes (the inbound one too) keep the image's HTTP probe.
      if (name !== 'api' && name !== 'inbound') expect(service(name).healthcheck).toEqual({ disable: true });
    }
    expect(service('migrate').depends_on?.postgres).toEqual({ condition: 'service_healthy' });
    expect(service('seed').profiles).toEqual(['seed']);
    expect(service('seed').command).toContain('api/dist/seed.js');
    // Replies by e-mail: one API process with the SMTP listener, its port published for the MX.
    const inbound = loadApiConfig(service('inbound').environment);
    expect(inbound.inbound).toMatchObject({ host: '0.0.0.0', port: 2525 });
    expect(service('inbound').ports).toEqual(['127.0.0.1:2525:2525']);
  });

  it('runs two API replicas on the port their health check probes, reachable only through the host nginx', () => {
    const api = service('api');
    expect(api.deploy?.replicas).toBe(2);
    expect(api.ports).toBeUndefined();
    const config = loadApiConfig(api.environment);
    expect(config.host).toBe('0.0.0.0');
    expect(api.expose).toEqual([String(config.port), String(config.metricsPorts.api)]);
    expect(instruction('api', 'HEALTHCHECK')).toContain("'/api/ready'");
    expect(instruction('api', 'HEALTHCHECK')).toContain('process.env.PORT');
    expect(config.allowedOrigins).toEqual([ENV.PUBLIC_HOST_ORIGIN]);
    const host = service('host').environment;
    expect(host.API_UPSTREAM_SERVERS).toBe(`server api:${config.port} resolve max_fails=2 fail_timeout=5s;`);
    expect(host.NGINX_RESOLVER).toMatch(/^resolver 127\.0\.0\.11 valid=\d+s ipv6=off;$/);
  });

  it.each(Object.entries(STATIC_SERVERS))('%s: nginx from the static image with its own template on port %i, releases read-only, health checked', (app, port) => {
    const server = service(app);
    expect(server.build?.dockerfile).toBe('deploy/static.Dockerfile');
    expect(server.ports).toEqual([`${port}:${port}`]);
    expect(server.environment.LISTEN_PORT).toBe(String(port));
    expect(server.volumes).toEqual([`releases:${server.environment.RELEASES_ROOT}:ro`]);
    // The image holds each app's template in the folder the service names.
    const templateDir = server.environment.NGINX_ENVSUBST_TEMPLATE_DIR;
    expect(finalStage(app).instructions).toContainEqual({ keyword: 'COPY', args: `${app}/nginx.conf ${templateDir}/default.conf.template` });
    const template = readFileSync(path.join(REPOSITORY_ROOT, app, 'nginx.conf'), 'utf8');
    // Every placeholder of the config has a value, or nginx would get the literal "${NAME}".
    for (const placeholder of templatePlaceholders(template)) expect(server.environment).toHaveProperty([placeholder]);
    const healthPath = server.environment.HEALTH_PATH ?? '/healthz';
    expect(template).toContain(`location = ${healthPath} {`);
  });

  it('scrapes the metrics ports of every API replica and the worker with deploy/prometheus, in the observability profile, published on loopback only', () => {
    const prometheus = service('prometheus');
    expect(prometheus.profiles).toEqual(['observability']);
    expect(prometheus.image).toMatch(/^prom\/prometheus:v3\.\d+\.\d+$/);
    expect(prometheus.volumes).toContain('./deploy/prometheus:/etc/prometheus:ro');
    expect(prometheus.command).toContain('--config.file=/etc/prometheus/prometheus.yml');
    expect(prometheus.ports?.every((port) => port.startsWith('127.0.0.1:'))).toBe(true);
    const api = loadApiConfig(service('api').environment);
    const worker = loadApiConfig(service('worker').environment);
    expect(api.metricsPorts.api).toBeGreaterThan(0);
    expect(worker.metricsPorts.worker).toBeGreaterThan(0);
    expect(worker.host).toBe('0.0.0.0');
    expect(service('worker').expose).toEqual([String(worker.metricsPorts.worker)]);
    const scrape = SCRAPE_CONFIG.parse(parse(readFileSync(path.join(REPOSITORY_ROOT, 'deploy', 'prometheus', 'prometheus.yml'), 'utf8')));
    const discovered = (job: string) => scrape.scrape_configs.find((config) => config.job_name === job)?.dns_sd_configs;
    expect(discovered('api')).toEqual([{ names: ['api'], type: 'A', port: api.metricsPorts.api, refresh_interval: '15s' }]);
    expect(discovered('worker')).toEqual([{ names: ['worker'], type: 'A', port: worker.metricsPorts.worker, refresh_interval: '15s' }]);
    // The public proxy reaches the API port only.
    expect(service('host').environment.API_UPSTREAM_SERVERS).not.toContain(String(api.metricsPorts.api));
  });

  it('lets the host take API bodies as large as the API does, and uploads as large as the release endpoint does', () => {
    const template = readFileSync(path.join(REPOSITORY_ROOT, 'host', 'nginx.conf'), 'utf8');
    const limit = (block: string) => [...block.matchAll(/client_max_body_size\s+(\d+)m;/g)].map((match) => Number(match[1]) * 1024 * 1024);
    expect(limit(template)).toHaveLength(2);
    expect(limit(locationBlock(template, '/api/'))).toEqual([API_MAX_BODY_BYTES]);
    expect(limit(locationBlock(template, '/deploy/'))).toEqual([DEPLOY_MAX_UPLOAD_BYTES]);
    // The upload is streamed to the deploy server (no copy on nginx's disk), the API's bodies are not.
    expect(locationBlock(template, '/deploy/')).toContain('proxy_request_buffering off;');
    expect(locationBlock(template, '/api/')).toContain('proxy_request_buffering on;');
  });

  it('runs the release endpoint as the deployer: the ops image, the releases volume read-write, no published port, the host\'s nginx sending it /deploy/', () => {
    const deployer = service('deployer');
    const ops = service('ops');
    expect(deployer.profiles).toBeUndefined();
    expect([deployer.image, deployer.build]).toEqual([ops.image, ops.build]);
    expect(deployer.restart).toBe('unless-stopped');
    expect(deployer.stop_grace_period).toMatch(/^\d+s$/);
    // Runs only the deploy routes, from the file `npm run deploy-server` runs.
    const script = z.object({ scripts: z.record(z.string(), z.string()) }).parse(JSON.parse(readFileSync(path.join(REPOSITORY_ROOT, 'package.json'), 'utf8'))).scripts['deploy-server'];
    const entry = deployer.entrypoint?.at(-1) ?? '';
    expect(script).toBe(`tsx ${entry}`);
    expect(existsSync(path.join(REPOSITORY_ROOT, entry))).toBe(true);

    const config = loadConfig(deployer.environment, REPOSITORY_ROOT);
    expect(deployer.volumes).toEqual([`releases:${config.releasesDir}`]);
    expect(config.bindAddress).toBe('0.0.0.0');
    expect(deployer.ports).toBeUndefined();
    expect(deployer.expose).toEqual([String(config.deployPort)]);
    expect(config.deployLog).toEqual({ maxBytes: 4 * 1024 * 1024, keep: 5 });
    // Its health check asks the server itself whether it can write the store.
    expect(deployer.healthcheck).toMatchObject({ test: ['CMD', 'node', '-e', expect.stringContaining(`process.env.DEPLOY_PORT + '${DEPLOY_ROUTES.health}'`)] });

    // The host's nginx reaches it by its service name on that port, through Docker's DNS.
    const host = service('host').environment;
    expect(host.DEPLOYER_ORIGIN).toBe(`http://deployer:${config.deployPort}`);
    expect(host.NGINX_RESOLVER).toMatch(/^resolver 127\.0\.0\.11 /);
    // Empty in .env: no release endpoint (nginx answers /deploy/ with 503).
    expect(loadCompose({ ...ENV, DEPLOYER_ORIGIN: '' }).services.host?.environment.DEPLOYER_ORIGIN).toBe('');
  });

  it('lets only the ops tools, the deployer and the worker (the release-health job) write the releases volume, with origins the servers agree on', () => {
    const ops = service('ops');
    expect(ops.profiles).toEqual(['ops']);
    expect(ops.build?.target).toBe('build');
    expect(ops.volumes).toEqual([`releases:${ops.environment.RELEASES_DIR}`]);
    const writers = Object.entries(compose.services).filter(([, s]) => s.volumes.some((v) => /^releases:[^:]+$/.test(v)));
    expect(writers.map(([name]) => name).sort()).toEqual([...RELEASE_TOOL_SERVICES, 'worker'].sort());
    // Both release with the same origins.
    expect(loadConfig(service('deployer').environment, REPOSITORY_ROOT)).toMatchObject({ hostOrigins: [ENV.PUBLIC_HOST_ORIGIN], remotesOrigin: '', releasesDir: ops.environment.RELEASES_DIR });

    const config = loadConfig(ops.environment, REPOSITORY_ROOT);
    // The remotes are the host origin's own files unless a CDN origin is set, and the CSP agrees.
    expect(config.remotesOrigin).toBe('');
    expect(service('host').environment.REMOTES_ORIGIN).toBe(config.remotesOrigin);
    expect(config.hostOrigins).toEqual([ENV.PUBLIC_HOST_ORIGIN]);
    // The release store baked into the static image is released with the same origins.
    expect(service('host').build?.args).toEqual({ PUBLIC_HOST_ORIGINS: ops.environment.PUBLIC_HOST_ORIGINS, PUBLIC_REMOTES_ORIGIN: ops.environment.PUBLIC_REMOTES_ORIGIN });
  });

  it('names no remote: a new remote needs no service, port, template or Dockerfile line', () => {
    const remoteFolders = ['remote-search', 'remote-team', 'remote-cv', 'remote-user'];
    for (const text of [COMPOSE_TEXT, readFileSync(path.join(REPOSITORY_ROOT, 'deploy', 'static.Dockerfile'), 'utf8'), readFileSync(path.join(REPOSITORY_ROOT, 'host', 'nginx.conf'), 'utf8')]) {
      for (const folder of remoteFolders) expect(text.split('\n').filter((line) => !line.trim().startsWith('#') && line.includes(folder))).toEqual([]);
    }
  });

  it('lets the worker write the release store, as the deployer does, for the release-health job', () => {
    const worker = service('worker');
    expect(worker.volumes).toContain('releases:/srv/releases');
    expect(worker.user).toBe('root');
    const config = loadApiConfig(worker.environment);
    expect(config.releaseHealth.releasesDir).toBe('/srv/releases');
    expect(config.releaseHealth.remotesOrigin).toBe('');
  });

  it("lets the public API read the release store for the operators' page, never write it, nor run as root", () => {
    const api = service('api');
    expect(api.volumes).toEqual(['releases:/srv/releases:ro']);
    expect(api.user).toBeUndefined();
    expect(loadApiConfig(api.environment).releaseHealth.releasesDir).toBe('/srv/releases');
  });
});
