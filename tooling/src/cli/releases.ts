import './require-node';
import { loadConfig } from '../config/env';
import { appsOf, DEFAULT_PRUNE_POLICY, isAppName, listReleases, pruneAllReleases, readAudit, readDeploymentManifest, rebuildDeploymentManifest } from '../releases';
import { runAsMain, type CliCommand } from './cli-io';

const USAGE = `Usage: npm run releases -- [app] [--json]
Lists the releases of an app (of every app when none is named), newest first; * marks the current one.
With --json: the deployment audit instead (releases/audit.jsonl, never pruned), oldest first: per change
its time, action, versions from and to, share, reason, and who decided (a person, or the health job).
       npm run releases -- --rebuild
Rewrites a lost or corrupted releases/manifest.json from the release folders (newest release of each app current).
       npm run releases -- --prune
Deletes old releases of every app, keeping the newest RELEASES_KEEP (default ${DEFAULT_PRUNE_POLICY.keep}), the current one and
every version of the last ${DEFAULT_PRUNE_POLICY.recent} deployments (so an undo always has its target).
Apps: host, remote-<name> (the ones the release store holds).`;

/** `npm run releases -- [app]` and `npm run releases -- --rebuild`. */
export const releasesCommand: CliCommand = async (args, io) => {
  const json = args.includes('--json');
  const [target, ...extra] = args.filter((arg) => arg !== '--json');
  if (target === '--help' || target === '-h') {
    io.out(USAGE);
    return 0;
  }
  if (extra.length > 0 || (target !== undefined && target !== '--rebuild' && target !== '--prune' && !isAppName(target))) {
    io.err(`Unknown app or option "${args.join(' ')}".\n${USAGE}`);
    return 2;
  }
  const config = loadConfig(io.env, io.rootDir);
  if (target === '--rebuild') {
    const manifest = await rebuildDeploymentManifest({ releasesDir: config.releasesDir, remotesOrigin: config.remotesOrigin });
    io.out(`Rebuilt ${config.releasesDir}/manifest.json from the release folders:`);
    for (const app of appsOf(manifest)) io.out(`  ${app}: ${manifest[app]?.current ?? 'no releases'}`);
    if (appsOf(manifest).length === 0) io.out('  no releases');
    return 0;
  }
  if (target === '--prune') {
    const removed = await pruneAllReleases(
      { releasesDir: config.releasesDir, remotesOrigin: config.remotesOrigin },
      { ...DEFAULT_PRUNE_POLICY, keep: config.releasesKeep, previewDays: config.releasesPreviewDays },
    );
    const lines = appsOf(removed).flatMap((app) => (removed[app] ? [`  ${app}: removed ${removed[app].join(', ')}`] : []));
    io.out(lines.length === 0 ? 'Nothing to prune.' : `Pruned old releases:\n${lines.join('\n')}`);
    return 0;
  }
  if (json) {
    // The audit, oldest first: who changed what browsers are served, when, from which version to which, and why.
    io.out(JSON.stringify(await readAudit(config.releasesDir, target !== undefined && isAppName(target) ? target : undefined), null, 2));
    return 0;
  }
  const apps = target === undefined ? appsOf(await readDeploymentManifest(config.releasesDir)) : [target];
  if (apps.length === 0) io.out('No app is released yet. Publish one with: npm run release -- <app>');
  for (const app of apps) {
    const releases = await listReleases(config.releasesDir, app);
    if (apps.length > 1) io.out(`${app}:`);
    if (releases.length === 0) io.out(`  ${app} has no releases yet. Publish one with: npm run release -- ${app}`);
    for (const release of releases) {
      io.out(`${release.current ? '*' : ' '} ${release.version}  released ${release.releasedAt}${release.preview ? `  preview "${release.preview}"` : ''}`);
    }
    const deployment = (await readDeploymentManifest(config.releasesDir))[app];
    if (deployment?.canary) io.out(`  canary: ${deployment.canary.version} for ${deployment.canary.percent} % of visitors since ${deployment.canary.startedAt}`);
    const deployments = deployment?.deployments ?? [];
    if (deployments.length > 0) {
      // What an undo (npm run rollback -- <app>) walks back through: releases and rollbacks alike.
      io.out(`  deployments, newest first: ${deployments.map((entry) => `${entry.action} ${entry.version}${entry.by ? ` by ${entry.by}` : ''}`).join(', ')}`);
    }
  }
  return 0;
};

if (require.main === module) runAsMain(releasesCommand);
