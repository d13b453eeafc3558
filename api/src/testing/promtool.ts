import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Prometheus's checker, from Debian's `prometheus` package (CI installs it). */
const PROMTOOL = '/usr/bin/promtool';

/** Fails (never skips) when promtool is missing, saying how to install it. */
export function requirePromtool(): void {
  if (!existsSync(PROMTOOL)) throw new Error(`${PROMTOOL} is missing: the metrics and alert rules cannot be checked. Install it with: apt-get install prometheus`);
}

/** What one promtool run printed, and its exit code. */
export interface PromtoolResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `promtool <args>` with `input` on its standard input. */
export function runPromtool(args: readonly string[], input = ''): Promise<PromtoolResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(PROMTOOL, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

/**
 * Gauges that prom-client's default metrics name with a `_total` suffix, which promtool's lint
 * reserves for counters: its naming, not ours, and renaming them would break every Node.js dashboard.
 */
const PROM_CLIENT_LINT_EXCEPTIONS = ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'];

/**
 * `promtool check metrics` of a scrape: parse errors and lint problems, less prom-client's own
 * naming of its default gauges. Empty: the text is valid exposition format and lints clean.
 */
export async function metricsProblems(text: string): Promise<string[]> {
  const { code, stdout, stderr } = await runPromtool(['check', 'metrics'], text);
  if (code === 0) return [];
  const lines = `${stdout}\n${stderr}`.split('\n').map((line) => line.trim()).filter((line) => line !== '');
  const problems = lines.filter((line) => !PROM_CLIENT_LINT_EXCEPTIONS.some((name) => line.startsWith(`${name} non-counter metrics should not have "_total" suffix`)));
  return problems.length === 0 && code === 3 ? [] : problems.length === 0 ? [`promtool exited with ${code}`] : problems;
}
