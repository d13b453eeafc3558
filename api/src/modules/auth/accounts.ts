import type { AccountKind } from '@platform/contract';
import type { Queryable } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { ApiError } from '../../http/errors';

/** What it takes to open an account. */
export interface NewAccount {
  email: string;
  /**
   * The password already hashed (`hashPassword`). Hashing takes ~130 ms of CPU: done inside
   * the transaction, it held the embedded database's only session that long, and every other
   * query of the site waited behind a burst of sign-ups.
   */
  passwordHash: string;
  name: string;
  kind: AccountKind;
  /** Name of the recruiter's new team; defaults to "<name>'s team". */
  teamName?: string | undefined;
  locale?: 'en' | 'ru' | undefined;
  /** `false` for self-registration (a link is mailed to verify it); the seed's accounts are verified. */
  emailVerified?: boolean;
}

/** The ids of a created account. */
export interface CreatedAccount {
  userId: string;
  teamId: string | null;
}

/**
 * Creates a user; a recruiter also gets a new team with `startingCredits`, as its owner.
 * Run it inside a transaction so a failure leaves no user without a team.
 *
 * @throws ApiError 409 `email_taken` when the e-mail (in any letter case) is registered.
 */
export async function createAccount(tx: Queryable, account: NewAccount, startingCredits: number): Promise<CreatedAccount> {
  let userId: string;
  try {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, name, kind, locale, email_verified_at)
       VALUES ($1, $2, $3, $4, $5, CASE WHEN $6 THEN now() END) RETURNING id`,
      [account.email, account.passwordHash, account.name, account.kind, account.locale ?? 'en', account.emailVerified ?? true],
    );
    const row = rows[0];
    if (row === undefined) throw new Error('INSERT INTO users returned no row');
    userId = row.id;
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ApiError(409, 'email_taken', 'An account with this e-mail already exists.', [
        { path: 'email', message: 'An account with this e-mail already exists.' },
      ]);
    }
    throw error;
  }
  if (account.kind === 'candidate') return { userId, teamId: null };
  const { rows } = await tx.query<{ id: string }>(
    'INSERT INTO teams (name, credits) VALUES ($1, $2) RETURNING id',
    [account.teamName ?? `${account.name}'s team`, startingCredits],
  );
  const team = rows[0];
  if (team === undefined) throw new Error('INSERT INTO teams returned no row');
  await tx.query(`INSERT INTO team_members (team_id, user_id, role) VALUES ($1, $2, 'owner')`, [team.id, userId]);
  return { userId, teamId: team.id };
}

/** Finds a user by e-mail, in any letter case. */
export async function findUserByEmail(
  db: Queryable,
  email: string,
): Promise<{ id: string; password_hash: string } | null> {
  const { rows } = await db.query<{ id: string; password_hash: string }>(
    'SELECT id, password_hash FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  return rows[0] ?? null;
}
