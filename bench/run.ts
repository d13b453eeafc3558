/** `npm run bench`: see bench/README.md. */
import { parseOptions, USAGE } from './src/cli/options';
import { runBench } from './src/run-bench';

async function main(): Promise<number> {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    process.stdout.write(USAGE);
    return 0;
  }
  let options;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  const file = await runBench(options);
  process.stdout.write(`Results: ${file}\nReport:  bench/results/latest.md\nBudgets: npm run bench:check\n`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
