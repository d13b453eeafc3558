import './require-node';
import { loadConfig } from '../config/env';
import { DEFAULT_PRUNE_POLICY, isAppName, readDeploymentManifest, releaseApp, ReleaseError, workspaceApps } from '../releases';
import { runAsMain, type CliCommand } from './cli-io';
import { RELEASE_FROM_USAGE, releaseFromCommand } from './release-from';

const USAGE = `Usage: npm run release -- <app|all>
Publishes <app>/dist as the immutable folder releases/<app>/<buildId>/ and makes it current.
Apps: host and every remote-<name> folder. "all" releases every app of the checkout (remotes first), skipping builds already released.
A remote's first release registers it (its owner, its path /remotes/<name>/, its routes): no other change is needed.
Afterwards the app's old releases are pruned: the newest RELEASES_KEEP (default ${DEFAULT_PRUNE_POLICY.keep}) and every version
of its last ${DEFAULT_PRUNE_POLICY.recent} deployments are kept.

${RELEASE_FROM_USAGE}`;

/** `npm run release -- <app|all>`. */
export const releaseCommand: CliCommand = async (args, io) => {
  const [target, ...extra] = args;
  if (target === '--help' || target === '-h') {
    io.out(USAGE);
    return 0;
  }
  if (args.includes('--from')) return releaseFromCommand(args, io);
  if (target === undefined || extra.length > 0 || (target !== 'all' && !isAppName(target))) {
    io.err(target === undefined ? USAGE : `Unknown app "${args.join(' ')}".\n${USAGE}`);
    return 2;
  }
  const config = loadConfig(io.env, io.rootDir);
  const context = {
    rootDir: io.rootDir,
    releasesDir: config.releasesDir,
    remotesOrigin: config.remotesOrigin,
    prunePolicy: { ...DEFAULT_PRUNE_POLICY, keep: config.releasesKeep },
  };
  const apps = target === 'all' ? workspaceApps(io.rootDir) : [target];
  let failed = false;
  for (const app of apps) {
    try {
      const record = await releaseApp(context, app);
      const registration = (await readDeploymentManifest(config.releasesDir))[app]?.registration;
      if (registration?.registeredAt === record.releasedAt) {
        io.out(`Registered ${app}: owned by ${registration.owner.team} (${registration.owner.contact}), served at ${registration.path}.`);
      }
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
