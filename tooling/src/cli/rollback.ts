import './require-node';
import { loadConfig } from '../config/env';
import { isAppName, rollBackApp } from '../releases';
import { auditNoteOf, requireReason, takeReason } from './audit-note';
import { runAsMain, type CliCommand } from './cli-io';

const USAGE = `Usage: npm run rollback -- <app> [version] --reason <why>
Makes another release of one app current. Without a version: the version that was current before
the last change (a release or a rollback), as kubectl rollout undo. A target whose folder is gone
or whose files no longer match their recorded digest is refused, and nothing changes.
Other apps are not touched. The reason is required: it goes to the audit with the operator's name
(RELEASE_ACTOR, else the account running the command). Apps: host, remote-<name>. List versions with: npm run releases`;

/** `npm run rollback -- <app> [version]`. */
export const rollbackCommand: CliCommand = async (args, io) => {
  const { rest, reason } = takeReason(args);
  const [app, version, ...extra] = rest;
  if (app === '--help' || app === '-h') {
    io.out(USAGE);
    return 0;
  }
  if (app === undefined || extra.length > 0 || !isAppName(app)) {
    io.err(app === undefined ? USAGE : `Unknown app or extra arguments: "${args.join(' ')}".\n${USAGE}`);
    return 2;
  }
  requireReason(reason, `npm run rollback -- ${app}${version ? ` ${version}` : ''}`);
  const config = loadConfig(io.env, io.rootDir);
  const result = await rollBackApp({ releasesDir: config.releasesDir, remotesOrigin: config.remotesOrigin, audit: auditNoteOf(io.env, reason) }, app, version);
  io.out(
    result.from === result.to
      ? `${app} ${result.to} was already current; nothing changed.`
      : `${app}: ${result.to} is now current (was ${result.from}). Open tabs switch on their next navigation.`,
  );
  return 0;
};

if (require.main === module) runAsMain(rollbackCommand);
