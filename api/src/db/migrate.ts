import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../runtime-files';
import type { Database } from './database';
import { splitSqlStatements } from './split-sql';

/** Where the numbered migration files live: `api/migrations/NNN_name.sql` (in the bundle: `<dist>/migrations`). */
export { MIGRATIONS_DIR };

/** An arbitrary constant naming the advisory lock that serialises migrations. */
const MIGRATION_LOCK_KEY = 7_260_001;

const MIGRATION_FILE = /^(\d{3})_[a-z0-9_]+\.sql$/;

/** The migration files in the order they apply (by number, then name). */
export function listMigrations(dir: string = MIGRATIONS_DIR): string[] {
  const files = readdirSync(dir).filter((name) => name.endsWith('.sql'));
  const invalid = files.filter((name) => !MIGRATION_FILE.test(name));
  if (invalid.length > 0) {
    throw new Error(`Migration files must be named NNN_snake_case.sql; found ${invalid.join(', ')} in ${dir}.`);
  }
  return files.sort();
}

/**
 * Brings the schema up to date: runs every migration not yet recorded in `schema_migrations`, in
 * order, each in its own transaction (a failing file leaves nothing half-applied).
 *
 * @returns the names of the migrations applied by this call.
 */
export async function migrate(db: Database, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await db.query(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       name text PRIMARY KEY,
       applied_at timestamptz NOT NULL DEFAULT now()
     )`,
  );
  const done = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
  const applied = new Set(done.rows.map((row) => row.name));
  const ran: string[] = [];
  for (const file of listMigrations(dir)) {
    if (applied.has(file)) continue;
    const statements = splitSqlStatements(readFileSync(join(dir, file), 'utf8'));
    const appliedNow = await db.transaction(async (tx) => {
      // Two API processes starting on one server at once: the second waits, then sees it done.
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const recorded = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
      if (recorded.rowCount > 0) return false;
      for (const statement of statements) {
        try {
          await tx.query(statement);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          throw new Error(`Migration ${file} failed: ${reason}\n--- statement ---\n${statement}`, { cause: error });
        }
      }
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      return true;
    });
    if (appliedNow) ran.push(file);
  }
  return ran;
}
