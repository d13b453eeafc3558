import './require-node';
import { loadConfig } from '../config/env';
import { isAppName, remoteNameOf } from '../releases';
import { readDeployLog } from '../releases/deploy-log';
import { createDeployToken, readDeployTokens, revokeDeployToken } from '../releases/deploy-tokens';
import { runAsMain, type CliCommand } from './cli-io';

const USAGE = `Usage: npm run deploy-tokens -- <command>
  create <remote-name> [--name <label>]   a token that releases and rolls back that remote only, printed once
  revoke <id>                              refuses the token from now on
  list                                     every token (id, remote, label, created, revoked, last use)
Tokens authenticate the release endpoint (POST /deploy/remotes/<name>/releases, …/rollback): a team's CI
sends "Authorization: Bearer <token>". Only a digest of each token is stored, in RELEASES_DIR/.deploy-tokens.json.`;

/** `npm run deploy-tokens -- create|revoke|list`. */
export const deployTokensCommand: CliCommand = async (args, io) => {
  const [command, ...rest] = args;
  if (command === '--help' || command === '-h') {
    io.out(USAGE);
    return 0;
  }
  const config = loadConfig(io.env, io.rootDir);
  if (command === 'create') {
    const [app, ...options] = rest;
    const nameAt = options.indexOf('--name');
    const label = nameAt < 0 ? undefined : options[nameAt + 1];
    const unknown = options.filter((_option, index) => nameAt < 0 || (index !== nameAt && index !== nameAt + 1));
    if (app === undefined || !isAppName(app) || remoteNameOf(app) === undefined || unknown.length > 0 || (nameAt >= 0 && label === undefined)) {
      io.err(`create needs one remote (remote-<name>) and optionally --name <label>.\n${USAGE}`);
      return 2;
    }
    const { token, record } = await createDeployToken(config.releasesDir, app, label ?? `${app} CI`);
    io.out(`Created deploy token ${record.id} (${record.name}) for ${app}. It is shown only now; store it as a CI secret:`);
    io.out(token);
    return 0;
  }
  if (command === 'revoke') {
    const [id, ...extra] = rest;
    if (id === undefined || extra.length > 0) {
      io.err(`revoke needs one token id (see: npm run deploy-tokens -- list).\n${USAGE}`);
      return 2;
    }
    const token = await revokeDeployToken(config.releasesDir, id);
    io.out(`Revoked deploy token ${token.id} (${token.name}) of ${token.app} at ${token.revokedAt ?? ''}.`);
    return 0;
  }
  if (command === 'list' && rest.length === 0) {
    const tokens = await readDeployTokens(config.releasesDir);
    const log = await readDeployLog(config.releasesDir);
    if (tokens.length === 0) io.out('No deploy tokens. Create one with: npm run deploy-tokens -- create <remote-name>');
    for (const token of tokens) {
      const lastUse = log.findLast((entry) => entry.by.includes(`deploy token ${token.id} `));
      const use = lastUse ? `last used ${lastUse.at} (${lastUse.action} ${lastUse.app}: ${lastUse.status})` : 'never used';
      io.out(`${token.id}  ${token.app}  ${token.name}  created ${token.createdAt}  ${token.revokedAt ? `revoked ${token.revokedAt}` : 'active'}  ${use}`);
    }
    return 0;
  }
  io.err(command === undefined ? USAGE : `Unknown command "${args.join(' ')}".\n${USAGE}`);
  return 2;
};

if (require.main === module) runAsMain(deployTokensCommand);
