import { userInfo } from 'node:os';
import { type AuditNote, ReleaseError } from '../releases';

/** The operator a command's audit line names: `RELEASE_ACTOR`, else the account running the command. */
function operatorOf(env: NodeJS.ProcessEnv): string {
  const named = env.RELEASE_ACTOR?.trim() || env.USER?.trim() || env.LOGNAME?.trim();
  if (named) return named;
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}

/** Who (the operator) and why (`--reason`) for a command's audit line. */
export function auditNoteOf(env: NodeJS.ProcessEnv, reason: string | undefined): AuditNote {
  const trimmed = reason?.trim();
  return { actor: { kind: 'person', name: operatorOf(env) }, ...(trimmed ? { reason: trimmed } : {}) };
}

/** Takes `--reason <text>` out of the arguments. */
export function takeReason(args: readonly string[]): { rest: string[]; reason?: string } {
  const index = args.indexOf('--reason');
  if (index < 0) return { rest: [...args] };
  const reason = args[index + 1];
  if (reason === undefined || reason.startsWith('--')) throw new ReleaseError('INVALID_ARGUMENT', '--reason needs a value.');
  return { rest: [...args.slice(0, index), ...args.slice(index + 2)], reason };
}

/** Refuses a change that must say why (a rollback, an abort) when no reason was given. */
export function requireReason(reason: string | undefined, command: string): string {
  if (!reason?.trim()) throw new ReleaseError('INVALID_ARGUMENT', `A reason is required, for the audit: ${command} --reason "<why>".`);
  return reason.trim();
}
