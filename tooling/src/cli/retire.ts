import { loadConfig } from '../config/env';
import { isAppName, remoteNameOf, retireRemote } from '../releases';
import { auditNoteOf, takeReason } from './audit-note';
import { runAsMain, type CliCommand } from './cli-io';

const USAGE = `Usage: npm run retire -- <remote-name>
Takes a remote off the site in one switch: its entry, pages, header entries and dashboard widgets
leave /remotes.json (open tabs drop them on their next full load), then its release folders are
deleted and its deploy tokens revoked. The host and the other remotes are not touched. Releasing it
again registers it anew.`;

/** `npm run retire -- <remote-name>`. */
export const retireCommand: CliCommand = async (args, io) => {
  const { rest, reason } = takeReason(args);
  const [app, ...extra] = rest;
  if (app === '--help' || app === '-h') {
    io.out(USAGE);
    return 0;
  }
  if (app === undefined || extra.length > 0 || !isAppName(app) || remoteNameOf(app) === undefined) {
    io.err(app === undefined ? USAGE : `"${args.join(' ')}" is not one remote (remote-<name>).\n${USAGE}`);
    return 2;
  }
  const config = loadConfig(io.env, io.rootDir);
  const result = await retireRemote({ releasesDir: config.releasesDir, remotesOrigin: config.remotesOrigin, audit: auditNoteOf(io.env, reason) }, app);
  const tokens = result.revokedTokens.length === 0 ? '' : ` Revoked its deploy tokens ${result.revokedTokens.join(', ')}.`;
  io.out(`Retired ${app}: its routes left the site; removed its releases ${result.versions.join(', ')}.${tokens}`);
  return 0;
};

if (require.main === module) runAsMain(retireCommand);
