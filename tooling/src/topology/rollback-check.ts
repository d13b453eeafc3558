import { z } from 'zod';
import type { AppName } from '@platform/contract';
import { remoteNameOf, rollBackApp, type RemotesOrigin } from '../releases';

const REMOTES_JSON = z.object({ remotes: z.record(z.string(), z.object({ version: z.string(), entry: z.string() })) });

/** What the rollback changed, as nginx serves it. */
export interface RollbackCheck {
  app: AppName;
  from: string;
  to: string;
  /** The status of the restored version's entry, fetched through nginx. */
  entryStatus: number;
}

async function servedVersion(hostOrigin: string, app: AppName): Promise<{ version: string; entry: string }> {
  const name = remoteNameOf(app);
  if (name === undefined) throw new Error(`${app} is not a remote`);
  const manifest = REMOTES_JSON.parse(await (await fetch(`${hostOrigin}/remotes.json`)).json());
  const remote = manifest.remotes[name];
  if (remote === undefined) throw new Error(`/remotes.json has no ${name}`);
  return remote;
}

/**
 * Rolls one remote back with `npm run rollback`'s code while the topology runs, then reads what the
 * site serves through nginx: `/remotes.json` must name the previous version at once, and that
 * version's entry must load through nginx.
 */
export async function rollBackThroughNginx(
  context: { releasesDir: string; remotesOrigin: RemotesOrigin; hostOrigin: string },
  app: AppName,
  expected: { from: string; to: string },
): Promise<RollbackCheck> {
  const before = await servedVersion(context.hostOrigin, app);
  if (before.version !== expected.from) throw new Error(`before the rollback nginx served ${app} ${before.version}, not ${expected.from}`);
  const result = await rollBackApp({ releasesDir: context.releasesDir, remotesOrigin: context.remotesOrigin }, app);
  const after = await servedVersion(context.hostOrigin, app);
  if (after.version !== expected.to || result.to !== expected.to) throw new Error(`after the rollback nginx serves ${app} ${after.version}, not ${expected.to}`);
  // Root-relative when the remotes are served from the host's origin.
  const entry = await fetch(new URL(after.entry, context.hostOrigin));
  await entry.arrayBuffer();
  if (entry.status !== 200) throw new Error(`the restored entry ${after.entry} answered ${entry.status}`);
  return { app, from: before.version, to: after.version, entryStatus: entry.status };
}
