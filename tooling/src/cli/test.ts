/**
 * `npm test`: every check the project has, in the order that fails fastest:
 * lint → import cycles (dependency-cruiser, `npm run lint:cycles`) → types → unit and integration tests (Jest) → production build → the production topology
 * on real servers (`npm run topology`: PostgreSQL primary + replica, two API processes, a worker,
 * nginx; about 2–3 minutes) → browser tests of the composed platform (e2e/, headless Chromium).
 *
 * `npm test -- --skip-build` reuses existing `<app>/dist` folders (local iteration only).
 */
import './require-node';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const skipBuild = process.argv.includes('--skip-build');

interface Step {
  title: string;
  command: string;
  args: string[];
}

const steps: Step[] = [
  { title: 'lint', command: 'npx', args: ['eslint', '--max-warnings', '0', '.'] },
  { title: 'import cycles', command: 'npm', args: ['run', '--silent', 'lint:cycles'] },
  { title: 'typecheck', command: 'npx', args: ['tsc', '-p', 'tsconfig.json'] },
  { title: 'unit and integration tests', command: 'npx', args: ['jest', '--maxWorkers=2'] },
  ...(skipBuild ? [] : [{ title: 'production build', command: 'npx', args: ['tsx', 'tooling/src/cli/build.ts'] }]),
  { title: 'production topology (real servers)', command: 'npx', args: ['tsx', 'tooling/src/cli/topology.ts'] },
  { title: 'browser tests', command: 'npx', args: ['tsx', 'e2e/run.ts'] },
];

const results: Array<{ title: string; ok: boolean; seconds: number }> = [];
for (const step of steps) {
  console.log(`\n=== ${step.title} ===`);
  const started = performance.now();
  const run = spawnSync(step.command, step.args, { cwd: ROOT, stdio: 'inherit', env: process.env });
  const ok = run.status === 0;
  results.push({ title: step.title, ok, seconds: (performance.now() - started) / 1000 });
  if (!ok) break;
}

console.log('\n=== summary ===');
for (const result of results) console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.title} (${result.seconds.toFixed(1)} s)`);
process.exit(results.every((result) => result.ok) && results.length === steps.length ? 0 : 1);
