import './require-node';
import { loadConfig } from '../config/env';
import { changeRollout, isAppName, parsePercent } from '../releases';
import { auditNoteOf, takeReason } from './audit-note';
import { runAsMain, type CliCommand } from './cli-io';

const USAGE = `Usage: npm run rollout -- <remote> <percent> [--reason <why>]
Changes the share of visitors (0-100) served a remote's canary (started with npm run release -- <remote> --canary <percent>).
A visitor keeps their version while the share grows; lowering it moves some canary visitors back to the stable version.
End the rollout with: npm run release -- <remote> --promote, or --abort --reason <why>.`;

/** `npm run rollout -- <remote> <percent>`. */
export const rolloutCommand: CliCommand = async (args, io) => {
  const { rest, reason } = takeReason(args);
  const [app, percentText, ...extra] = rest;
  if (app === '--help' || app === '-h') {
    io.out(USAGE);
    return 0;
  }
  if (app === undefined || percentText === undefined || extra.length > 0 || !isAppName(app)) {
    io.err(app === undefined ? USAGE : `Unknown remote or arguments: "${args.join(' ')}".\n${USAGE}`);
    return 2;
  }
  const percent = parsePercent(percentText, 'The share');
  const config = loadConfig(io.env, io.rootDir);
  const { version, from, to } = await changeRollout(
    { releasesDir: config.releasesDir, remotesOrigin: config.remotesOrigin, audit: auditNoteOf(io.env, reason) },
    app,
    percent,
  );
  io.out(
    from === to
      ? `${app}: the canary ${version} already serves ${to} % of visitors; nothing changed.`
      : `${app}: the canary ${version} now serves ${to} % of visitors (was ${from} %).${to < from ? ' Some of its visitors go back to the stable version.' : ''} Open tabs follow on their next navigation.`,
  );
  return 0;
};

if (require.main === module) runAsMain(rolloutCommand);
