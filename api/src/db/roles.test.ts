import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ConfigError, loadConfig } from '../config/env';
import { storeTestResume } from '../modules/cv/testing';
import { createTestApp, signUp, testConfig } from '../testing/app';
import { migrateConfigured } from './migrate-configured';
import { openPostgres } from './postgres';
import { administer, withDatabaseName } from './testing';

const ROLES_SQL = readFileSync(path.resolve(__dirname, '../../../deploy/postgres/roles.sql'), 'utf8');
const serverUrl = process.env.DATABASE_URL;

describe('secrets from files (<NAME>_FILE)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'api-secrets-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads each connection URL from its file, as a mounted secret', () => {
    writeFileSync(path.join(dir, 'db'), 'postgres://app:s3cret@db:5432/platform\n');
    writeFileSync(path.join(dir, 'owner'), 'postgres://owner:0wner@db:5432/platform');
    const config = loadConfig({ DATABASE_URL_FILE: path.join(dir, 'db'), MIGRATION_DATABASE_URL_FILE: path.join(dir, 'owner') });
    expect(config.databaseUrl).toBe('postgres://app:s3cret@db:5432/platform');
    expect(config.migrationDatabaseUrl).toBe('postgres://owner:0wner@db:5432/platform');
  });

  it('names the variable when its file is missing or empty, or the variable is set twice', () => {
    writeFileSync(path.join(dir, 'empty'), '');
    const message = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env);
      } catch (error) {
        if (error instanceof ConfigError) return error.message;
        throw error;
      }
      throw new Error('accepted');
    };
    expect(message({ DATABASE_URL_FILE: path.join(dir, 'nothing') })).toContain(`DATABASE_URL_FILE: cannot read ${path.join(dir, 'nothing')} (ENOENT)`);
    expect(message({ SMTP_URL_FILE: path.join(dir, 'empty') })).toContain('SMTP_URL_FILE: ');
    expect(message({ DATABASE_URL: 'postgres://a@b/c', DATABASE_URL_FILE: path.join(dir, 'empty') })).toContain('DATABASE_URL is set as well');
    expect(message({ MIGRATION_DATABASE_URL: 'postgres://owner@db/platform' })).toContain('MIGRATION_DATABASE_URL: needs DATABASE_URL');
  });
});

// Roles are the server's own: only against a PostgreSQL server (PGlite has one role).
if (serverUrl !== undefined && serverUrl !== '') {
  describe('least privilege on a PostgreSQL server (deploy/postgres/roles.sql)', () => {
    const suffix = randomBytes(5).toString('hex');
    const database = `api_roles_${suffix}`;
    const owner = `platform_owner_${suffix}`;
    const appRole = `platform_app_${suffix}`;
    const as = (role: string) => {
      const url = new URL(withDatabaseName(serverUrl, database));
      url.username = role;
      url.password = `pw-${suffix}`;
      return url.toString();
    };

    beforeAll(async () => {
      await administer(serverUrl, `CREATE DATABASE ${database}`);
      const client = new pg.Client({ connectionString: withDatabaseName(serverUrl, database) });
      await client.connect();
      try {
        await client.query(
          `SELECT set_config('platform.owner_role', $1, false), set_config('platform.app_role', $2, false),
                  set_config('platform.owner_password', $3, false), set_config('platform.app_password', $3, false)`,
          [owner, appRole, `pw-${suffix}`],
        );
        await client.query(ROLES_SQL);
      } finally {
        await client.end();
      }
    }, 60_000);

    afterAll(async () => {
      await administer(serverUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await administer(serverUrl, `DROP ROLE IF EXISTS ${appRole}`);
      await administer(serverUrl, `DROP ROLE IF EXISTS ${owner}`);
    }, 60_000);

    it('migrates as the owner; the API then runs as the app role, which can neither drop a table nor read pg_authid', async () => {
      const config = { ...testConfig(), databaseUrl: as(appRole), migrationDatabaseUrl: as(owner) };
      const db = await openPostgres(as(appRole));
      try {
        expect((await migrateConfigured(config, db)).length).toBeGreaterThan(0);
        // The API works on its rows: a registration writes a user, a team and a session.
        const app = await createTestApp(db, config);
        try {
          const { session } = await signUp(app, { kind: 'recruiter' });
          expect(session.user.email).toContain('@example.test');
          // A team's CV: its commit bumps the search's change counters, the team's own made then (migration 168).
          const teamId = session.team?.id ?? null;
          await storeTestResume(db, { basics: { name: 'App Role Import' } }, { type: 'imported', teamId, visibility: 'hidden' });
          const counted = await db.query<{ n: number }>('SELECT changes::int AS n FROM search_team_changes WHERE team_id = $1', [teamId]);
          expect(counted.rows).toEqual([{ n: 1 }]);
        } finally {
          await app.close();
        }
        await expect(db.query('DROP TABLE users CASCADE')).rejects.toMatchObject({ code: '42501' });
        await expect(db.query('CREATE TABLE intruder (id int)')).rejects.toMatchObject({ code: '42501' });
        await expect(db.query('SELECT rolpassword FROM pg_authid')).rejects.toMatchObject({ code: '42501' });
        expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0]?.n).toBeGreaterThan(0);
      } finally {
        await db.close();
      }
    }, 120_000);

    it('without MIGRATION_DATABASE_URL the app role cannot migrate: the schema is the owner’s', async () => {
      const db = await openPostgres(as(appRole));
      try {
        await expect(db.query('ALTER TABLE users ADD COLUMN intruder int')).rejects.toMatchObject({ code: '42501' });
      } finally {
        await db.close();
      }
    });
  });
}
