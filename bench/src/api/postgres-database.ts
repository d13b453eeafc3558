import pg from 'pg';

/** The server the PostgreSQL rows use (README: trust auth on 127.0.0.1 on this machine kind). */
export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** `work_mem` of the bench's databases, as the compose file gives its server. */
const BENCH_WORK_MEM = '32MB';

/** Creates database `name` on the server if it does not exist (the bench never drops a database it did not name). */
export async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
    // As docker-compose.yml starts PostgreSQL (docs/operations.md, "Database memory"): a broad
    // search's bitmap of matches stays exact. The buffers (shared_buffers) are the server's own.
    await client.query(`ALTER DATABASE ${name} SET work_mem = '${BENCH_WORK_MEM}'`);
  } finally {
    await client.end();
  }
  return databaseUrl(serverUrl, name);
}

/** Whether a PostgreSQL server answers at the URL. */
export async function postgresReachable(serverUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
