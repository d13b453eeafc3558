import type { Database } from '../db/database';
import { createAccount } from '../modules/auth/accounts';
import { hashPassword } from '../modules/auth/password';

/** The demo accounts of the embedded database (docs/product.md#running-it). */
export const DEMO_ACCOUNTS = {
  recruiter: { email: 'demo@example.com', password: 'demo-password', name: 'Demo Recruiter', teamName: 'Demo team' },
  candidate: { email: 'candidate@example.com', password: 'demo-password', name: 'Demo Candidate' },
} as const;

/** The demo promo campaign: `?utm_campaign=welcome` adds 10 credits, once per account. */
export const DEMO_CAMPAIGN = { code: 'welcome', credits: 10 } as const;

/** Credits of the demo team (the default STARTING_CREDITS). */
const DEMO_TEAM_CREDITS = 20;

/**
 * Creates the demo recruiter (owner of "Demo team"), the demo candidate and the `welcome`
 * campaign. Skips whatever already exists, so running it twice is harmless.
 */
export async function seedDemoAccounts(db: Database): Promise<void> {
  const { recruiter, candidate } = DEMO_ACCOUNTS;
  // Hashed before the transaction: see NewAccount.passwordHash.
  const accounts = await Promise.all(
    [
      { ...recruiter, kind: 'recruiter' as const },
      { ...candidate, kind: 'candidate' as const },
    ].map(async ({ password, ...account }) => ({ ...account, passwordHash: await hashPassword(password) })),
  );
  await db.transaction(async (tx) => {
    for (const account of accounts) {
      const existing = await tx.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [account.email]);
      if (existing.rowCount === 0) await createAccount(tx, account, DEMO_TEAM_CREDITS);
    }
    await tx.query('INSERT INTO campaigns (code, credits) VALUES ($1, $2) ON CONFLICT (code) DO NOTHING', [
      DEMO_CAMPAIGN.code,
      DEMO_CAMPAIGN.credits,
    ]);
  });
}
