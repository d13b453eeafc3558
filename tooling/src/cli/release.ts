import './require-node';
import { loadConfig } from '../config/env';
import { APPS, DEFAULT_PRUNE_POLICY, isAppName, releaseApp, ReleaseError } from '../releases';
import { runAsMain, type CliCommand } from './cli-io';

const USAGE = `Usage: npm run release -- <app|all>
Publishes <app>/dist as the immutable folder releases/<app>/<buildId>/ and makes it current.
Apps: ${APPS.join(', ')}. "all" releases every app (remotes first), skipping builds already released.
Afterwards the app's old releases are pruned: the newest RELEASES_KEEP (default ${DEFAULT_PRUNE_POLICY.keep}) and every version
of its last ${DEFAULT_PRUNE_POLICY.recent} deployments are kept.`;

/** `npm run release -- <app|all>`. */
export const releaseCommand: CliCommand = async (args, io) => {
  const [target, ...extra] = args;
  if (target === '--help' || target === '-h') {
    io.out(USAGE);
    return 0;
  }
  if (target === undefined || extra.length > 0 || (target !== 'all' && !isAppName(target))) {
    io.err(target === undefined ? USAGE : `Unknown app "${args.join(' ')}".\n${USAGE}`);
    return 2;
  }
  const config = loadConfig(io.env, io.rootDir);
  const context = {
    rootDir: io.rootDir,
    releasesDir: config.releasesDir,
    remoteOrigins: config.remoteOrigins,
    prunePolicy: { ...DEFAULT_PRUNE_POLICY, keep: config.releasesKeep },
  };
  const apps = target === 'all' ? APPS : [target];
  let failed = false;
  for (const app of apps) {
    try {
      const record = await releaseApp(context, app);
      io.out(`Released ${app} ${record.version}: now current. Undo with: npm run rollback -- ${app}`);
    } catch (error) {
      if (!(error instanceof ReleaseError) || apps.length === 1) throw error;
      // With "all", one app's refusal must not stop the others from being released.
      if (error.code === 'ALREADY_RELEASED') {
        io.out(`Skipped ${app}: its current build is already released.`);
      } else {
        io.err(error.message);
        failed = true;
      }
    }
  }
  return failed ? 1 : 0;
};

if (require.main === module) runAsMain(releaseCommand);
