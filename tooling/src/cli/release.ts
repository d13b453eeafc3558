import './require-node';
import { loadConfig } from '../config/env';
import { DEFAULT_PRUNE_POLICY, isAppName, readDeploymentManifest, releaseApp, ReleaseError, workspaceApps } from '../releases';
import { auditNoteOf } from './audit-note';
import { runAsMain, type CliCommand } from './cli-io';
import { parseReleaseFlags } from './release-flags';
import { RELEASE_FROM_USAGE, releaseFromCommand } from './release-from';
import { runRolloutAction } from './rollout-actions';

const USAGE = `Usage: npm run release -- <app|all> [--force]
Publishes <app>/dist as the immutable folder releases/<app>/<buildId>/ and makes it current.
       npm run release -- <remote> --canary <percent>    current for that share of visitors only (sticky per visitor)
       npm run release -- <remote> --promote             the canary becomes current for everyone
       npm run release -- <remote> --abort --reason <why>  everyone back on the stable version
       npm run release -- <remote> --preview <label>     stored, not current, never a fallback; pruned after RELEASES_PREVIEW_DAYS (14)
A host release is refused while a remote's canary runs, unless --force. Change a canary's share with: npm run rollout
Apps: host and every remote-<name> folder. "all" releases every app of the checkout (remotes first), skipping builds already released.
A remote's first release registers it (its owner, its path /remotes/<name>/, its routes): no other change is needed.
Afterwards the app's old releases are pruned: the newest RELEASES_KEEP (default ${DEFAULT_PRUNE_POLICY.keep}) and every version
of its last ${DEFAULT_PRUNE_POLICY.recent} deployments are kept.

${RELEASE_FROM_USAGE}`;

/** `npm run release -- <app|all>`. */
export const releaseCommand: CliCommand = async (args, io) => {
  const flags = parseReleaseFlags(args);
  const [target, ...extra] = flags.rest;
  if (target === '--help' || target === '-h') {
    io.out(USAGE);
    return 0;
  }
  if (args.includes('--from')) return releaseFromCommand(args, io);
  if (target === undefined || extra.length > 0 || (target !== 'all' && !isAppName(target))) {
    io.err(target === undefined ? USAGE : `Unknown app "${args.join(' ')}".\n${USAGE}`);
    return 2;
  }
  if ((flags.promote || flags.abort) && target !== 'all') return runRolloutAction(target, flags, io);
  if (target === 'all' && (flags.canaryPercent !== undefined || flags.promote || flags.abort || flags.preview !== undefined)) {
    io.err('--canary, --promote, --abort and --preview name one remote, not "all".');
    return 2;
  }
  const config = loadConfig(io.env, io.rootDir);
  const context = {
    rootDir: io.rootDir,
    releasesDir: config.releasesDir,
    remotesOrigin: config.remotesOrigin,
    prunePolicy: { ...DEFAULT_PRUNE_POLICY, keep: config.releasesKeep, previewDays: config.releasesPreviewDays },
    audit: auditNoteOf(io.env, flags.reason),
  };
  const apps = target === 'all' ? workspaceApps(io.rootDir) : [target];
  let failed = false;
  for (const app of apps) {
    try {
      const record = await releaseApp(context, app, {
        force: flags.force,
        ...(flags.canaryPercent === undefined ? {} : { canaryPercent: flags.canaryPercent }),
        ...(flags.preview === undefined ? {} : { preview: flags.preview }),
      });
      const registration = (await readDeploymentManifest(config.releasesDir))[app]?.registration;
      if (registration?.registeredAt === record.releasedAt) {
        io.out(`Registered ${app}: owned by ${registration.owner.team} (${registration.owner.contact}), served at ${registration.path}.`);
      }
      io.out(
        flags.preview !== undefined
          ? `Released ${app} ${record.version} as the preview "${flags.preview}": not current, never a fallback; pruned after ${config.releasesPreviewDays} days.`
          : flags.canaryPercent === undefined
          ? `Released ${app} ${record.version}: now current. Undo with: npm run rollback -- ${app} --reason "<why>"`
          : `Released ${app} ${record.version} as a canary for ${flags.canaryPercent} % of visitors. Widen with: npm run rollout -- ${app} <percent>; then --promote or --abort.`,
      );
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
