import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { REPOSITORY_ROOT } from '../config/env';

/** The `.env` a fresh clone starts from (`cp .env.example .env`): KEY=VALUE lines. */
export function readEnvExample(file = path.join(REPOSITORY_ROOT, '.env.example')): Record<string, string> {
  const entries = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line): [string, string] => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]);
  return Object.fromEntries(entries);
}

const REFERENCE = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}|\$\$/g;

/** The `${NAME…}` references of a compose file: each name, and whether it has a default. */
export function composeReferences(text: string): Array<{ name: string; required: boolean }> {
  return [...text.matchAll(REFERENCE)]
    .filter((match) => match[1] !== undefined)
    .map((match) => ({ name: match[1] ?? '', required: match[2] === undefined || match[2].endsWith('?') }));
}

/**
 * Fills `${NAME}`, `${NAME:-default}`, `${NAME-default}`, `${NAME:?error}` and `$$` as
 * `docker compose` does; a required variable without a value throws with compose's message.
 */
export function interpolate(text: string, env: Readonly<Record<string, string>>): string {
  return text.replace(REFERENCE, (whole, name: string | undefined, operator: string | undefined, operand: string | undefined) => {
    if (name === undefined) return '$';
    const value = env[name];
    const unset = operator?.startsWith(':') ? value === undefined || value === '' : value === undefined;
    if (operator?.endsWith('?') && unset) throw new Error(`required variable ${name} is missing a value: ${operand ?? ''}`);
    if (operator?.endsWith('-') && unset) return operand ?? '';
    return value ?? '';
  });
}

const dependsOn = z.record(z.string(), z.strictObject({ condition: z.enum(['service_started', 'service_healthy', 'service_completed_successfully']) }));
const healthcheck = z.union([
  z.strictObject({ disable: z.literal(true) }),
  z.strictObject({ test: z.array(z.string()), interval: z.string(), timeout: z.string(), retries: z.number().int().positive() }),
]);

/** The part of the compose specification this project uses; unknown keys (typos) are refused. */
export const serviceSchema = z.strictObject({
  image: z.string().optional(),
  build: z.strictObject({ context: z.string(), dockerfile: z.string(), target: z.string().optional(), args: z.record(z.string(), z.string()).optional() }).optional(),
  command: z.array(z.string()).optional(),
  entrypoint: z.array(z.string()).optional(),
  profiles: z.array(z.string()).optional(),
  ports: z.array(z.string()).optional(),
  expose: z.array(z.string()).optional(),
  environment: z.record(z.string(), z.string()).default({}),
  volumes: z.array(z.string()).default([]),
  depends_on: dependsOn.optional(),
  deploy: z.strictObject({ replicas: z.number().int().positive() }).optional(),
  healthcheck: healthcheck.optional(),
  stop_grace_period: z.string().optional(),
  /** The account the container runs as (the worker: the releases volume's writer). */
  user: z.string().optional(),
  restart: z.enum(['no', 'always', 'on-failure', 'unless-stopped']).optional(),
});

export type ComposeService = z.infer<typeof serviceSchema>;

const composeSchema = z.object({
  name: z.string(),
  services: z.record(z.string(), serviceSchema),
  volumes: z.record(z.string(), z.unknown()),
});

export type ComposeFile = z.infer<typeof composeSchema>;

/** Interpolates every string of a parsed YAML document (compose fills values in after parsing). */
function interpolateValues(value: unknown, env: Readonly<Record<string, string>>): unknown {
  if (typeof value === 'string') return interpolate(value, env);
  if (Array.isArray(value)) return value.map((item) => interpolateValues(item, env));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolateValues(item, env)]));
  return value;
}

/** docker-compose.yml as `docker compose config` would see it with `env` as the .env file. */
export function loadCompose(env: Readonly<Record<string, string>>, file = path.join(REPOSITORY_ROOT, 'docker-compose.yml')): ComposeFile {
  const parsed = interpolateValues(parse(readFileSync(file, 'utf8'), { merge: true }), env);
  // Extension fields (x-…) hold the anchors only.
  const withoutExtensions = typeof parsed === 'object' && parsed !== null ? Object.fromEntries(Object.entries(parsed).filter(([key]) => !key.startsWith('x-'))) : parsed;
  return composeSchema.parse(withoutExtensions);
}
