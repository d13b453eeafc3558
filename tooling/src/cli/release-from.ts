import { loadConfig } from '../config/env';
import { DEFAULT_PRUNE_POLICY, isAppName, readDeploymentManifest } from '../releases';
import { releaseFrom } from '../releases/release-from';
import type { CliCommand } from './cli-io';

export const RELEASE_FROM_USAGE = `Usage: npm run release -- <app> --from <build folder | .tgz of it>
Releases a build made elsewhere (a team's own repository: platform-remote build writes dist/), with the
same checks as a release from this checkout: build.json must name <app>, the entry files must be there,
the routes must not overlap others', and the first release registers the remote.`;

/** `npm run release -- <app> --from <folder | .tgz>`: a build made outside this checkout. */
export const releaseFromCommand: CliCommand = async (args, io) => {
  const at = args.indexOf('--from');
  const source = args[at + 1];
  const rest = args.filter((_arg, index) => index !== at && index !== at + 1);
  const [app, ...extra] = rest;
  if (source === undefined || source.startsWith('-') || app === undefined || extra.length > 0 || !isAppName(app)) {
    const problem =
      source === undefined || source.startsWith('-')
        ? '--from needs the build folder or a .tgz of it.'
        : app === undefined || extra.length > 0
          ? 'Give exactly one app (host or remote-<name>): "all" cannot come from one folder.'
          : `Unknown app "${app}": expected host or remote-<name> (name: lower-case letters, digits, hyphens).`;
    io.err(`${problem}\n${RELEASE_FROM_USAGE}`);
    return 2;
  }
  const config = loadConfig(io.env, io.rootDir);
  const context = {
    releasesDir: config.releasesDir,
    remotesOrigin: config.remotesOrigin,
    prunePolicy: { ...DEFAULT_PRUNE_POLICY, keep: config.releasesKeep },
  };
  const record = await releaseFrom(context, app, source);
  const registration = (await readDeploymentManifest(config.releasesDir))[app]?.registration;
  if (registration?.registeredAt === record.releasedAt) {
    io.out(`Registered ${app}: owned by ${registration.owner.team} (${registration.owner.contact}), served at ${registration.path}.`);
  }
  io.out(`Released ${app} ${record.version} from ${source}: now current. Undo with: npm run rollback -- ${app}`);
  return 0;
};
