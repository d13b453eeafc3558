import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../../../db/migrate';
import { splitSqlStatements } from '../../../db/split-sql';
import { describeEachDatabase } from '../../../db/testing';

/** Thrown to roll the test's transaction back once its checks have run. */
class Rollback extends Error {}

/**
 * Migration 090 on favourites kept the old way (a list was a name on each row): it runs in a
 * schema of its own, inside a transaction that is rolled back, over a copy of the old table.
 */
describeEachDatabase('favourites migration 090', (getDb) => {
  it('turns list names into lists, keeps every favourite, and renames names equal but for their case', async () => {
    const schema = `legacy_${randomBytes(4).toString('hex')}`;
    const migration = splitSqlStatements(readFileSync(join(MIGRATIONS_DIR, '090_favourite_lists.sql'), 'utf8'));
    let lists: Array<{ email: string; name: string; is_default: boolean; count: number }> = [];
    await expect(
      getDb().transaction(async (tx) => {
        await tx.query(`CREATE SCHEMA ${schema}`);
        await tx.query(`SET LOCAL search_path TO ${schema}, public`);
        await tx.query(
          `CREATE TABLE favourites (
             user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
             list text NOT NULL CHECK (btrim(list) <> ''),
             resume_type text NOT NULL, resume_id bigint NOT NULL,
             name text NOT NULL DEFAULT '', title text NOT NULL DEFAULT '', city text NOT NULL DEFAULT '',
             created_at timestamptz NOT NULL DEFAULT now(),
             PRIMARY KEY (user_id, list, resume_type, resume_id))`,
        );
        const user = async (email: string) =>
          (await tx.query<{ id: string }>(`INSERT INTO users (email, password_hash, name, kind) VALUES ($1, 'x', 'Legacy', 'recruiter') RETURNING id`, [email])).rows[0]?.id;
        const ann = await user(`ann-${schema}@example.test`);
        const bob = await user(`bob-${schema}@example.test`);
        const rows: Array<[string | undefined, string, number, string]> = [
          [ann, 'default', 1, '2024-01-01'],
          [ann, 'Go', 2, '2024-01-02'],
          [ann, 'go', 3, '2024-01-03'],
          [ann, 'go', 4, '2024-01-04'],
          [bob, 'Default', 5, '2024-01-05'],
        ];
        for (const [userId, list, id, at] of rows) {
          await tx.query(`INSERT INTO favourites (user_id, list, resume_type, resume_id, created_at) VALUES ($1, $2, 'internal', $3, $4)`, [userId, list, id, at]);
        }
        for (const statement of migration) await tx.query(statement);
        lists = (
          await tx.query<{ email: string; name: string; is_default: boolean; count: number }>(
            `SELECT split_part(u.email, '-', 1) AS email, l.name, l.is_default, count(f.resume_id) AS count
               FROM favourite_lists l JOIN users u ON u.id = l.user_id LEFT JOIN favourites f ON f.list_id = l.id
              WHERE l.user_id IN ($1, $2) GROUP BY u.email, l.id, l.name, l.is_default ORDER BY u.email, l.id`,
            [ann, bob],
          )
        ).rows;
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    expect(lists).toEqual([
      { email: 'ann', name: 'default', is_default: true, count: 1 },
      { email: 'ann', name: 'Go', is_default: false, count: 1 },
      { email: 'ann', name: 'go (2)', is_default: false, count: 2 },
      // Not the default list, and its name would be the default list's: renamed.
      { email: 'bob', name: 'Default (1)', is_default: false, count: 1 },
    ]);
  });
});
