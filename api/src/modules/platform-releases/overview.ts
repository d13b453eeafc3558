import type { ReleaseAppState, ReleaseAuditLine, ReleasesOverview } from '@platform/contract';
import { RELEASE_AUDIT_SHOWN } from '@platform/contract';
import {
  type AppDeployment,
  appsOf,
  type AuditEntry,
  previousVersion,
  previouslyCurrent,
  readAudit,
  readDeploymentManifest,
} from '../../../../tooling/src/releases';

/** One audit line as the operators' page shows it (the health job's figures stay in the file). */
function auditLine({ at, action, from, to, percent, reason, actor }: AuditEntry): ReleaseAuditLine {
  return {
    at,
    action,
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
    ...(percent === undefined ? {} : { percent }),
    ...(reason === undefined ? {} : { reason }),
    actor,
  };
}

/** One app's state: current version, canary, previews, and its audit newest first. */
export function appState(app: string, deployment: AppDeployment, audit: readonly AuditEntry[]): ReleaseAppState {
  const current = deployment.history.find((record) => record.version === deployment.current);
  // Where `npm run rollback -- <app>` goes without a version.
  const previous = previouslyCurrent(deployment) ?? previousVersion(deployment);
  const { registration, canary } = deployment;
  return {
    app,
    ...(registration ? { owner: { team: registration.owner.team, contact: registration.owner.contact } } : {}),
    current: { version: deployment.current, releasedAt: current?.releasedAt ?? new Date(0).toISOString() },
    ...(previous === undefined ? {} : { previous }),
    ...(canary ? { canary: { version: canary.version, percent: canary.percent, startedAt: canary.startedAt } } : {}),
    previews: deployment.history.flatMap((record) => (record.preview === undefined ? [] : [{ version: record.version, label: record.preview, releasedAt: record.releasedAt }])),
    audit: audit
      .filter((entry) => entry.app === app)
      .slice(-RELEASE_AUDIT_SHOWN)
      .reverse()
      .map(auditLine),
  };
}

/** Every app of the release store in `releasesDir` (none without one), remotes first by name, the host last. */
export async function releasesOverview(releasesDir: string | undefined): Promise<ReleasesOverview> {
  if (releasesDir === undefined) return { configured: false, apps: [] };
  const [manifest, audit] = await Promise.all([readDeploymentManifest(releasesDir), readAudit(releasesDir)]);
  return {
    configured: true,
    apps: appsOf(manifest).flatMap((app) => {
      const deployment = manifest[app];
      return deployment === undefined ? [] : [appState(app, deployment, audit)];
    }),
  };
}
