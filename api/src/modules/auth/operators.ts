import type { Queryable } from '../../db/database';

/**
 * Platform operators (`npm run operators`): the people who run the platform's releases, a role
 * of the platform and not of any team. The session says whether its user is one
 * (`session.user.operator`); the shell then lets them load any released version of any remote
 * in their own browser (docs/deploy-and-rollback.md#overrides).
 */

/** One operator as `npm run operators` lists them. */
export interface Operator {
  email: string;
  name: string;
  grantedAt: Date;
}

/** What a grant or a revocation did: `unknown` when no account has the address. */
export type OperatorChange = 'granted' | 'already-operator' | 'revoked' | 'not-operator' | 'unknown';

/** The account of an e-mail address (any case), or undefined. */
async function userIdOf(db: Queryable, email: string): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM users WHERE lower(email) = lower($1)', [email.trim()]);
  return rows[0]?.id;
}

/** Makes the account of `email` an operator; granting it twice changes nothing. */
export async function grantOperator(db: Queryable, email: string): Promise<OperatorChange> {
  const userId = await userIdOf(db, email);
  if (userId === undefined) return 'unknown';
  const { rowCount } = await db.query('INSERT INTO platform_operators (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING', [userId]);
  return rowCount === 0 ? 'already-operator' : 'granted';
}

/** Takes the operator role from the account of `email`; revoking it twice changes nothing. */
export async function revokeOperator(db: Queryable, email: string): Promise<OperatorChange> {
  const userId = await userIdOf(db, email);
  if (userId === undefined) return 'unknown';
  const { rowCount } = await db.query('DELETE FROM platform_operators WHERE user_id = $1', [userId]);
  return rowCount === 0 ? 'not-operator' : 'revoked';
}

/** Every operator, the longest-standing first. */
export async function listOperators(db: Queryable): Promise<Operator[]> {
  const { rows } = await db.query<{ email: string; name: string; granted_at: Date }>(
    `SELECT u.email, u.name, o.granted_at
       FROM platform_operators o JOIN users u ON u.id = o.user_id
      ORDER BY o.granted_at, u.email`,
  );
  return rows.map((row) => ({ email: row.email, name: row.name, grantedAt: row.granted_at }));
}
