import { z } from 'zod';
import type { AppName } from '@platform/contract';
import {
  abortRollout,
  appsOf,
  type AuditNote,
  previouslyCurrent,
  readDeploymentManifest,
  ReleaseError,
  remoteNameOf,
  rollBackApp,
} from '../../../../tooling/src/releases';
import type { ReleaseHealthConfig } from '../../config/env';
import type { Database } from '../../db/database';
import type { JobRegistry } from '../../jobs';
import { figuresOf, judge, type Verdict, type VersionFigures } from './decision';
import { countsSince } from './queries';

/** The kind of the every-minute release-health check. */
export const RELEASE_HEALTH_JOB = 'release-health.check';

/** Who the audit names for the job's changes. */
const ACTOR = { kind: 'job', name: 'release-health' } as const;

/** Where the job writes what it decided (the app's logger). */
export interface HealthLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

export interface ReleaseHealthDeps {
  db: Database;
  config: ReleaseHealthConfig;
  log: HealthLog;
  now?: () => Date;
}

/** What the job did for one app. */
export interface HealthAction {
  app: AppName;
  action: 'abort' | 'rollback';
  from: string;
  to: string;
  reason: string;
}

function figuresRecord(candidate: VersionFigures, baseline: VersionFigures | undefined, config: ReleaseHealthConfig): Record<string, number> {
  return {
    loads: candidate.loads,
    failures: candidate.failures,
    failureRate: candidate.rate,
    ...(baseline === undefined ? {} : { baselineLoads: baseline.loads, baselineFailures: baseline.failures, baselineFailureRate: baseline.rate }),
    windowMinutes: config.windowMinutes,
    minLoads: config.minLoads,
    maxFailureRate: config.maxFailureRate,
  };
}

async function figures(db: Database, app: AppName, versions: { candidate: string; baseline?: string }, since: { candidate: Date; baseline: Date }) {
  const [candidateCounts, baselineCounts] = await Promise.all([
    countsSince(db, app, [versions.candidate], since.candidate),
    versions.baseline === undefined ? undefined : countsSince(db, app, [versions.baseline], since.baseline),
  ]);
  const candidate = figuresOf(versions.candidate, candidateCounts.get(versions.candidate) ?? {});
  const baseline = versions.baseline === undefined ? undefined : figuresOf(versions.baseline, baselineCounts?.get(versions.baseline) ?? {});
  return { candidate, baseline };
}

function note(verdict: Verdict, candidate: VersionFigures, baseline: VersionFigures | undefined, config: ReleaseHealthConfig): AuditNote {
  return { actor: ACTOR, reason: `release health: ${verdict.reason}`, figures: figuresRecord(candidate, baseline, config) };
}

/**
 * One run of the release-health check (docs/deploy-and-rollback.md, "Release health"): for each
 * remote with a canary, the canary's failure rate over the last `windowMinutes` against the
 * stable version's; for each remote whose last change was a release, that version's rate against
 * the version current before it (over the counts kept). An unhealthy canary is aborted, an
 * unhealthy release rolled back, by the release store's own code under its lock, with an audit
 * line naming the job and the figures. Idempotent: an abort names the canary judged and is a
 * no-op once it ended; a rollback makes the last change a rollback, which is never judged again.
 */
export async function checkReleaseHealth({ db, config, log, now = () => new Date() }: ReleaseHealthDeps): Promise<HealthAction[]> {
  const { releasesDir } = config;
  if (releasesDir === undefined) return [];
  const at = now();
  const windowStart = new Date(at.getTime() - config.windowMinutes * 60_000);
  const keptStart = new Date(at.getTime() - config.retentionDays * 86_400_000);
  const manifest = await readDeploymentManifest(releasesDir);
  const actions: HealthAction[] = [];
  for (const app of appsOf(manifest)) {
    const deployment = manifest[app];
    if (deployment === undefined || remoteNameOf(app) === undefined) continue;
    const context = { releasesDir, remotesOrigin: config.remotesOrigin, now };
    if (deployment.canary) {
      const versions = { candidate: deployment.canary.version, baseline: deployment.current };
      const { candidate, baseline } = await figures(db, app, versions, { candidate: windowStart, baseline: windowStart });
      const verdict = judge(candidate, baseline, config);
      log.info({ app, canary: candidate, stable: baseline, unhealthy: verdict.unhealthy }, `release health of ${app}: ${verdict.reason}`);
      if (!verdict.unhealthy) continue;
      try {
        const { from, to } = await abortRollout({ ...context, audit: note(verdict, candidate, baseline, config) }, app, candidate.version);
        log.warn({ app, from, to, canary: candidate, stable: baseline }, `release health aborted the canary ${from} of ${app}: ${verdict.reason}`);
        actions.push({ app, action: 'abort', from, to, reason: verdict.reason });
      } catch (error) {
        if (!(error instanceof ReleaseError && error.code === 'NO_ROLLOUT')) throw error;
        log.info({ app, canary: candidate.version }, `release health: the canary ${candidate.version} of ${app} has already ended`);
      }
      continue;
    }
    const last = deployment.deployments?.[0];
    const previous = previouslyCurrent(deployment);
    if (last?.action !== 'release' || last.version !== deployment.current || previous === undefined) continue;
    const versions = { candidate: deployment.current, baseline: previous };
    const { candidate, baseline } = await figures(db, app, versions, { candidate: windowStart, baseline: keptStart });
    const verdict = judge(candidate, baseline, config, { candidate: 'release', baseline: 'previous' });
    // Every released remote is judged every minute: only a rollback is worth a line.
    if (!verdict.unhealthy) continue;
    const { from, to } = await rollBackApp({ ...context, audit: note(verdict, candidate, baseline, config) }, app, previous);
    log.warn({ app, from, to, release: candidate, previous: baseline }, `release health rolled ${app} back from ${from} to ${to}: ${verdict.reason}`);
    actions.push({ app, action: 'rollback', from, to, reason: verdict.reason });
  }
  return actions;
}

/** The every-minute `release-health.check` (one run at a time: the runner claims each job once). */
export function defineReleaseHealthJob(jobs: JobRegistry, deps: ReleaseHealthDeps): void {
  jobs.define({
    kind: RELEASE_HEALTH_JOB,
    payload: z.object({}),
    schedule: { cron: '* * * * *' },
    async handler() {
      await checkReleaseHealth(deps);
    },
  });
}
