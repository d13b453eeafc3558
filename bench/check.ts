/**
 * `npm run bench:check`: every budget of bench/budgets.json against the latest bench results
 * (per part, the newest run that measured it). Exits 1 when a budget fails or has no figure.
 */
import { evaluateBudgets, readBudgets } from './src/budgets/budgets';
import { latestResults, listResults } from './src/report/results-file';

function main(): number {
  const latest = latestResults(listResults());
  if (!latest) {
    process.stderr.write('No results in bench/results/: run npm run bench first.\n');
    return 1;
  }
  const checks = evaluateBudgets(readBudgets(), latest.results);
  for (const [part, file] of Object.entries(latest.sources)) process.stdout.write(`${part.padEnd(10)} from ${file}\n`);
  process.stdout.write('\n');
  for (const check of checks) {
    const mark = check.status === 'pass' ? 'ok  ' : check.status === 'fail' ? 'FAIL' : 'MISS';
    process.stdout.write(`${mark} ${check.label}: ${check.measured} (limit ${check.limit})${check.note && check.status !== 'pass' ? ` — ${check.note}` : ''}\n`);
  }
  const failed = checks.filter((check) => check.status !== 'pass');
  process.stdout.write(`\n${checks.length - failed.length}/${checks.length} budgets met.\n`);
  return failed.length === 0 ? 0 : 1;
}

process.exit(main());
