import { readFileSync } from 'node:fs';

/**
 * The variables that carry secrets (passwords inside connection URLs). Each may instead be given
 * as `<NAME>_FILE`, the path of a file holding the value, as Docker and Kubernetes secrets are
 * mounted: the secret then never appears in the process's environment or `docker inspect`.
 */
export const SECRET_VARIABLES = ['DATABASE_URL', 'DATABASE_READ_URL', 'MIGRATION_DATABASE_URL', 'SMTP_URL'] as const;

/**
 * Returns the environment with each `<NAME>_FILE` replaced by `<NAME>` read from that file (one
 * trailing newline dropped). Problems are collected, not thrown, so one message names them all.
 */
export function readSecretFiles(env: Record<string, string>): { env: Record<string, string>; problems: string[] } {
  const fileVariables = new Set<string>(SECRET_VARIABLES.map((name) => `${name}_FILE`));
  const resolved: Record<string, string> = Object.fromEntries(Object.entries(env).filter(([name]) => !fileVariables.has(name)));
  const problems: string[] = [];
  for (const name of SECRET_VARIABLES) {
    const file = env[`${name}_FILE`];
    if (file === undefined) continue;
    if (env[name] !== undefined) {
      problems.push(`  ${name}_FILE: ${name} is set as well; set one of them`);
      continue;
    }
    try {
      const value = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
      if (value === '') problems.push(`  ${name}_FILE: ${file} is empty`);
      else resolved[name] = value;
    } catch (error) {
      const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : 'unreadable';
      problems.push(`  ${name}_FILE: cannot read ${file} (${code})`);
    }
  }
  return { env: resolved, problems };
}
