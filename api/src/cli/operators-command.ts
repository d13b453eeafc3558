import type { Queryable } from '../db/database';
import { grantOperator, listOperators, type OperatorChange, revokeOperator } from '../modules/auth/operators';

export const OPERATORS_USAGE = `Usage: npm run operators [-- grant <email> | revoke <email>]

Platform operators may load any released version of any remote in their own browser (overrides).
  (no arguments)   lists the operators
  grant <email>    makes the account with this e-mail an operator
  revoke <email>   takes the role back`;

/** A command line of `npm run operators`, understood. */
export type OperatorsCommand = DatabaseCommand | { kind: 'help' } | { kind: 'usage-error'; message: string };

/** A command that reads or changes the operators. */
export type DatabaseCommand = { kind: 'list' } | { kind: 'grant' | 'revoke'; email: string };

/** What a command printed and its exit code. */
export interface CommandOutput {
  code: number;
  out: string[];
  err: string[];
}

/** Reads the arguments (nothing is opened for a bad command line). */
export function parseOperatorsArgs(args: readonly string[]): OperatorsCommand {
  const [command, email, ...extra] = args;
  if (command === undefined || command === 'list') {
    return email === undefined ? { kind: 'list' } : { kind: 'usage-error', message: '"list" takes no argument.' };
  }
  if (command === '--help' || command === '-h') return { kind: 'help' };
  if (command !== 'grant' && command !== 'revoke') return { kind: 'usage-error', message: `Unknown command "${command}".` };
  if (email === undefined || email.trim() === '' || extra.length > 0) return { kind: 'usage-error', message: `"${command}" takes one e-mail address.` };
  return { kind: command, email: email.trim() };
}

const MESSAGES: Record<OperatorChange, (email: string) => string> = {
  granted: (email) => `${email} is now a platform operator (from their next page load).`,
  'already-operator': (email) => `${email} is already a platform operator: nothing changed.`,
  revoked: (email) => `${email} is no longer a platform operator (from their next page load).`,
  'not-operator': (email) => `${email} is not a platform operator: nothing changed.`,
  unknown: (email) => `No account has the e-mail ${email}: nothing changed. The person signs up first; then run this again.`,
};

/** Runs `npm run operators` on an open database: lists, grants or revokes. */
export async function runOperatorsCommand(db: Queryable, command: DatabaseCommand): Promise<CommandOutput> {
  switch (command.kind) {
    case 'list': {
      const operators = await listOperators(db);
      if (operators.length === 0) return { code: 0, out: ['No platform operators. Grant the role with: npm run operators -- grant <email>'], err: [] };
      return { code: 0, out: operators.map((operator) => `${operator.email}  ${operator.name}  since ${operator.grantedAt.toISOString()}`), err: [] };
    }
    case 'grant':
    case 'revoke': {
      const change = command.kind === 'grant' ? await grantOperator(db, command.email) : await revokeOperator(db, command.email);
      const message = MESSAGES[change](command.email);
      return change === 'unknown' ? { code: 1, out: [], err: [message] } : { code: 0, out: [message], err: [] };
    }
  }
}
