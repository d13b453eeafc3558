import type { AppName } from '@platform/contract';
import { loadConfig } from '../config/env';
import { abortRollout, promoteRollout } from '../releases';
import { auditNoteOf, requireReason } from './audit-note';
import type { CliIo } from './cli-io';
import type { ReleaseFlags } from './release-flags';

/** `npm run release -- <remote> --promote` and `--abort --reason <why>`. */
export async function runRolloutAction(app: AppName, flags: ReleaseFlags, io: CliIo): Promise<number> {
  const config = loadConfig(io.env, io.rootDir);
  const context = { releasesDir: config.releasesDir, remotesOrigin: config.remotesOrigin, audit: auditNoteOf(io.env, flags.reason) };
  if (flags.promote) {
    const { from, to } = await promoteRollout(context, app);
    io.out(`${app}: the canary ${to} is now current for everyone (was ${from}). Undo with: npm run rollback -- ${app} --reason "<why>"`);
    return 0;
  }
  requireReason(flags.reason, `npm run release -- ${app} --abort`);
  const { from, to } = await abortRollout(context, app);
  io.out(`${app}: the canary ${from} is aborted; everyone is back on ${to}. ${from} is withdrawn (never a fallback).`);
  return 0;
}
