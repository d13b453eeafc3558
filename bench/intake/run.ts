/**
 * CV file intake benchmark: N files (PDF and DOCX, English and Russian) read and recognised, then
 * imported as `save=true` does (text, fields, CV and original committed) into a fresh PostgreSQL
 * database, one after another. Prints one JSON line.
 *
 *   npx tsx bench/intake/run.ts [--files 1000] [--search-cvs 20000] [--database-url postgres://…/postgres]
 *
 * Budget (bench/budgets.json, "intake"): ≥ 20 files/s imported, peak RSS < 600 MB, at 1 000 files;
 * a recruiter's search p95 while they are imported ≤ 1.2× idle, over 20 000 CVs.
 */
import { parseArgs } from 'node:util';
import { runIntakeBench } from '../src/api/intake-bench';
import { DEFAULT_POSTGRES_URL } from '../src/api/postgres-database';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { files: { type: 'string', default: '1000' }, 'search-cvs': { type: 'string', default: '20000' }, 'database-url': { type: 'string', default: DEFAULT_POSTGRES_URL } },
  });
  const files = Number(values.files);
  if (!Number.isInteger(files) || files < 1) throw new Error(`--files must be a whole number, got ${values.files}`);
  const searchCvs = Number(values['search-cvs']);
  if (!Number.isInteger(searchCvs) || searchCvs < 1) throw new Error(`--search-cvs must be a whole number, got ${values['search-cvs']}`);
  console.log(JSON.stringify(await runIntakeBench(files, values['database-url'], searchCvs)));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
